import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { isSubscriptionTier, type SubscriptionTier } from '../../../shared/plans';
import type { BillingConfig } from '../../config';
import { LOCAL_WEBHOOK_SECRET } from '../../config';
import {
  PaymentsUnreachableError,
  type CheckoutSession,
  type Payments,
  type TestCheckout,
} from '../../ports/payments';
import type { Store } from '../../ports/store';
import {
  getLocalCheckout,
  putLocalCheckout,
  putLocalSubscriptionEvent,
  setLocalCheckoutStatus,
} from '../../domain/items/local-checkout';
import { StripePayments } from '../stripe/stripe-payments';

const id = (prefix: string) => `${prefix}_local_${randomUUID().replaceAll('-', '')}`;

/**
 * Payments without Stripe keys (the local stage): a checkout session is a link to the local test checkout page
 * (/local-checkout, labelled as a test checkout with no real payment). Completing or cancelling it there makes
 * this adapter sign a Stripe-shaped event with the local webhook secret (the Stripe SDK's own signing helper)
 * and POST it to /api/billing/webhook, the same route and the same verification Stripe's events go through.
 */
export class LocalPayments extends StripePayments implements Payments, TestCheckout {
  override readonly provider = 'local' as const;
  readonly testCheckout: TestCheckout = this;

  constructor(
    billing: BillingConfig,
    private readonly store: Store,
  ) {
    const webhookSecret = billing.webhookSecret ?? LOCAL_WEBHOOK_SECRET;
    super(billing, () => Promise.resolve({ secretKey: 'sk_local_test_checkout', webhookSecret }));
  }

  override async createCheckout(input: Parameters<Payments['createCheckout']>[0]): Promise<CheckoutSession> {
    const sessionId = id('cs');
    await putLocalCheckout(this.store, {
      sessionId,
      userId: input.userId,
      email: input.email,
      tier: input.tier,
      priceId: input.priceId,
      customerId: input.customerId ?? id('cus'),
      successUrl: input.successUrl,
      cancelUrl: input.cancelUrl,
      status: 'open',
    });
    return { id: sessionId, url: `/local-checkout?session=${sessionId}` };
  }

  override async createPortal(input: { customerId: string; returnUrl: string }): Promise<{ url: string }> {
    const query = new URLSearchParams({ portal: input.customerId });
    return { url: `/local-checkout?${query.toString()}` };
  }

  async session(sessionId: string) {
    const item = await getLocalCheckout(this.store, sessionId);
    if (!item?.tier || !isSubscriptionTier(item.tier)) return undefined;
    return { userId: String(item.userId), tier: item.tier as SubscriptionTier, status: String(item.status) };
  }

  async finish(sessionId: string, outcome: 'complete' | 'cancel'): Promise<{ redirect: string }> {
    const item = await getLocalCheckout(this.store, sessionId);
    if (!item) throw new Error(`No local checkout session ${sessionId}`);
    const created = Math.floor(Date.now() / 1000);
    const session = {
      id: sessionId,
      object: 'checkout.session',
      mode: 'subscription',
      client_reference_id: item.userId,
      customer: item.customerId,
      metadata: { userId: item.userId, tier: item.tier },
      ...(outcome === 'complete'
        ? { status: 'complete', payment_status: 'paid', subscription: id('sub') }
        : { status: 'expired', payment_status: 'unpaid', subscription: null }),
    };
    await this.send({
      id: id('evt'),
      object: 'event',
      type: outcome === 'complete' ? 'checkout.session.completed' : 'checkout.session.expired',
      created,
      livemode: false,
      data: { object: session },
    });
    await setLocalCheckoutStatus(this.store, sessionId, outcome === 'complete' ? 'complete' : 'canceled');
    return { redirect: String(outcome === 'complete' ? item.successUrl : item.cancelUrl) };
  }

  /** The test portal's "Cancel subscription": the event Stripe sends when a subscription ends. */
  async cancelSubscription(customerId: string, subscriptionId: string): Promise<void> {
    const eventId = id('evt');
    await this.send({
      id: eventId,
      object: 'event',
      type: 'customer.subscription.deleted',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: {
        object: { id: subscriptionId, object: 'subscription', customer: customerId, status: 'canceled' },
      },
    });
    // Kept like Stripe keeps a subscription's events: tests count cancellations without a table scan.
    await putLocalSubscriptionEvent(this.store, {
      subscriptionId,
      eventId,
      type: 'customer.subscription.deleted',
    });
  }

  /**
   * Cancelling at once locally: the test subscription ends with the event Stripe sends (the webhook clears
   * the profile's subscription id, so a second call has nothing left to cancel).
   */
  override async cancelSubscriptions(input: { customerId: string; subscriptionId?: string }): Promise<void> {
    if (!input.subscriptionId) return;
    try {
      await this.cancelSubscription(input.customerId, input.subscriptionId);
    } catch (error) {
      throw new PaymentsUnreachableError((error as Error).message);
    }
  }

  /** Signs the event like Stripe does and delivers it to the webhook route over HTTP. */
  private async send(event: Record<string, unknown>): Promise<void> {
    const payload = JSON.stringify(event);
    const secret = this.billing.webhookSecret ?? LOCAL_WEBHOOK_SECRET;
    const signature = new Stripe('sk_local_test_checkout').webhooks.generateTestHeaderString({
      payload,
      secret,
    });
    // The app binds 127.0.0.1; 'localhost' may resolve to ::1 first.
    const site = (this.billing.siteUrl ?? '').replace('//localhost:', '//127.0.0.1:');
    const res = await fetch(`${site}/api/billing/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
      body: payload,
    });
    if (!res.ok) throw new Error(`The webhook refused the test event (${res.status}): ${await res.text()}`);
  }
}
