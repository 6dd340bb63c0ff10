import * as z from 'zod';
import { testCheckoutResponseSchema } from '../../shared/contracts/billing';
import { readTestCheckout } from '../domain/billing/test-checkout';
import { httpRoute } from '../http/route';
import { paymentsPort } from '../wiring/payments';

/** GET /api/billing/test-checkout/{sessionId}: the local test checkout's session (its owner only). */
export const handler = httpRoute({
  id: 'billingTestCheckoutGet',
  uses: [paymentsPort],
  contract: {
    params: z.object({ sessionId: z.string().min(1).max(100) }),
    response: testCheckoutResponseSchema,
  },
  handle: async ({ identity, ports, params }) => ({
    session: await readTestCheckout(ports.payments, {
      userId: identity.accountId,
      sessionId: params.sessionId,
    }),
  }),
});
