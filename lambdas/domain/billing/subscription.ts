import { ACTIVE_SUBSCRIPTION_STATUS } from '../../../shared/contracts/profile';
import type { ProfileRecord } from '../items/profile';

/** A profile paying through Stripe right now (an active paid tier with a subscription id). */
export function hasActivePaidSubscription(profile: ProfileRecord): boolean {
  return (
    profile.subscriptionStatus === ACTIVE_SUBSCRIPTION_STATUS &&
    (profile.subscriptionTier === 'pro' || profile.subscriptionTier === 'premium') &&
    profile.stripeSubscriptionId !== undefined &&
    profile.stripeSubscriptionId !== ''
  );
}
