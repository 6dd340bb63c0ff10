import { projectDetailResponseSchema, projectParamsSchema } from '../../shared/contracts/projects';
import { getProject } from '../domain/projects/get-project';
import { httpRoute } from '../http/route';

/** GET /api/projects/{projectId}: the full project (document and HTML) for the editor. */
export const handler = httpRoute({
  id: 'projectGet',
  contract: { params: projectParamsSchema, response: projectDetailResponseSchema },
  handle: async ({ identity, ports, params }) => ({
    project: await getProject(ports.store, identity.accountId, params.projectId),
  }),
});
