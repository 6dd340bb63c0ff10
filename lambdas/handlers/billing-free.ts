import { emptyBodySchema, subscribeFreeResponseSchema } from '../../shared/contracts/billing';
import { subscribeFree } from '../domain/billing/subscribe-free';
import { httpRoute } from '../http/route';

/** POST /api/billing/free (subscribe-to-free-plan): the free plan, active at once. */
export const handler = httpRoute({
  id: 'billingFree',
  contract: { body: emptyBodySchema, response: subscribeFreeResponseSchema },
  handle: async ({ identity, ports }) => ({ profile: await subscribeFree(ports, identity) }),
});
