import * as z from 'zod';
import { restoreVersionRequestSchema, restoreVersionResponseSchema } from '../../shared/contracts/editor';
import { restoreVersion } from '../domain/editor/restore-version';
import { httpRoute } from '../http/route';

/**
 * POST /api/projects/{projectId}/versions/{versionId}/restore: records the current document as a version,
 * then saves the chosen one with the version check (409 version_conflict when stale, 404 otherwise).
 */
export const handler = httpRoute({
  id: 'editorVersionRestore',
  contract: {
    params: z.object({ projectId: z.string(), versionId: z.string() }),
    body: restoreVersionRequestSchema,
    response: restoreVersionResponseSchema,
  },
  handle: ({ identity, ports, params, body }) =>
    restoreVersion(ports, {
      userId: identity.accountId,
      projectId: params.projectId,
      versionId: params.versionId,
      expectedVersion: body.expectedVersion,
      versionLabel: body.versionLabel,
    }),
});
