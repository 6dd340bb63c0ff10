import { createFlowBodySchema, flowDetailResponseSchema } from '../../shared/contracts/flows';
import { createFlow } from '../domain/flows/flow-crud';
import { httpRoute } from '../http/route';
import { reply } from '../http/responses';

/** POST /api/flows: 201 with the new draft's detail. */
export const handler = httpRoute({
  id: 'flowCreate',
  contract: { body: createFlowBodySchema, response: flowDetailResponseSchema },
  handle: async ({ identity, ports, body }) => reply(201, await createFlow(ports, identity.accountId, body)),
});
