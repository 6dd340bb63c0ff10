import { beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../../lambdas/table';
import { rawCall } from '../helpers/api';
import { tableStore } from '../setup/support';
import { getProfile, userOnPlan, type User } from '../projects/support';
import { postWebhook, signed, stripeEvent } from './support';

/**
 * The webhook route, driven with payloads signed by the Stripe SDK's own test-header helper and the stack's
 * webhook secret: what Stripe itself would send.
 */
const store = tableStore();
let user: User;
const customer = () => `cus_test_${user.sub.slice(0, 8)}`;

const completed = (tier = 'pro') =>
  stripeEvent('checkout.session.completed', {
    id: `cs_test_${Date.now()}`,
    object: 'checkout.session',
    mode: 'subscription',
    client_reference_id: user.sub,
    customer: customer(),
    subscription: 'sub_test_1',
    metadata: { userId: user.sub, tier },
  });

async function profileItem() {
  return store.get(keys.profile(user.sub));
}

beforeAll(async () => {
  user = await userOnPlan(store, 'free', 'payer');
});

describe('POST /api/billing/webhook', () => {
  it('applies a valid checkout.session.completed: the payer lands on pro, active, with the limit of pro', async () => {
    const event = completed();
    const payload = JSON.stringify(event);
    const res = await postWebhook(payload, signed(payload));
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ received: true, applied: true });
    const profile = (await getProfile(user.idToken)).body as { profile: Record<string, unknown> };
    expect(profile.profile).toMatchObject({ subscriptionTier: 'pro', subscriptionStatus: 'active' });
    expect(await profileItem()).toMatchObject({
      stripeCustomerId: customer(),
      stripeSubscriptionId: 'sub_test_1',
    });
    expect(await store.get(keys.stripeEvent(event.id))).toMatchObject({ userId: user.sub, type: event.type });
    expect(await store.get(keys.stripeCustomer(customer()))).toMatchObject({ userId: user.sub });
  });

  it('changes nothing when the same event arrives again (replayed), even twice at once', async () => {
    const event = stripeEvent('invoice.payment_failed', {
      id: 'in_1',
      object: 'invoice',
      customer: customer(),
    });
    const payload = JSON.stringify(event);
    const [a, b] = await Promise.all([
      postWebhook(payload, signed(payload)),
      postWebhook(payload, signed(payload)),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.body, b.body]).toContainEqual({ received: true, applied: true });
    expect([a.body, b.body]).toContainEqual({ received: true, applied: false, duplicate: true });
    expect(await profileItem()).toMatchObject({ subscriptionStatus: 'past_due' });
    // The status is restored by a later paid invoice; replaying the failed one does not undo that.
    const paid = stripeEvent('invoice.paid', { id: 'in_2', object: 'invoice', customer: customer() });
    const paidPayload = JSON.stringify(paid);
    expect((await postWebhook(paidPayload, signed(paidPayload))).body).toEqual({
      received: true,
      applied: true,
    });
    const replay = await postWebhook(payload, signed(payload));
    expect(replay.body).toEqual({ received: true, applied: false, duplicate: true });
    expect(await profileItem()).toMatchObject({ subscriptionStatus: 'active', subscriptionTier: 'pro' });
  });

  it('refuses a wrong secret, a stale or future timestamp, a missing signature and an altered body with 400', async () => {
    const before = await profileItem();
    const event = completed('premium');
    const payload = JSON.stringify(event);
    const wrong = await postWebhook(payload, signed(payload, { secret: 'whsec_wrong' }));
    const stale = await postWebhook(
      payload,
      signed(payload, { timestamp: Math.floor(Date.now() / 1000) - 600 }),
    );
    // Ten minutes ahead: the SDK checks only age, our own check refuses it.
    const future = await postWebhook(
      payload,
      signed(payload, { timestamp: Math.floor(Date.now() / 1000) + 600 }),
    );
    const missing = await postWebhook(payload);
    const altered = await postWebhook(payload.replace('premium', 'pro'), signed(payload));
    for (const res of [wrong, stale, future, missing, altered]) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: 'invalid_signature',
        message: 'Webhook signature verification failed.',
      });
    }
    expect(await profileItem()).toEqual(before);
    expect(await store.get(keys.stripeEvent(event.id))).toBeUndefined();
  });

  it('answers 400 to malformed JSON and to a signed body that is not an event, 413 to an oversized one', async () => {
    const garbage = '{"id": "evt_x", "type": ';
    const res = await postWebhook(garbage, signed(garbage));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'malformed_json', message: 'Malformed JSON body.' });
    const notEvent = JSON.stringify({ hello: 'world' });
    const notEventRes = await postWebhook(notEvent, signed(notEvent));
    expect(notEventRes.status).toBe(400);
    expect(notEventRes.body).toEqual({
      error: 'malformed_event',
      message: 'The webhook body is not a Stripe event.',
    });
    const big = JSON.stringify({ pad: 'x'.repeat(70 * 1024) });
    const tooBig = await rawCall('/api/billing/webhook', {
      method: 'POST',
      body: big,
      headers: { 'content-type': 'application/json', 'stripe-signature': signed(big) },
    });
    expect(tooBig.status).toBe(413);
  });

  it('acknowledges an event about an unknown customer without changing or recording anything', async () => {
    const before = await profileItem();
    const event = stripeEvent('customer.subscription.updated', {
      id: 'sub_unknown',
      object: 'subscription',
      customer: 'cus_nobody',
      status: 'active',
      items: { data: [{ price: { id: 'price_local_premium' } }] },
    });
    const payload = JSON.stringify(event);
    const res = await postWebhook(payload, signed(payload));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true, applied: false, reason: 'unknown_customer' });
    expect(await profileItem()).toEqual(before);
    expect(await store.get(keys.stripeEvent(event.id))).toBeUndefined();
  });

  it('moves tier and status on subscription updated/deleted, and ignores an older event', async () => {
    const now = Math.floor(Date.now() / 1000) + 5;
    const upgraded = stripeEvent(
      'customer.subscription.updated',
      {
        id: 'sub_test_1',
        object: 'subscription',
        customer: customer(),
        status: 'active',
        items: { data: [{ price: { id: 'price_local_premium' } }] },
      },
      now,
    );
    let payload = JSON.stringify(upgraded);
    expect((await postWebhook(payload, signed(payload))).body).toEqual({ received: true, applied: true });
    expect(await profileItem()).toMatchObject({ subscriptionTier: 'premium', subscriptionStatus: 'active' });

    const older = stripeEvent(
      'customer.subscription.updated',
      {
        id: 'sub_test_1',
        object: 'subscription',
        customer: customer(),
        status: 'unpaid',
        items: { data: [] },
        metadata: { tier: 'pro' },
      },
      now - 60,
    );
    payload = JSON.stringify(older);
    expect((await postWebhook(payload, signed(payload))).body).toEqual({
      received: true,
      applied: false,
      reason: 'stale',
    });
    expect(await profileItem()).toMatchObject({ subscriptionTier: 'premium', subscriptionStatus: 'active' });

    const deleted = stripeEvent(
      'customer.subscription.deleted',
      { id: 'sub_test_1', object: 'subscription', customer: customer(), status: 'canceled' },
      now + 1,
    );
    payload = JSON.stringify(deleted);
    expect((await postWebhook(payload, signed(payload))).body).toEqual({ received: true, applied: true });
    const after = await profileItem();
    expect(after).toMatchObject({ subscriptionTier: 'free', subscriptionStatus: 'active' });
    expect(after?.stripeSubscriptionId).toBeUndefined();
  });

  it('acknowledges and records an event type it does not act on', async () => {
    const event = stripeEvent('customer.created', { id: 'cus_new', object: 'customer' });
    const payload = JSON.stringify(event);
    const res = await postWebhook(payload, signed(payload));
    expect(res.body).toEqual({ received: true, applied: false, reason: 'unhandled_type' });
    expect(await store.get(keys.stripeEvent(event.id))).toMatchObject({ type: 'customer.created' });
  });
});
