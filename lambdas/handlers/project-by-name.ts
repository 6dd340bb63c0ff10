import { projectByNameQuerySchema, projectDetailResponseSchema } from '../../shared/contracts/projects';
import { getProjectByName } from '../domain/projects/get-project';
import { httpRoute } from '../http/route';

/** GET /api/projects/by-name?username&name: /editor/{username}/{name}; only the caller's own username. */
export const handler = httpRoute({
  id: 'projectByName',
  contract: { query: projectByNameQuerySchema, response: projectDetailResponseSchema },
  handle: async ({ identity, ports, query }) => ({
    project: await getProjectByName(ports.store, {
      userId: identity.accountId,
      email: identity.email,
      ...query,
    }),
  }),
});
