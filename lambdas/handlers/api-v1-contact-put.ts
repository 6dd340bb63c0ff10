import {
  apiContactBodySchema,
  apiContactParamsSchema,
  apiContactResponseSchema,
  CONSENT_REQUIRED_MESSAGE,
} from '../../shared/contracts/api-v1';
import { toApiContact } from '../domain/apikeys/api-contacts';
import { upsertApiContact } from '../domain/apikeys/upsert-contact';
import { HttpError } from '../http/errors';
import { reply } from '../http/responses';
import { httpRoute } from '../http/route';
import { signingPort } from '../wiring/signing';

/**
 * PUT /api/v1/contacts/{email}: 201 when added (subscribed, with consent), 200 when updated. A subscribe
 * without a consent record is 422; an address that left is never subscribed again (409).
 */
export const handler = httpRoute({
  id: 'apiV1ContactPut',
  uses: [signingPort],
  contract: {
    params: apiContactParamsSchema,
    body: apiContactBodySchema,
    response: apiContactResponseSchema,
  },
  handle: async ({ identity, ports, params, body }) => {
    if (body.subscribed === true && !body.consent)
      throw new HttpError(422, 'consent_required', CONSENT_REQUIRED_MESSAGE, [
        { path: 'body.consent', message: CONSENT_REQUIRED_MESSAGE },
      ]);
    const { contact, created } = await upsertApiContact(ports, identity.accountId, params.email, body);
    return reply(created ? 201 : 200, { contact: toApiContact(contact) });
  },
});
