import { randomUUID } from 'node:crypto';
import type { CheckoutSession, Payments } from '../../ports/payments';

/**
 * Payments without Stripe keys: a checkout session is a link to the local test checkout page
 * (/local-checkout, labelled as a test checkout), which calls the same fulfilment code. The page and the
 * fulfilment arrive with the billing issue.
 */
export class LocalPayments implements Payments {
  readonly provider = 'local' as const;

  async createCheckout(input: {
    userId: string;
    email: string;
    priceId: string;
    successUrl: string;
    cancelUrl: string;
  }): Promise<CheckoutSession> {
    const id = `cs_local_${randomUUID().replaceAll('-', '')}`;
    const query = new URLSearchParams({
      session: id,
      price: input.priceId,
      success: input.successUrl,
      cancel: input.cancelUrl,
    });
    return { id, url: `/local-checkout?${query.toString()}` };
  }
}
