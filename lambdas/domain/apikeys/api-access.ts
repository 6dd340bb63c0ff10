import { ACTIVE_SUBSCRIPTION_STATUS } from '../../../shared/contracts/profile';
import type { ProfileRecord } from '../items/profile';

/** Premium's "API access": the Premium tier with an active subscription (shared/plans.ts). */
export const hasApiAccess = (profile: ProfileRecord | undefined): boolean =>
  profile?.subscriptionTier === 'premium' && profile.subscriptionStatus === ACTIVE_SUBSCRIPTION_STATUS;
