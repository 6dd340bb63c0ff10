import * as z from 'zod';
import { versionListSchema } from '../../shared/contracts/editor';
import { ownedProject } from '../domain/editor/project-access';
import { listVersions } from '../domain/editor/versions';
import { httpRoute } from '../http/route';

/** GET /api/projects/{projectId}/versions: the caller's project's versions, newest first (404 otherwise). */
export const handler = httpRoute({
  id: 'editorVersionsList',
  contract: { params: z.object({ projectId: z.string() }), response: versionListSchema },
  handle: async ({ identity, ports, params }) => {
    await ownedProject(ports.store, identity.accountId, params.projectId);
    return { versions: await listVersions(ports.store, params.projectId) };
  },
});
