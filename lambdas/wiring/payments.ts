import { LocalPayments } from '../adapters/local/payments';
import { StripePayments } from '../adapters/stripe/stripe-payments';
import type { PortFactory } from '../deps';

/** Payments: Stripe with keys; without them the local test checkout (which signs with the stripe SDK too). */
export const paymentsPort: PortFactory<'payments'> = {
  port: 'payments',
  build: (config, core) =>
    config.billing.mode === 'test'
      ? new LocalPayments(config.billing, core.store)
      : new StripePayments(config.billing),
};
