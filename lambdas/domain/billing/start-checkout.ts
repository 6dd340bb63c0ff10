import type { CheckoutSession, Payments } from '../../ports/payments';
import { PaymentsUnavailableError } from '../../ports/payments';
import type { Clock } from '../../ports/clock';
import type { Store } from '../../ports/store';
import { getProfileRecord } from '../items/profile';
import { ensureProfile, type Caller } from '../profile/ensure-profile';
import {
  alreadyOnTier,
  noBillingAccount,
  paidSubscriptionActive,
  paymentsUnavailable,
} from './billing-errors';
import { hasActivePaidSubscription } from './subscription';

/**
 * create-stripe-checkout-session (docs/product.md › Plans): a subscription-mode Checkout Session for the tier's configured
 * price, the user id as client reference; the browser then goes to its URL. Back to /dashboard on success,
 * to the plan page on cancel.
 */
export async function startCheckout(
  deps: { store: Store; clock: Clock; payments: Payments },
  input: { caller: Caller; tier: 'pro' | 'premium'; siteUrl: string },
): Promise<CheckoutSession> {
  await ensureProfile(deps, input.caller);
  // The account's plan (issue 34: its owner may be a member whose sub is not the account's id).
  const accountId = input.caller.accountId ?? input.caller.userId;
  const profile = await getProfileRecord(deps.store, accountId);
  if (profile && hasActivePaidSubscription(profile)) {
    throw profile.subscriptionTier === input.tier ? alreadyOnTier(input.tier) : paidSubscriptionActive();
  }
  const priceId = deps.payments.priceOf(input.tier);
  if (!priceId) throw paymentsUnavailable();
  try {
    return await deps.payments.createCheckout({
      userId: accountId,
      email: input.caller.email,
      tier: input.tier,
      priceId,
      ...(profile?.stripeCustomerId !== undefined ? { customerId: profile.stripeCustomerId } : {}),
      successUrl: `${input.siteUrl}/dashboard?checkout=success`,
      cancelUrl: `${input.siteUrl}/subscription?checkout=cancelled`,
    });
  } catch (error) {
    if (error instanceof PaymentsUnavailableError) throw paymentsUnavailable();
    throw error;
  }
}

/** "Manage billing": Stripe's customer portal for a user who has paid (has a customer id). */
export async function openPortal(
  deps: { store: Store; payments: Payments },
  input: { userId: string; siteUrl: string },
): Promise<{ url: string }> {
  const profile = await getProfileRecord(deps.store, input.userId);
  const customerId = profile?.stripeCustomerId;
  if (customerId === undefined || customerId === '') {
    throw noBillingAccount();
  }
  try {
    return await deps.payments.createPortal({ customerId, returnUrl: `${input.siteUrl}/subscription` });
  } catch (error) {
    if (error instanceof PaymentsUnavailableError) throw paymentsUnavailable();
    throw error;
  }
}
