import { flowListResponseSchema } from '../../shared/contracts/flows';
import { listFlowsView } from '../domain/flows/flow-crud';
import { httpRoute } from '../http/route';

/** GET /api/flows: the account's flows with their numbers. */
export const handler = httpRoute({
  id: 'flowList',
  contract: { response: flowListResponseSchema },
  handle: async ({ identity, ports }) => listFlowsView(ports.store, identity.accountId),
});
