import * as z from 'zod';
import { versionDetailSchema } from '../../shared/contracts/editor';
import { renderEmailHtml } from '../../shared/email';
import { ownedProject } from '../domain/editor/project-access';
import { getVersion } from '../domain/editor/versions';
import { httpRoute } from '../http/route';

/** GET /api/projects/{projectId}/versions/{versionId}: one version's document and its HTML, for preview. */
export const handler = httpRoute({
  id: 'editorVersionGet',
  contract: {
    params: z.object({ projectId: z.string(), versionId: z.string() }),
    response: versionDetailSchema,
  },
  handle: async ({ identity, ports, params }) => {
    await ownedProject(ports.store, identity.accountId, params.projectId);
    const version = await getVersion(ports.store, params.projectId, params.versionId);
    return { version: { ...version, html: renderEmailHtml(version.document) } };
  },
});
