import { deleteFlowResponseSchema, flowParamsSchema } from '../../shared/contracts/flows';
import { deleteFlow } from '../domain/flows/flow-crud';
import { httpRoute } from '../http/route';

/** Leaves the 60 s function this much time to answer. */
const BUDGET_MS = 45_000;

/** DELETE /api/flows/{flowId}: a draft or archived flow with everything it stored. */
export const handler = httpRoute({
  id: 'flowDelete',
  contract: { params: flowParamsSchema, response: deleteFlowResponseSchema },
  handle: async ({ identity, ports, params }) => {
    const until = Date.now() + BUDGET_MS;
    await deleteFlow(ports.store, identity.accountId, params.flowId, { expired: () => Date.now() > until });
    return { deleted: true as const, flowId: params.flowId };
  },
});
