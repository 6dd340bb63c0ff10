import { apiKeyParamsSchema, apiKeyResponseSchema } from '../../shared/contracts/api-keys';
import { revokeKey, toApiKey } from '../domain/apikeys/manage-keys';
import { httpRoute } from '../http/route';

/** DELETE /api/api-keys/{keyId}: revokes the key at once; 404 for a key that is not the caller's. */
export const handler = httpRoute({
  id: 'apiKeyRevoke',
  contract: { params: apiKeyParamsSchema, response: apiKeyResponseSchema },
  handle: async ({ identity, ports, params }) => ({
    key: toApiKey(await revokeKey(ports, identity.accountId, params.keyId)),
  }),
});
