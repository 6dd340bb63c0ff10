import { createGoalBodySchema, goalResponseSchema } from '../../shared/contracts/analytics';
import { createGoal } from '../domain/analytics/goals';
import { reply } from '../http/responses';
import { httpRoute } from '../http/route';

/** POST /api/analytics/goals: marks an event name or a page path as a conversion (issue 22). */
export const handler = httpRoute({
  id: 'analyticsGoalCreate',
  contract: { body: createGoalBodySchema, response: goalResponseSchema },
  handle: async ({ body, identity, ports }) =>
    reply(201, { goal: await createGoal(ports, identity.accountId, body) }),
});
