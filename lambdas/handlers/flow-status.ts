import {
  flowDetailResponseSchema,
  flowMessages,
  flowParamsSchema,
  flowStatusBodySchema,
} from '../../shared/contracts/flows';
import { setFlowStatus } from '../domain/flows/flow-status';
import { HttpError } from '../http/errors';
import { httpRoute } from '../http/route';
import { queuePort } from '../wiring/queue';
import { recordActivity } from '../domain/teams/activity-log';

/** POST /api/flows/{flowId}/status: live (422 with the campaign checks' problems), paused, archived. */
export const handler = httpRoute({
  id: 'flowStatus',
  uses: [queuePort],
  contract: { params: flowParamsSchema, body: flowStatusBodySchema, response: flowDetailResponseSchema },
  handle: async ({ identity, ports, params, body }) => {
    const outcome = await setFlowStatus(ports, identity, params.flowId, body.status);
    if ('detail' in outcome) {
      const { flowId, name } = outcome.detail;
      await recordActivity(ports, identity, {
        action: `flow.${body.status}`,
        itemId: flowId,
        itemName: name,
      });
      return outcome.detail;
    }
    throw new HttpError(
      422,
      'flow_not_ready',
      flowMessages.notReady,
      outcome.problems.map((message) => ({ path: 'status', message })),
    );
  },
});
