/**
 * Issue 34: the account's activity log (owner and admin) and who else has an email open in the editor. In
 * the 'api' nested stack with the other team routes. Each route's minimal role: lambdas/routes/roles.ts.
 */
import { KB, type RouteDef } from './types';

const route = <const R extends Omit<RouteDef, 'auth' | 'area'>>(r: R) =>
  ({ ...r, auth: 'jwt', area: 'api' }) as const;

export const teamActivityRoutes = [
  route({
    id: 'teamActivity',
    method: 'GET',
    path: '/api/team/activity',
    handler: 'team-activity.ts',
    maxBodyBytes: 0,
    grants: ['table:read'],
  }),
  route({
    id: 'projectPresence',
    method: 'PUT',
    path: '/api/projects/{projectId}/presence',
    handler: 'project-presence.ts',
    maxBodyBytes: 1 * KB,
    grants: ['table:read', 'table:write'],
  }),
] as const satisfies readonly RouteDef[];
