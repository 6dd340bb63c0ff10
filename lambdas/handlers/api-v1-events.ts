import { apiEventBodySchema, apiEventResponseSchema } from '../../shared/contracts/api-v1';
import { recordApiEvent } from '../domain/apikeys/api-events';
import { reply } from '../http/responses';
import { httpRoute } from '../http/route';
import { signingPort } from '../wiring/signing';

/** POST /api/v1/events: 202 when stored, 200 `{ stored: false }` when this id (or order) was stored before. */
export const handler = httpRoute({
  id: 'apiV1Events',
  uses: [signingPort],
  contract: { body: apiEventBodySchema, response: apiEventResponseSchema },
  handle: async ({ identity, ports, body }) => {
    const { id, email, time, ...event } = body;
    const result = await recordApiEvent(ports, identity.accountId, { id, event, email, time });
    return reply(result.stored ? 202 : 200, result);
  },
});
