import { describe, expect, it } from 'vitest';
import { checkoutResponseSchema, testCheckoutResponseSchema } from '../../../shared/contracts/billing';
import { profileResponseSchema } from '../../../shared/contracts/profile';
import { keys } from '../../../lambdas/table';
import { call } from '../helpers/api';
import { newUser } from '../helpers/cognito';
import { tableStore } from '../setup/support';
import { countsOf, createProject, getProfile, projectOf } from '../projects/support';
import {
  cancelTestSubscription,
  checkout,
  finishTestCheckout,
  portal,
  subscribeFree,
  testCheckout,
} from './support';

const store = tableStore();
const profileOf = async (token: string) =>
  profileResponseSchema.parse((await getProfile(token)).body).profile;

describe('plans: free at once, paid through the (local test) checkout and the same webhook', () => {
  it('free: active at once, one project, the second refused with the spec sentence', async () => {
    const user = await newUser('plan-free');
    const res = await subscribeFree(user.idToken);
    expect(res.status, res.text).toBe(200);
    expect(await profileOf(user.idToken)).toMatchObject({
      subscriptionTier: 'free',
      subscriptionStatus: 'active',
    });
    projectOf(await createProject(user.idToken), 201);
    const second = await createProject(user.idToken);
    expect(second.status).toBe(403);
    expect(second.body).toMatchObject({
      message: 'Project limit reached for your free plan. Please upgrade to create more projects.',
    });
  });

  it('pro via the test checkout: session, complete (a signed event through the webhook), limit 25', async () => {
    const user = await newUser('plan-pro');
    await subscribeFree(user.idToken);
    projectOf(await createProject(user.idToken), 201);
    const started = await checkout(user.idToken, { tier: 'pro' });
    expect(started.status, started.text).toBe(200);
    const { sessionId, url } = checkoutResponseSchema.parse(started.body);
    expect(url).toBe(`/local-checkout?session=${sessionId}`);
    const session = testCheckoutResponseSchema.parse(
      (await testCheckout(user.idToken, sessionId)).body,
    ).session;
    expect(session).toEqual({ id: sessionId, tier: 'pro', status: 'open' });

    const other = await newUser('plan-other');
    expect((await testCheckout(other.idToken, sessionId)).status).toBe(404);
    expect((await finishTestCheckout(other.idToken, sessionId, 'complete')).status).toBe(404);

    const done = await finishTestCheckout(user.idToken, sessionId, 'complete');
    expect(done.status, done.text).toBe(200);
    expect((done.body as { redirect: string }).redirect).toMatch(/\/dashboard\?checkout=success$/);
    expect(await profileOf(user.idToken)).toMatchObject({
      subscriptionTier: 'pro',
      subscriptionStatus: 'active',
    });
    const events = await store.get(keys.profile(user.sub));
    expect(events?.stripeCustomerId).toMatch(/^cus_local_/);
    // Completing again sends nothing more.
    expect((await finishTestCheckout(user.idToken, sessionId, 'complete')).status).toBe(200);

    for (let i = 0; i < 24; i++) projectOf(await createProject(user.idToken, { name: `Pro ${i}` }), 201);
    const over = await createProject(user.idToken);
    expect(over.status).toBe(403);
    expect(over.body).toMatchObject({
      message: 'Project limit reached for your pro plan. Please upgrade to create more projects.',
    });
    expect(await countsOf(store, user.sub)).toEqual({ projectCount: 25, projects: 25, claims: 25 });

    // Paying users: checkout again is a 409, free is a 409 (cancel in billing first), the portal opens.
    expect((await checkout(user.idToken, { tier: 'pro' })).body).toMatchObject({
      error: 'already_subscribed',
      message: 'You are already on the pro plan.',
    });
    expect((await subscribeFree(user.idToken)).status).toBe(409);
    const p = await portal(user.idToken);
    expect(p.status).toBe(200);
    expect((p.body as { url: string }).url).toMatch(/^\/local-checkout\?portal=cus_local_/);

    // The test portal's cancel: customer.subscription.deleted through the webhook, back to free (over the limit).
    expect((await cancelTestSubscription(user.idToken)).status).toBe(200);
    expect(await profileOf(user.idToken)).toMatchObject({
      subscriptionTier: 'free',
      subscriptionStatus: 'active',
      projectCount: 25,
    });
  });

  it('cancel in the test checkout changes nothing', async () => {
    const user = await newUser('plan-cancel');
    await subscribeFree(user.idToken);
    const { sessionId } = checkoutResponseSchema.parse(
      (await checkout(user.idToken, { tier: 'premium' })).body,
    );
    const res = await finishTestCheckout(user.idToken, sessionId, 'cancel');
    expect(res.status).toBe(200);
    expect((res.body as { redirect: string }).redirect).toMatch(/\/subscription\?checkout=cancelled$/);
    expect(await profileOf(user.idToken)).toMatchObject({
      subscriptionTier: 'free',
      subscriptionStatus: 'active',
    });
  });

  it('the portal without a payment is a 409 with a sentence', async () => {
    const user = await newUser('plan-noportal');
    const res = await portal(user.idToken);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: 'no_billing_account',
      message: 'There is no billing account to manage yet. Choose a paid plan first.',
    });
  });

  it('answers 401 without a token, 400 to a bad body or malformed JSON, 413 to an oversized one', async () => {
    const user = await newUser('plan-bad');
    const paths = [
      ['POST', '/api/billing/free'],
      ['POST', '/api/billing/checkout'],
      ['POST', '/api/billing/portal'],
      ['GET', '/api/billing/test-checkout/x'],
      ['POST', '/api/billing/test-checkout/x'],
      ['POST', '/api/billing/test-portal/cancel'],
    ] as const;
    for (const [method, path] of paths) expect((await call(path, { method })).status, path).toBe(401);
    const headers = { 'content-type': 'application/json' };
    expect((await checkout(user.idToken, { tier: 'free' })).status).toBe(400);
    expect((await checkout(user.idToken, { priceId: 'price_anything' })).status).toBe(400);
    const malformed = await call('/api/billing/checkout', {
      method: 'POST',
      token: user.idToken,
      body: '{',
      headers,
    });
    expect(malformed.body).toMatchObject({ error: 'malformed_json' });
    const big = await call('/api/billing/checkout', {
      method: 'POST',
      token: user.idToken,
      body: JSON.stringify({ tier: 'pro', pad: 'x'.repeat(2000) }),
      headers,
    });
    expect(big.status).toBe(413);
    expect((await finishTestCheckout(user.idToken, 'cs_local_nothing', 'complete')).status).toBe(404);
  });
});
