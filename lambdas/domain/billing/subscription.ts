import { ACTIVE_SUBSCRIPTION_STATUS } from '../../../shared/contracts/profile';
import type { Item } from '../../ports/store';

/** A profile paying through Stripe right now (an active paid tier with a subscription id). */
export function hasActivePaidSubscription(profile: Item): boolean {
  return (
    profile.subscriptionStatus === ACTIVE_SUBSCRIPTION_STATUS &&
    (profile.subscriptionTier === 'pro' || profile.subscriptionTier === 'premium') &&
    typeof profile.stripeSubscriptionId === 'string' &&
    profile.stripeSubscriptionId !== ''
  );
}
