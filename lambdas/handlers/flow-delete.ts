import { deleteFlowResponseSchema, flowParamsSchema } from '../../shared/contracts/flows';
import { deleteFlow } from '../domain/flows/flow-crud';
import { httpRoute } from '../http/route';
import { recordActivity } from '../domain/teams/activity-log';
import { flowNameOf } from '../domain/teams/activity-names';

/** Leaves the 60 s function this much time to answer. */
const BUDGET_MS = 45_000;

/** DELETE /api/flows/{flowId}: a draft or archived flow with everything it stored. */
export const handler = httpRoute({
  id: 'flowDelete',
  contract: { params: flowParamsSchema, response: deleteFlowResponseSchema },
  handle: async ({ identity, ports, params }) => {
    const until = Date.now() + BUDGET_MS;
    const name = await flowNameOf(ports.store, identity.accountId, params.flowId);
    await deleteFlow(ports.store, identity.accountId, params.flowId, { expired: () => Date.now() > until });
    const fact = { itemId: params.flowId, itemName: name ?? params.flowId };
    await recordActivity(ports, identity, { action: 'flow.deleted', ...fact });
    return { deleted: true as const, flowId: params.flowId };
  },
});
