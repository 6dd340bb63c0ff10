import { presignImageRequestSchema, presignImageResponseSchema } from '../../shared/contracts/editor';
import { presignLogo } from '../domain/brand/logo-upload';
import { httpRoute } from '../http/route';
import { blobsPort } from '../wiring/blobs';

/**
 * POST /api/brand/logo: a presigned POST for the account's logo, by the editor's image rules
 * (png/jpeg/gif/webp: 400 invalid_file; at most 5 MB: 400 file_too_large).
 */
export const handler = httpRoute({
  id: 'brandLogoPresign',
  uses: [blobsPort],
  contract: { body: presignImageRequestSchema, response: presignImageResponseSchema },
  handle: ({ identity, ports, body }) => presignLogo(ports, identity.accountId, body),
});
