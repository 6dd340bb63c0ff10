import * as z from 'zod';
import { restoreVersionRequestSchema, restoreVersionResponseSchema } from '../../shared/contracts/editor';
import { restoreVersion } from '../domain/editor/restore-version';
import { httpRoute } from '../http/route';
import { recordActivity } from '../domain/teams/activity-log';

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
  handle: async ({ identity, ports, params, body }) => {
    const restored = await restoreVersion(ports, {
      userId: identity.accountId,
      projectId: params.projectId,
      versionId: params.versionId,
      expectedVersion: body.expectedVersion,
      versionLabel: body.versionLabel,
    });
    const fact = { itemId: restored.projectId, itemName: restored.name };
    await recordActivity(ports, identity, { action: 'version.restored', ...fact });
    return restored;
  },
});
