import Stripe from 'stripe';
import { inject } from 'vitest';
import { call } from '../helpers/api';

/** Stripe's own test-header helper, signing with the stack's webhook secret (or another one). */
export function signed(payload: string, options: { secret?: string; timestamp?: number } = {}) {
  const secret = options.secret ?? (inject('stack').env.STRIPE_WEBHOOK_SECRET as string);
  return new Stripe('sk_test_signing_only').webhooks.generateTestHeaderString({
    payload,
    secret,
    ...(options.timestamp ? { timestamp: options.timestamp } : {}),
  });
}

export const postWebhook = (payload: string, signature?: string) =>
  call('/api/billing/webhook', {
    method: 'POST',
    body: payload,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
  });

let n = 0;
export function stripeEvent(
  type: string,
  object: Record<string, unknown>,
  created = Math.floor(Date.now() / 1000),
) {
  n += 1;
  return {
    id: `evt_test_${Date.now()}_${n}`,
    object: 'event',
    type,
    created,
    livemode: false,
    data: { object },
  };
}

const json = (body: unknown) => ({
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json' },
});
export const subscribeFree = (token: string) => call('/api/billing/free', { method: 'POST', token });
export const checkout = (token: string, body: unknown) =>
  call('/api/billing/checkout', { method: 'POST', token, ...json(body) });
export const portal = (token: string) => call('/api/billing/portal', { method: 'POST', token });
export const testCheckout = (token: string, sessionId: string) =>
  call(`/api/billing/test-checkout/${sessionId}`, { token });
export const finishTestCheckout = (token: string, sessionId: string, outcome: string) =>
  call(`/api/billing/test-checkout/${sessionId}`, { method: 'POST', token, ...json({ outcome }) });
export const cancelTestSubscription = (token: string) =>
  call('/api/billing/test-portal/cancel', { method: 'POST', token });
