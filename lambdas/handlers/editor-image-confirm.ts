import { z } from 'zod';
import { confirmImageRequestSchema, confirmImageResponseSchema } from '../../shared/contracts/editor';
import { confirmImage } from '../domain/editor/images';
import { httpRoute } from '../http/route';

/**
 * POST /api/projects/{projectId}/images/confirm: checks the uploaded object's bytes and size; a file that
 * is not the image claimed, or too large, is deleted (400 invalid_file / file_too_large).
 */
export const handler = httpRoute({
  id: 'editorImageConfirm',
  contract: {
    params: z.object({ projectId: z.string() }),
    body: confirmImageRequestSchema,
    response: confirmImageResponseSchema,
  },
  handle: ({ identity, ports, params, body }) =>
    confirmImage(ports, { userId: identity.userId, projectId: params.projectId, key: body.key }),
});
