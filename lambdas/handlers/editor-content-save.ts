import * as z from 'zod';
import { saveContentRequestSchema, saveContentResponseSchema } from '../../shared/contracts/editor';
import { saveContent } from '../domain/editor/save-content';
import { httpRoute } from '../http/route';
import { recordActivity } from '../domain/teams/activity-log';

/**
 * PUT /api/projects/{projectId}/content: saves the document (HTML rendered here) if the project is still at
 * `expectedVersion`; 409 version_conflict with `currentVersion` otherwise, 400 invalid_document, 404.
 */
export const handler = httpRoute({
  id: 'editorContentSave',
  contract: {
    params: z.object({ projectId: z.string() }),
    body: saveContentRequestSchema,
    response: saveContentResponseSchema,
  },
  handle: async ({ identity, ports, params, body, log }) => {
    const saved = await saveContent(
      ports,
      {
        userId: identity.accountId,
        projectId: params.projectId,
        expectedVersion: body.expectedVersion,
        document: body.document,
        recordVersion: body.recordVersion,
        versionLabel: body.versionLabel,
      },
      { warn: (message, extra) => log.warn(message, extra) },
    );
    // The activity log (issue 34): right after the save, only when it recorded a version.
    if (saved.recordedVersion)
      await recordActivity(ports, identity, {
        action: 'version.saved',
        itemId: saved.projectId,
        itemName: saved.name,
      });
    return saved;
  },
});
