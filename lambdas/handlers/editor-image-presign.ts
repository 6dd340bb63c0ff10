import * as z from 'zod';
import { presignImageRequestSchema, presignImageResponseSchema } from '../../shared/contracts/editor';
import { presignImage } from '../domain/editor/images';
import { httpRoute } from '../http/route';
import { blobsPort } from '../wiring/blobs';

/**
 * POST /api/projects/{projectId}/images: a presigned POST for one image of the caller's project (404 for
 * another user's), png/jpeg/gif/webp only (400 invalid_file), at most 5 MB (400 file_too_large).
 */
export const handler = httpRoute({
  id: 'editorImagePresign',
  uses: [blobsPort],
  contract: {
    params: z.object({ projectId: z.string() }),
    body: presignImageRequestSchema,
    response: presignImageResponseSchema,
  },
  handle: ({ identity, ports, params, body }) =>
    presignImage(ports, { userId: identity.accountId, projectId: params.projectId, ...body }),
});
