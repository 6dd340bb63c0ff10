/**
 * "Delete my account" cancels the paid subscription (so nobody is billed for a deleted account), through the
 * same Payments port as billing: here the stack's labelled local test checkout, whose cancellation is the
 * signed customer.subscription.deleted event through the real webhook. When the payment provider cannot be
 * reached (the real `stripe` SDK pointed at a loopback port that resets every connection), the call answers the
 * 503-style error and deletes nothing; the next call cancels and finishes.
 */
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { StripePayments } from '../../../lambdas/adapters/stripe/stripe-payments';
import { deleteAccount } from '../../../lambdas/domain/account/delete-account';
import { listLocalSubscriptionEvents } from '../../../lambdas/domain/items/local-checkout';
import { DomainError } from '../../../lambdas/domain/errors';
import { keys } from '../../../lambdas/table';
import { createFullDeps } from '../../../lambdas/wiring/all';
import {
  ACCOUNT_DELETE_PATH,
  SUBSCRIPTION_NOT_CANCELLED_CODE,
  SUBSCRIPTION_NOT_CANCELLED_MESSAGE,
} from '../../../shared/contracts/account';
import { checkoutResponseSchema } from '../../../shared/contracts/billing';
import { call } from '../helpers/api';
import { newUser, signIn } from '../helpers/cognito';
import { tableStore } from '../setup/support';
import { checkout, finishTestCheckout, subscribeFree } from '../billing/support';
import { createProject, projectOf } from '../projects/support';

const { ports, config } = createFullDeps(inject('stack').env);
const store = tableStore();

/** A user on Pro through the local test checkout (a signed checkout.session.completed through the webhook). */
async function proUser(tag: string) {
  const user = await newUser(tag);
  expect((await subscribeFree(user.idToken)).status).toBe(200);
  const { sessionId } = checkoutResponseSchema.parse((await checkout(user.idToken, { tier: 'pro' })).body);
  const done = await finishTestCheckout(user.idToken, sessionId, 'complete');
  expect(done.status, done.text).toBe(200);
  const project = projectOf(await createProject(user.idToken), 201);
  const profile = await store.get(keys.profile(user.sub));
  expect(profile).toMatchObject({ subscriptionTier: 'pro', subscriptionStatus: 'active' });
  expect(String(profile?.stripeSubscriptionId)).toMatch(/^sub_local_/);
  const customerId = String(profile?.stripeCustomerId);
  expect(await store.get(keys.stripeCustomer(customerId))).toMatchObject({ userId: user.sub });
  return {
    ...user,
    projectId: project.id,
    customerId,
    subscriptionId: String(profile?.stripeSubscriptionId),
  };
}

/**
 * The subscription-ended events the webhook applied to this user: the local test checkout notes each event it
 * sends about a subscription (one Query), and the webhook's record of each names the user it changed. No
 * table scan: the run's shared table holds every file's items, and a scan of 20,000 of them took 15-25 s on
 * a loaded 2-core machine.
 */
async function cancellationsOf(user: { sub: string; subscriptionId: string }): Promise<number> {
  const sent = await listLocalSubscriptionEvents(store, user.subscriptionId);
  const applied = await Promise.all(sent.map((event) => store.get(keys.stripeEvent(event.eventId))));
  return applied.filter(
    (record) => record?.type === 'customer.subscription.deleted' && record.userId === user.sub,
  ).length;
}

const deleteCall = (token: string) =>
  call(ACCOUNT_DELETE_PATH, {
    method: 'POST',
    token,
    body: JSON.stringify({ confirm: true }),
    headers: { 'content-type': 'application/json' },
  });

/**
 * A Stripe that cannot be reached: a loopback port held for the test (so no other process can take it) that
 * resets every connection before a byte of answer. Counts the attempts.
 */
