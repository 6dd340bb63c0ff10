import { ACTIVE_SUBSCRIPTION_STATUS } from '../../../shared/contracts/profile';
import { isSubscriptionTier, planLimits, type SubscriptionTier } from '../../../shared/plans';
import type { Item, Store, TransactWrite } from '../../ports/store';
import { keys } from '../../table';
import {
  planConfigError,
  projectLimitReached,
  subscriptionInactive,
  subscriptionMissing,
} from './project-errors';

/** The tier of an active profile with room for one more project, or the spec's reason why not. */
export function tierAllowingCreate(profile: Item | undefined): SubscriptionTier {
  if (!profile) throw subscriptionMissing();
  if (profile.subscriptionStatus !== ACTIVE_SUBSCRIPTION_STATUS) throw subscriptionInactive();
  const tier = profile.subscriptionTier;
  if (typeof tier !== 'string' || !isSubscriptionTier(tier)) throw planConfigError();
  const limit = planLimits[tier];
  const count = typeof profile.projectCount === 'number' ? profile.projectCount : 0;
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
  const limit = planLimits[tier];
  return {
    kind: 'update',
    key: keys.profile(userId),
    set: { updatedAt: at },
    add: { projectCount: 1 },
    condition: {
      all: [
        { attribute: 'subscriptionStatus', equals: ACTIVE_SUBSCRIPTION_STATUS },
        { attribute: 'subscriptionTier', equals: tier },
        ...(limit === null ? [] : [{ attribute: 'projectCount', lessThan: limit }]),
      ],
    },
  };
}

/** Delete's profile write: one project fewer, in the transaction that deletes it. */
export function countDownWrite(userId: string, at: string): TransactWrite {
  return {
    kind: 'update',
    key: keys.profile(userId),
    set: { updatedAt: at },
    add: { projectCount: -1 },
    condition: 'present',
  };
}

/** After countUpWrite's condition failed: the reason as the spec's error (re-read, so it is current). */
export async function whyNoRoom(store: Store, userId: string): Promise<void> {
  tierAllowingCreate(await store.get(keys.profile(userId)));
}
