import { API_ACCESS_PLAN_MESSAGE, apiKeyListResponseSchema } from '../../shared/contracts/api-keys';
import { listKeys } from '../domain/apikeys/manage-keys';
import { httpRoute } from '../http/route';

/** GET /api/api-keys: the account's keys (never their secrets) and whether its plan may create them. */
export const handler = httpRoute({
  id: 'apiKeyList',
  contract: { response: apiKeyListResponseSchema },
  handle: async ({ identity, ports }) => ({
    ...(await listKeys(ports.store, identity.accountId)),
    planMessage: API_ACCESS_PLAN_MESSAGE,
  }),
});
