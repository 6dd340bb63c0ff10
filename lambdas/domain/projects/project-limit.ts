import { ACTIVE_SUBSCRIPTION_STATUS } from '../../../shared/contracts/profile';
import { isSubscriptionTier, planLimits, type SubscriptionTier } from '../../../shared/plans';
import type { Store, TransactWrite } from '../../ports/store';
import {
  getProfileRecord,
  projectCountDownWrite,
  projectCountUpWrite,
  type ProfileRecord,
} from '../items/profile';
import {
  planConfigError,
  projectLimitReached,
  subscriptionInactive,
  subscriptionMissing,
} from './project-errors';

/** The tier of an active profile (room or not), or the spec's reason why there is none. */
export function activeTier(profile: ProfileRecord | undefined): SubscriptionTier {
  if (!profile) throw subscriptionMissing();
  if (profile.subscriptionStatus !== ACTIVE_SUBSCRIPTION_STATUS) throw subscriptionInactive();
  const tier = profile.subscriptionTier;
  if (tier === undefined || !isSubscriptionTier(tier)) throw planConfigError();
  return tier;
}

/** The tier of an active profile with room for one more project, or the spec's reason why not. */
export function tierAllowingCreate(profile: ProfileRecord | undefined): SubscriptionTier {
  const tier = activeTier(profile);
  const limit = planLimits[tier];
  const count = profile?.projectCount ?? 0;
  if (limit !== null && count >= limit) throw projectLimitReached(tier);
  return tier;
}

/**
 * The profile write of a create or duplicate: add 1 to projectCount, on condition that the subscription is
 * still active, the tier still the one read, and the count still below that tier's limit. DynamoDB checks
 * the condition and applies the increment atomically with the project's put, so concurrent creates can
 * never take a user past the limit.
 */
export function countUpWrite(userId: string, tier: SubscriptionTier, at: string): TransactWrite {
  return projectCountUpWrite({
    accountId: userId,
    status: ACTIVE_SUBSCRIPTION_STATUS,
    tier,
    limit: planLimits[tier],
    at,
  });
}

/** Delete's profile write: one project fewer, in the transaction that deletes it. */
export function countDownWrite(userId: string, at: string): TransactWrite {
  return projectCountDownWrite(userId, at);
}

/** After countUpWrite's condition failed: the reason as the spec's error (re-read, so it is current). */
export async function whyNoRoom(store: Store, userId: string): Promise<void> {
  tierAllowingCreate(await getProfileRecord(store, userId));
}
