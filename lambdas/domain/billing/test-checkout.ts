import type { Payments, TestCheckout } from '../../ports/payments';
import type { Store } from '../../ports/store';
import { getProfileRecord } from '../items/profile';
import { noBillingAccount, testCheckoutNotFound } from './billing-errors';

/**
 * The local test checkout (no Stripe keys): the page reads its session and completes or cancels it; the adapter
 * then sends a signed event through POST /api/billing/webhook. Only the session's own user may see or finish it
 * (anyone else: 404, as with Stripe keys configured, where these routes do not exist in effect).
 */
function testCheckoutOf(payments: Payments): TestCheckout {
  if (!payments.testCheckout) throw testCheckoutNotFound();
  return payments.testCheckout;
}

async function ownSession(payments: Payments, userId: string, sessionId: string) {
  const session = await testCheckoutOf(payments).session(sessionId);
  if (!session || session.userId !== userId || session.tier === 'free') throw testCheckoutNotFound();
  return { ...session, tier: session.tier };
}

export async function readTestCheckout(payments: Payments, input: { userId: string; sessionId: string }) {
  const session = await ownSession(payments, input.userId, input.sessionId);
  return { id: input.sessionId, tier: session.tier, status: session.status };
}

/** Completing twice sends one event: a session that is no longer open only answers where to go. */
export async function finishTestCheckout(
  payments: Payments,
  input: { userId: string; sessionId: string; outcome: 'complete' | 'cancel' },
): Promise<{ redirect: string }> {
  const session = await ownSession(payments, input.userId, input.sessionId);
  if (session.status !== 'open') {
    return { redirect: session.status === 'complete' ? '/dashboard?checkout=success' : '/subscription' };
  }
  return testCheckoutOf(payments).finish(input.sessionId, input.outcome);
}

export async function cancelTestSubscription(
  deps: { store: Store; payments: Payments },
  userId: string,
): Promise<{ redirect: string }> {
  const test = testCheckoutOf(deps.payments);
  const profile = await getProfileRecord(deps.store, userId);
  const customerId = profile?.stripeCustomerId;
  const subscriptionId = profile?.stripeSubscriptionId;
  if (customerId === undefined || subscriptionId === undefined) throw noBillingAccount();
  await test.cancelSubscription(customerId, subscriptionId);
  return { redirect: '/subscription' };
}
