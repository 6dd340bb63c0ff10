import * as z from 'zod';
import { testCheckoutBodySchema, testCheckoutDoneResponseSchema } from '../../shared/contracts/billing';
import { finishTestCheckout } from '../domain/billing/test-checkout';
import { httpRoute } from '../http/route';
import { paymentsPort } from '../wiring/payments';

/** POST /api/billing/test-checkout/{sessionId} `{ outcome }`: completes or cancels it through the webhook. */
export const handler = httpRoute({
  id: 'billingTestCheckoutFinish',
  uses: [paymentsPort],
  contract: {
    params: z.object({ sessionId: z.string().min(1).max(100) }),
    body: testCheckoutBodySchema,
    response: testCheckoutDoneResponseSchema,
  },
  handle: async ({ identity, ports, params, body }) =>
    finishTestCheckout(ports.payments, {
      userId: identity.accountId,
      sessionId: params.sessionId,
      outcome: body.outcome,
    }),
});
