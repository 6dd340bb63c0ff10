import { checkoutBodySchema, checkoutResponseSchema } from '../../shared/contracts/billing';
import { deps } from '../deps';
import { startCheckout } from '../domain/billing/start-checkout';
import { httpRoute } from '../http/route';
import { paymentsPort } from '../wiring/payments';

/** POST /api/billing/checkout (create-stripe-checkout-session): `{ tier }` -> `{ sessionId, url }`. */
export const handler = httpRoute({
  id: 'billingCheckout',
  uses: [paymentsPort],
  contract: { body: checkoutBodySchema, response: checkoutResponseSchema },
  handle: async ({ identity, ports, body }) => {
    const siteUrl = deps().config.billing.siteUrl ?? '';
    const session = await startCheckout(ports, { caller: identity, tier: body.tier, siteUrl });
    return { sessionId: session.id, url: session.url };
  },
});
