import { flowDetailResponseSchema, flowParamsSchema } from '../../shared/contracts/flows';
import { getFlowView } from '../domain/flows/flow-crud';
import { httpRoute } from '../http/route';

/** GET /api/flows/{flowId}: the flow, each step's numbers and the people in each version. */
export const handler = httpRoute({
  id: 'flowGet',
  contract: { params: flowParamsSchema, response: flowDetailResponseSchema },
  handle: async ({ identity, ports, params }) => getFlowView(ports.store, identity.accountId, params.flowId),
});
