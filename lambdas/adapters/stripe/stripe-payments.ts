import Stripe from 'stripe';
import type { SubscriptionTier } from '../../../shared/plans';
import type { BillingConfig } from '../../config';
import {
  PaymentsUnavailableError,
  PaymentsUnreachableError,
  WebhookPayloadError,
  WebhookSignatureError,
  type BillingEvent,
  type CheckoutSession,
  type Payments,
} from '../../ports/payments';
import { checkSignatureTime } from './signature-time';
import { connectTimeoutAgent, STRIPE_IDLE_TIMEOUT_MS, STRIPE_MAX_NETWORK_RETRIES } from './stripe-http';
import { stripeKeys, type StripeKeys } from './stripe-keys';

/** Stripe's default tolerance for the signature's timestamp (5 minutes), applied both ways (signature-time.ts). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The Stripe SDK behind the Payments port (also signs nothing: Stripe signs its own webhooks). */
export class StripePayments implements Payments {
  readonly provider: 'stripe' | 'local' = 'stripe';
  private client: Stripe | undefined;

  constructor(
    protected readonly billing: BillingConfig,
    private readonly keys: () => Promise<StripeKeys> = () => stripeKeys(billing),
  ) {}

  private async stripe(): Promise<Stripe> {
    if (this.client) return this.client;
    const { secretKey } = await this.keys();
    const api = this.billing.apiUrl ? new URL(this.billing.apiUrl) : undefined;
    const protocol = !api || api.protocol === 'https:' ? 'https' : 'http';
    // Bounded for a user-facing request (stripe-http.ts): a short connect timeout, one retry.
    this.client = new Stripe(secretKey, {
      maxNetworkRetries: STRIPE_MAX_NETWORK_RETRIES,
      timeout: STRIPE_IDLE_TIMEOUT_MS,
      httpAgent: connectTimeoutAgent(protocol),
      ...(api ? { host: api.hostname, port: api.port || (protocol === 'https' ? 443 : 80), protocol } : {}),
    });
    return this.client;
  }

  priceOf(tier: 'pro' | 'premium'): string | undefined {
    return this.billing.prices[tier];
  }

  tierOfPrice(priceId: string): SubscriptionTier | undefined {
    if (priceId === this.billing.prices.pro) return 'pro';
    if (priceId === this.billing.prices.premium) return 'premium';
    return undefined;
  }

  async createCheckout(input: Parameters<Payments['createCheckout']>[0]): Promise<CheckoutSession> {
    const stripe = await this.stripe();
    const metadata = { userId: input.userId, tier: input.tier };
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: input.priceId, quantity: 1 }],
      client_reference_id: input.userId,
      ...(input.customerId ? { customer: input.customerId } : { customer_email: input.email }),
      metadata,
      subscription_data: { metadata },
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
    });
    if (!session.url) throw new Error('Stripe answered a Checkout Session without a URL');
    return { id: session.id, url: session.url };
  }

  async createPortal(input: { customerId: string; returnUrl: string }): Promise<{ url: string }> {
    const stripe = await this.stripe();
    const portal = await stripe.billingPortal.sessions.create({
      customer: input.customerId,
      return_url: input.returnUrl,
    });
    return { url: portal.url };
  }

  async cancelSubscriptions(input: { customerId: string; subscriptionId?: string }): Promise<void> {
    const stripe = await this.stripe();
    try {
      // Stripe lists the subscriptions that have not been cancelled; cancelling one is immediate.
      for await (const subscription of stripe.subscriptions.list({
        customer: input.customerId,
        limit: 100,
      })) {
        if (ENDED_STATUSES.has(subscription.status)) continue;
        await stripe.subscriptions.cancel(subscription.id).catch(alreadyGone);
      }
    } catch (error) {
      alreadyGone(error);
    }
  }

  async verifyEvent(rawBody: string, signature: string | undefined): Promise<BillingEvent> {
    const { webhookSecret } = await this.keys();
    if (!signature) throw new WebhookSignatureError('The stripe-signature header is missing.');
    checkSignatureTime(signature, Math.floor(Date.now() / 1000), WEBHOOK_TOLERANCE_SECONDS);
    // Verification is local (HMAC over the raw body); any key will do for the SDK object here.
    const verifier = this.client ?? new Stripe('sk_verify_only');
    try {
      const event = verifier.webhooks.constructEvent(
        rawBody,
        signature,
        webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
      );
      return event as unknown as BillingEvent;
    } catch (error) {
      if (error instanceof SyntaxError) throw new WebhookPayloadError('The body is not a JSON event.');
      throw new WebhookSignatureError((error as Error).message);
    }
  }
}

/** Statuses of a subscription that bills no more. */
const ENDED_STATUSES = new Set(['canceled', 'incomplete_expired']);

/**
 * A subscription or customer Stripe no longer has is already what we want (a resumed deletion); any other
 * Stripe error, or no answer at all, is PaymentsUnreachableError.
 */
function alreadyGone(error: unknown): void {
  if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return;
  if (error instanceof Stripe.errors.StripeError)
    throw new PaymentsUnreachableError(`Stripe: ${error.type}: ${error.message}`, { cause: error });
  throw error;
}

export { PaymentsUnavailableError };
