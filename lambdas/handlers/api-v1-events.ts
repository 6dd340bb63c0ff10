import {
  type ApiCommerceEventBody,
  apiEventBodySchema,
  apiEventResponseSchema,
  isCommerceEventBody,
} from '../../shared/contracts/api-v1';
import { recordApiEvent } from '../domain/apikeys/api-events';
import { reply } from '../http/responses';
import { httpRoute } from '../http/route';
import { signingPort } from '../wiring/signing';

const commerceOf = ({ id: _id, email: _email, time: _time, ...event }: ApiCommerceEventBody) => event;

/**
 * POST /api/v1/events: a commerce event or a custom one (any other name with properties); 202 when stored,
 * 200 `{ stored: false }` when this id (or order) was stored before.
 */
export const handler = httpRoute({
  id: 'apiV1Events',
  uses: [signingPort],
  contract: { body: apiEventBodySchema, response: apiEventResponseSchema },
  handle: async ({ identity, ports, body }) => {
    const { id, email, time, ...named } = body;
    const event = isCommerceEventBody(body)
      ? { commerce: commerceOf(body) }
      : { custom: { name: named.name, properties: named.properties ?? {} } };
    const result = await recordApiEvent(ports, identity.accountId, { id, event, email, time });
    return reply(result.stored ? 202 : 200, result);
  },
});
