import { confirmImageRequestSchema, confirmImageResponseSchema } from '../../shared/contracts/editor';
import { confirmLogo } from '../domain/brand/logo-upload';
import { httpRoute } from '../http/route';
import { blobsPort } from '../wiring/blobs';

/**
 * POST /api/brand/logo/confirm: checks the uploaded logo's bytes and size; a file that is not the image
 * claimed, or too large, is deleted (400 invalid_file / file_too_large); another account's key is a 404.
 */
export const handler = httpRoute({
  id: 'brandLogoConfirm',
  uses: [blobsPort],
  contract: { body: confirmImageRequestSchema, response: confirmImageResponseSchema },
  handle: ({ identity, ports, body }) => confirmLogo(ports, identity.accountId, body.key),
});
