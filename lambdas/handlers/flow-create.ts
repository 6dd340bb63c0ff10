import { createFlowBodySchema, flowDetailResponseSchema } from '../../shared/contracts/flows';
import { createFlow } from '../domain/flows/flow-crud';
import { httpRoute } from '../http/route';
import { reply } from '../http/responses';
import { recordActivity } from '../domain/teams/activity-log';

/** POST /api/flows: 201 with the new draft's detail. */
export const handler = httpRoute({
  id: 'flowCreate',
  contract: { body: createFlowBodySchema, response: flowDetailResponseSchema },
  handle: async ({ identity, ports, body }) => {
    const flow = await createFlow(ports, identity.accountId, body);
    await recordActivity(ports, identity, {
      action: 'flow.created',
      itemId: flow.flowId,
      itemName: flow.name,
    });
    return reply(201, flow);
  },
});
