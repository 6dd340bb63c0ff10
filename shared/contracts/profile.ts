import * as z from 'zod';
import { subscriptionTiers } from '../plans';

/**
 * The caller's profile (the spec's user_info row), camelCase on the wire:
 *   userId             <- auth_user_uuid (the verified token's subject, never taken from a body)
 *   username           <- username (the sign-up email's local part, URL-safe, unique with a numeric suffix)
 *   subscriptionTier   <- subscription_tier: free | pro | premium ('free' when the server creates the profile;
 *                         null is still accepted for older rows)
 *   subscriptionStatus <- subscription_status: only 'active' is meaningful. A new profile is 'inactive' (see
 *                         NEW_PROFILE_SUBSCRIPTION_STATUS); the plan page (issue 6) makes it 'active'.
 *   projectCount       <- project_count (0 when created)
 *   createdAt          <- (ours) when the server created the row
 *
 * The server creates the profile, never the browser: GET /api/profile (and every setup route) creates it on the
 * caller's first authenticated call, once, with a conditional put, so concurrent first calls see one row.
 */
export const subscriptionTierSchema = z.enum(subscriptionTiers);

export const profileSchema = z.object({
  userId: z.string().min(1),
  username: z.string(),
  subscriptionTier: subscriptionTierSchema.nullable(),
  subscriptionStatus: z.string().nullable(),
  projectCount: z.number().int().min(0),
  /** Always sent by the server; optional so fixtures without it still parse. */
  createdAt: z.iso.datetime().optional(),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * GET /api/profile: `{ profile }`. The server creates the row on the first call, so it answers a profile; `null`
 * stays in the type for the guard's 'Setup Required' path (a failed read is handled the same way).
 */
export const profileResponseSchema = z.object({ profile: profileSchema.nullable() });
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

export const ACTIVE_SUBSCRIPTION_STATUS = 'active';

/**
 * A new profile is not active: the spec completes onboarding automatically once the subscription is active
 * (docs/product.md › Onboarding completion), so an active status from the start would send a new user to /dashboard before the DNS and tracking
 * steps. Choosing a plan (subscribe-to-free-plan / checkout) sets 'active'.
 */
export const NEW_PROFILE_SUBSCRIPTION_STATUS = 'inactive';
export const NEW_PROFILE_SUBSCRIPTION_TIER = 'free';

export function hasActiveSubscription(profile: Pick<Profile, 'subscriptionStatus'>): boolean {
  return profile.subscriptionStatus === ACTIVE_SUBSCRIPTION_STATUS;
}
