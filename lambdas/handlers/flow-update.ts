import {
  flowDetailResponseSchema,
  flowParamsSchema,
  updateFlowBodySchema,
} from '../../shared/contracts/flows';
import { updateFlow } from '../domain/flows/update-flow';
import { httpRoute } from '../http/route';

/** PUT /api/flows/{flowId}: the next version over `expectedVersion` (409 when stale), with its moves. */
export const handler = httpRoute({
  id: 'flowUpdate',
  contract: { params: flowParamsSchema, body: updateFlowBodySchema, response: flowDetailResponseSchema },
  handle: async ({ identity, ports, params, body }) =>
    updateFlow(ports, identity.accountId, params.flowId, body),
});