async function unreachableStripe() {
  let attempts = 0;
  const server = createServer((socket) => {
    attempts += 1;
    socket.resetAndDestroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    attempts: () => attempts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type ProUser = Awaited<ReturnType<typeof proUser>>;
let ann: ProUser;
let ben: ProUser;
beforeAll(async () => {
  // The two accounts, and the deletion route's first call (a refused one: no confirm), before the tests:
  // a route's first call in a run loads its modules, the deletion route every account part's (38.7 s of the
  // first test's 63.5 s in a fresh stack at load 17; under 1 s warm). The tests then time deletions only.
  [ann, ben] = await Promise.all([proUser('cancel-ann'), proUser('cancel-ben')]);
  const refused = await call(ACCOUNT_DELETE_PATH, {
    method: 'POST',
    token: ann.idToken,
    body: '{}',
    headers: { 'content-type': 'application/json' },
  });
  expect(refused.status, refused.text).toBe(400);
}, 120_000);

describe('deleting an account with a paid subscription', () => {
  it('cancels the subscription at once, before the link to the customer is deleted', async () => {
    expect(await cancellationsOf(ann)).toBe(0);
    const res = await deleteCall(ann.idToken);
    expect(res.status, res.text).toBe(200);
    expect(await cancellationsOf(ann)).toBe(1);
    expect(await store.get(keys.profile(ann.sub))).toBeUndefined();
    expect(await store.get(keys.stripeCustomer(ann.customerId))).toBeUndefined();
    await expect(signIn(ann.email)).rejects.toThrow();
  });

  it('when Stripe cannot be reached: 503 in careful words, nothing deleted; the next call cancels once and finishes', async () => {
    const before = await store.get(keys.profile(ben.sub));
    const stripe = await unreachableStripe();
    const unreachable = new StripePayments({
      ...config.billing,
      mode: 'stripe',
      secretKey: 'sk_test_unreachable',
      apiUrl: stripe.url,
    });
    const input = { userId: ben.sub };
    const error = await deleteAccount({ ...ports, payments: unreachable }, input, {
      expired: () => false,
    })
      .catch((e: unknown) => e)
      .finally(stripe.close);
    // Bounded: the first attempt and one retry (stripe-http.ts), then "cannot be reached".
    expect(stripe.attempts()).toBe(2);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({
      kind: 'unavailable',
      code: SUBSCRIPTION_NOT_CANCELLED_CODE,
      message: SUBSCRIPTION_NOT_CANCELLED_MESSAGE,
    });
    expect(await store.get(keys.profile(ben.sub))).toEqual(before);
    expect(await store.get(keys.stripeCustomer(ben.customerId))).toMatchObject({ userId: ben.sub });
    expect(await store.get(keys.project(ben.sub, ben.projectId))).toBeDefined();
    await expect(signIn(ben.email)).resolves.toBeDefined();
    expect(await cancellationsOf(ben)).toBe(0);
    // Not deleted, so not refused either: the tombstone the call put first is lifted (issue 30).
    expect(await store.get(keys.accountTombstone(ben.sub))).toBeUndefined();
    const profile = await call('/api/profile', { token: ben.idToken });
    expect(profile.status, profile.text).toBe(200);

    // Interrupted after the cancellation (pages of 2, no time left), then resumed call after call: one
    // cancellation only, though every call starts with the subscription part.
    const spent = { expired: () => true, pageSize: 2 };
    expect(await deleteAccount(ports, input, spent)).toBe('continuing');
    expect(await cancellationsOf(ben)).toBe(1);
    let calls = 1;
    for (let status = 'continuing'; status === 'continuing'; calls += 1) {
      status = await deleteAccount(ports, input, spent);
      expect(calls).toBeLessThan(50);
    }
    expect(calls).toBeGreaterThanOrEqual(2);
    expect(await cancellationsOf(ben)).toBe(1);
    expect(await store.get(keys.stripeCustomer(ben.customerId))).toBeUndefined();
    await expect(signIn(ben.email)).rejects.toThrow();
  }, 30_000);
});
