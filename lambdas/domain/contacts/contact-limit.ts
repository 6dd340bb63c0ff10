import { ACTIVE_SUBSCRIPTION_STATUS } from '../../../shared/contracts/profile';
import { contactLimits, isSubscriptionTier } from '../../../shared/plans';
import type { Store } from '../../ports/store';
import { getProfileRecord, type ProfileRecord } from '../items/profile';

/**
 * Subscribed contacts the account may have: its tier's limit while the subscription is active, the free
 * plan's otherwise (a lapsed paid plan keeps its contacts but cannot add past the free limit).
 */
export function contactLimitOf(profile: ProfileRecord | undefined): number {
  const tier = profile?.subscriptionTier;
  if (
    profile?.subscriptionStatus === ACTIVE_SUBSCRIPTION_STATUS &&
    tier !== undefined &&
    isSubscriptionTier(tier)
  )
    return contactLimits[tier];
  return contactLimits.free;
}

export async function readContactLimit(store: Store, sub: string): Promise<number> {
  return contactLimitOf(await getProfileRecord(store, sub));
}
