import { deleteGoalResponseSchema, goalParamsSchema } from '../../shared/contracts/analytics';
import { deleteGoal } from '../domain/analytics/goals';
import { httpRoute } from '../http/route';

/** DELETE /api/analytics/goals/{goalId}: removes one of the caller's goals; another's answers 404. */
export const handler = httpRoute({
  id: 'analyticsGoalDelete',
  contract: { params: goalParamsSchema, response: deleteGoalResponseSchema },
  handle: async ({ params, identity, ports }) => {
    await deleteGoal(ports.store, identity.accountId, params.goalId);
    return { deleted: true as const };
  },
});
