import { setupResponseSchema } from '../../shared/contracts/setup';
import { ensureProfile } from '../domain/profile/ensure-profile';
import { getSetup } from '../domain/setup/get-setup';
import { httpRoute } from '../http/route';

/** GET /api/setup: the caller's whole setup record, or `{ setup: null }` when there is none yet. */
export const handler = httpRoute({
  id: 'setupGet',
  contract: { response: setupResponseSchema },
  handle: async ({ identity, ports }) => {
    await ensureProfile(ports, identity);
    return { setup: await getSetup(ports.store, identity.accountId) };
  },
});
