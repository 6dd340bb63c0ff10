import { listProjectsQuerySchema, projectListResponseSchema } from '../../shared/contracts/projects';
import { listProjects } from '../domain/projects/list-projects';
import { httpRoute } from '../http/route';

/** GET /api/projects: a page of the caller's projects, newest edit first (`archived=true`: the archived ones). */
export const handler = httpRoute({
  id: 'projectList',
  contract: { query: listProjectsQuerySchema, response: projectListResponseSchema },
  handle: async ({ identity, ports, query }) =>
    listProjects(ports.store, {
      userId: identity.accountId,
      archived: query.archived === 'true',
      ...(query.cursor ? { cursor: query.cursor } : {}),
      ...(query.limit ? { limit: query.limit } : {}),
    }),
});
