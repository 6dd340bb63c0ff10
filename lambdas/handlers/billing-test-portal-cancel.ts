import { emptyBodySchema, testCheckoutDoneResponseSchema } from '../../shared/contracts/billing';
import { cancelTestSubscription } from '../domain/billing/test-checkout';
import { httpRoute } from '../http/route';
import { paymentsPort } from '../wiring/payments';

/** POST /api/billing/test-portal/cancel: the local test portal ends the caller's test subscription. */
export const handler = httpRoute({
  id: 'billingTestPortalCancel',
  contract: { body: emptyBodySchema, response: testCheckoutDoneResponseSchema },
  handle: async ({ identity, ports }) => cancelTestSubscription(ports, identity.accountId),
  uses: [paymentsPort],
});
