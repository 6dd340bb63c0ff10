import * as z from 'zod';
import { confirmImageRequestSchema, confirmImageResponseSchema } from '../../shared/contracts/editor';
import { confirmImage } from '../domain/editor/images';
import { httpRoute } from '../http/route';
import { blobsPort } from '../wiring/blobs';

/**
 * POST /api/projects/{projectId}/images/confirm: checks the uploaded object's bytes and size; a file that
 * is not the image claimed, or too large, is deleted (400 invalid_file / file_too_large).
 */
export const handler = httpRoute({
  id: 'editorImageConfirm',
  uses: [blobsPort],
  contract: {
    params: z.object({ projectId: z.string() }),
    body: confirmImageRequestSchema,
    response: confirmImageResponseSchema,
  },
  handle: ({ identity, ports, params, body }) =>
    confirmImage(ports, { userId: identity.accountId, projectId: params.projectId, key: body.key }),
});
