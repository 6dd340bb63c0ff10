import { activityQuerySchema, activityResponseSchema } from '../../shared/contracts/activity';
import { listActivity } from '../domain/teams/activity-log';
import { httpRoute } from '../http/route';

/** GET /api/team/activity?cursor&limit: the account's last 90 days, newest first (issue 34; owner and admin). */
export const handler = httpRoute({
  id: 'teamActivity',
  contract: { query: activityQuerySchema, response: activityResponseSchema },
  handle: ({ identity, ports, query }) => listActivity(ports, identity.accountId, query),
});
