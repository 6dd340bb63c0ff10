import type { SubscriptionTier } from '../../shared/plans';

export interface CheckoutSession {
  id: string;
  url: string;
}

/** The parts of a Stripe event the billing domain reads (the webhook payload, verified). */
export interface BillingEvent {
  id: string;
  type: string;
  /** Epoch seconds. */
  created: number;
  data: { object: Record<string, unknown> };
}

/** The signature did not verify (wrong secret, stale timestamp, altered body) or the body is no event. */
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

/** The signature verified but the body is not a JSON event. */
export class WebhookPayloadError extends Error {
  override name = 'WebhookPayloadError';
}

/** Paid plans are not configured here (no Stripe keys or prices in AWS). */
export class PaymentsUnavailableError extends Error {
  override name = 'PaymentsUnavailableError';
}

/** Stripe could not be reached, or answered with an error other than "no such subscription/customer". */
export class PaymentsUnreachableError extends Error {
  override name = 'PaymentsUnreachableError';
}

export interface Payments {
  readonly provider: 'stripe' | 'local';
  /** A subscription-mode Checkout Session for one price; the user id is its client reference. */
  createCheckout(input: {
    userId: string;
    email: string;
    tier: SubscriptionTier;
    priceId: string;
    customerId?: string;
    successUrl: string;
    cancelUrl: string;
  }): Promise<CheckoutSession>;
  /** A customer-portal session ("Manage billing"). */
  createPortal(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
  /**
   * Ends the customer's subscriptions at once (no proration refund): every one Stripe lists for the customer
   * that has not ended, or locally the given test subscription. Idempotent: one already cancelled, or a
   * customer Stripe no longer knows, counts as done. Throws PaymentsUnreachableError (or
   * PaymentsUnavailableError without keys) when it could not be done.
   */
  cancelSubscriptions(input: { customerId: string; subscriptionId?: string }): Promise<void>;
  /** Verifies the `stripe-signature` header over the raw body and parses the event. */
  verifyEvent(rawBody: string, signature: string | undefined): Promise<BillingEvent>;
  /** The price ids of the paid tiers (undefined: not configured). */
  priceOf(tier: 'pro' | 'premium'): string | undefined;
  tierOfPrice(priceId: string): SubscriptionTier | undefined;
  /** Only without Stripe keys (the local stage): the test checkout and portal. */
  readonly testCheckout?: TestCheckout;
}

/** The local test checkout's extra: completes or cancels a session by sending a signed event to the webhook. */
export interface TestCheckout {
  session(sessionId: string): Promise<{ userId: string; tier: SubscriptionTier; status: string } | undefined>;
  finish(sessionId: string, outcome: 'complete' | 'cancel'): Promise<{ redirect: string }>;
  /** The test portal's "Cancel subscription" (sends customer.subscription.deleted). */
  cancelSubscription(customerId: string, subscriptionId: string): Promise<void>;
}
