import { z } from 'zod';
import { subscriptionTiers } from '../plans';

/**
 * The caller's profile (the spec's user_info row), camelCase on the wire:
 *   userId             <- auth_user_uuid (the verified token's subject, never taken from a body)
 *   username           <- username (set to the sign-up email)
 *   subscriptionTier   <- subscription_tier: free | pro | premium; null until a plan is chosen
 *   subscriptionStatus <- subscription_status: only 'active' is meaningful; null until a plan is chosen
 *   projectCount       <- project_count
 */
export const subscriptionTierSchema = z.enum(subscriptionTiers);

export const profileSchema = z.object({
  userId: z.string().min(1),
  username: z.string(),
  subscriptionTier: subscriptionTierSchema.nullable(),
  subscriptionStatus: z.string().nullable(),
  projectCount: z.number().int().min(0),
});
export type Profile = z.infer<typeof profileSchema>;

/** GET /api/profile: `profile` is null when the caller has no user_info row yet (the guard's 'Setup Required'). */
export const profileResponseSchema = z.object({ profile: profileSchema.nullable() });
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

export const ACTIVE_SUBSCRIPTION_STATUS = 'active';

export function hasActiveSubscription(profile: Pick<Profile, 'subscriptionStatus'>): boolean {
  return profile.subscriptionStatus === ACTIVE_SUBSCRIPTION_STATUS;
}
