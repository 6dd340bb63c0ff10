import {
  NEW_PROFILE_SUBSCRIPTION_STATUS,
  NEW_PROFILE_SUBSCRIPTION_TIER,
  subscriptionTierSchema,
  type Profile,
} from '../../../shared/contracts/profile';
import type { Item } from '../../ports/store';
import { keys } from '../../table';

/**
 * The profile item (the spec's user_info row) at keys.profile(sub), findable by email through
 * keys.usernameIndex(email) on gsi1 and by username through its uniqueness item keys.usernameClaim(username).
 * Attributes mirror shared/contracts/profile.ts `profileSchema`; billing adds stripeCustomerId,
 * stripeSubscriptionId and billingEventAt (lambdas/domain/billing).
 */
export function newProfileItem(input: { userId: string; email: string; username: string; now: Date }): Item {
  const at = input.now.toISOString();
  return {
    ...keys.profile(input.userId),
    // No index entry for a token without an email (an id token always has one; an empty key is invalid).
    ...(input.email ? keys.usernameIndex(input.email) : {}),
    userId: input.userId,
    username: input.username,
    subscriptionTier: NEW_PROFILE_SUBSCRIPTION_TIER,
    subscriptionStatus: NEW_PROFILE_SUBSCRIPTION_STATUS,
    projectCount: 0,
    createdAt: at,
    updatedAt: at,
  };
}

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** Item -> wire shape, lenient with what other writers (plans, projects) may store. */
export function toProfile(item: Item): Profile {
  const tier = subscriptionTierSchema.safeParse(item.subscriptionTier);
  const count = item.projectCount;
  const createdAt = str(item.createdAt);
  return {
    userId: str(item.userId) ?? '',
    username: str(item.username) ?? '',
    subscriptionTier: tier.success ? tier.data : null,
    subscriptionStatus: str(item.subscriptionStatus),
    projectCount: typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : 0,
    ...(createdAt ? { createdAt } : {}),
  };
}
