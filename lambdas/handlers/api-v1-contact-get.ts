import { apiContactParamsSchema, apiContactResponseSchema } from '../../shared/contracts/api-v1';
import { getApiContact, toApiContact } from '../domain/apikeys/api-contacts';
import { httpRoute } from '../http/route';
import { signingPort } from '../wiring/signing';

/** GET /api/v1/contacts/{email}: `{ contact }` or 404. */
export const handler = httpRoute({
  id: 'apiV1ContactGet',
  uses: [signingPort],
  contract: { params: apiContactParamsSchema, response: apiContactResponseSchema },
  handle: async ({ identity, ports, params }) => ({
    contact: toApiContact(await getApiContact(ports, identity.accountId, params.email)),
  }),
});
