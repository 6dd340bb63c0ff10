import { createApiKeyBodySchema, createApiKeyResponseSchema } from '../../shared/contracts/api-keys';
import { createKey, toApiKey } from '../domain/apikeys/manage-keys';
import { reply } from '../http/responses';
import { httpRoute } from '../http/route';

/** POST /api/api-keys: 201 `{ key, secret }`; the secret is in this answer only. 403 below Premium. */
export const handler = httpRoute({
  id: 'apiKeyCreate',
  contract: { body: createApiKeyBodySchema, response: createApiKeyResponseSchema },
  handle: async ({ identity, ports, body }) => {
    const { record, secret } = await createKey(ports, identity.accountId, body);
    return reply(201, { key: toApiKey(record), secret });
  },
});
