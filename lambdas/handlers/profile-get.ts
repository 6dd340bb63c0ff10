import { profileResponseSchema } from '../../shared/contracts/profile';
import { ensureProfile } from '../domain/profile/ensure-profile';
import { httpRoute } from '../http/route';

/** GET /api/profile: the caller's profile, created on the first call (once, even when calls race). */
export const handler = httpRoute({
  id: 'profileGet',
  contract: { response: profileResponseSchema },
  handle: async ({ identity, ports }) => ({ profile: await ensureProfile(ports, identity) }),
});
