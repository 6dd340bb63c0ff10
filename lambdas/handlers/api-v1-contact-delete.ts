import { apiContactParamsSchema, apiDeleteResponseSchema } from '../../shared/contracts/api-v1';
import { forgetApiContact } from '../domain/apikeys/api-contacts';
import { httpRoute } from '../http/route';
import { signingPort } from '../wiring/signing';

/** DELETE /api/v1/contacts/{email}: forgets the person (a suppressed address stays suppressed); 404 if none. */
export const handler = httpRoute({
  id: 'apiV1ContactDelete',
  uses: [signingPort],
  contract: { params: apiContactParamsSchema, response: apiDeleteResponseSchema },
  handle: async ({ identity, ports, params }) => {
    await forgetApiContact(ports, identity.accountId, params.email);
    return { deleted: true as const, email: params.email };
  },
});
