import { ACTIVE_STRIPE_STATUSES } from '../../../shared/contracts/billing';
import { ACTIVE_SUBSCRIPTION_STATUS } from '../../../shared/contracts/profile';
import { isSubscriptionTier, type SubscriptionTier } from '../../../shared/plans';
import type { BillingEvent, Payments } from '../../ports/payments';
import type { Store } from '../../ports/store';
import { getProfileRecord, type ProfilePlanChanges, type ProfileRecord } from '../items/profile';
import { getStripeCustomerAccount } from '../items/stripe-customer';

/** What one event does to one profile, or why it does nothing. */
export type EventChange =
  | { userId: string; profile: ProfileRecord; set: ProfilePlanChanges; customerId?: string }
  | { ignored: 'unhandled_type' | 'unknown_customer' | 'unknown_plan' | 'other_subscription' | 'no_change' };

type Obj = Record<string, unknown>;
/** A Stripe payload's id field: a non-empty string, or an expanded object's id. */
const idOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== ''
    ? value
    : typeof value === 'object' && value !== null && typeof (value as Obj).id === 'string'
      ? ((value as Obj).id as string)
      : undefined;
const meta = (obj: Obj, key: string) => idOf((obj.metadata as Obj | undefined)?.[key]);
const paidTier = (value: string | undefined): SubscriptionTier | undefined =>
  value && isSubscriptionTier(value) && value !== 'free' ? value : undefined;

/** Stripe's subscription status as ours: active and trialing are the spec's 'active'; the rest as Stripe says. */
export const statusOf = (stripeStatus: unknown): string =>
  typeof stripeStatus === 'string' && !ACTIVE_STRIPE_STATUSES.includes(stripeStatus)
    ? stripeStatus
    : ACTIVE_SUBSCRIPTION_STATUS;

/** The user an event is about: the customer's link first, then the user id we put in the metadata. */
async function userOf(
  store: Store,
  obj: Obj,
  referenceId?: string,
): Promise<{ userId: string; profile: ProfileRecord } | undefined> {
  const customerId = idOf(obj.customer);
  const linked = customerId ? await getStripeCustomerAccount(store, customerId) : undefined;
  const userId = linked ?? referenceId ?? meta(obj, 'userId');
  if (!userId) return undefined;
  const profile = await getProfileRecord(store, userId);
  return profile ? { userId, profile } : undefined;
}

function tierOfSubscription(obj: Obj, payments: Payments): SubscriptionTier | undefined {
  const items = (obj.items as { data?: { price?: { id?: unknown } }[] } | undefined)?.data ?? [];
  const price = idOf(items[0]?.price?.id);
  return (price ? payments.tierOfPrice(price) : undefined) ?? paidTier(meta(obj, 'tier'));
}

/**
 * The billing events we act on (the closing note lists them):
 * - checkout.session.completed: the paid tier (from the session's metadata), status active, the customer and
 *   subscription ids; the customer is linked to the user (client_reference_id).
 * - customer.subscription.created / .updated: the tier of the subscription's price, its status.
 * - customer.subscription.deleted: back to free, active (the guard sends an over-limit user to the plan page).
 * - invoice.payment_failed: status past_due (not active: the guard asks for a plan).
 * - invoice.paid: status active again for a user with a subscription.
 * Anything else is acknowledged and recorded, and changes nothing.
 */
export async function changeOf(store: Store, payments: Payments, event: BillingEvent): Promise<EventChange> {
  const obj = event.data.object;
  const customerId = idOf(obj.customer);
  switch (event.type) {
    case 'checkout.session.completed': {
      if (obj.mode !== 'subscription') return { ignored: 'no_change' };
      const who = await userOf(store, obj, idOf(obj.client_reference_id));
      if (!who) return { ignored: 'unknown_customer' };
      const tier = paidTier(meta(obj, 'tier'));
      if (!tier) return { ignored: 'unknown_plan' };
      return {
        ...who,
        ...(customerId ? { customerId } : {}),
        set: {
          subscriptionTier: tier,
          subscriptionStatus: ACTIVE_SUBSCRIPTION_STATUS,
          ...(customerId ? { stripeCustomerId: customerId } : {}),
          ...(idOf(obj.subscription) ? { stripeSubscriptionId: idOf(obj.subscription) } : {}),
        },
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated': {
      const who = await userOf(store, obj);
      if (!who) return { ignored: 'unknown_customer' };
      const tier = tierOfSubscription(obj, payments);
      if (!tier) return { ignored: 'unknown_plan' };
      return {
        ...who,
        ...(customerId ? { customerId } : {}),
        set: {
          subscriptionTier: tier,
          subscriptionStatus: statusOf(obj.status),
          stripeSubscriptionId: idOf(obj.id),
          ...(customerId ? { stripeCustomerId: customerId } : {}),
        },
      };
    }
    case 'customer.subscription.deleted': {
      const who = await userOf(store, obj);
      if (!who) return { ignored: 'unknown_customer' };
      const current = who.profile.stripeSubscriptionId || undefined;
      if (current && current !== idOf(obj.id)) return { ignored: 'other_subscription' };
      return {
        ...who,
        set: {
          subscriptionTier: 'free',
          subscriptionStatus: ACTIVE_SUBSCRIPTION_STATUS,
          stripeSubscriptionId: undefined,
        },
      };
    }
    case 'invoice.payment_failed':
    case 'invoice.paid': {
      const who = await userOf(store, obj);
      if (!who) return { ignored: 'unknown_customer' };
      if (!who.profile.stripeSubscriptionId) return { ignored: 'no_change' };
      const failed = event.type === 'invoice.payment_failed';
      return { ...who, set: { subscriptionStatus: failed ? 'past_due' : ACTIVE_SUBSCRIPTION_STATUS } };
    }
    default:
      return { ignored: 'unhandled_type' };
  }
}
