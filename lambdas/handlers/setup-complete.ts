import { setupCompleteRequestSchema, setupResponseSchema } from '../../shared/contracts/setup';
import { ensureProfile } from '../domain/profile/ensure-profile';
import { completeSetup } from '../domain/setup/complete-setup';
import { httpRoute } from '../http/route';

/**
 * POST /api/setup/complete: sets formComplete when the completion rules allow (409 setup_incomplete or
 * subscription_required otherwise). Takes `{}` or no body.
 */
export const handler = httpRoute({
  id: 'setupComplete',
  contract: { body: setupCompleteRequestSchema.optional(), response: setupResponseSchema },
  handle: async ({ identity, ports }) => {
    const profile = await ensureProfile(ports, identity);
    return { setup: await completeSetup(ports, { userId: identity.accountId, profile }) };
  },
});
