import type { Profile } from '../../../shared/contracts/profile';
import { redirectToasts } from '../../../shared/onboarding/redirect-types';
import { isOverProjectLimit } from '../../../shared/plans';

/**
 * The notice at the top of the plan page: the same checks, in the same order, as the route guard that sends
 * users here (spec 2 §6), in the guard's words. Null when nothing is wrong. Pure.
 */
export function planNotice(profile: Profile | null | 'error'): { title: string; description: string } | null {
  if (profile === null || profile === 'error') return redirectToasts.setupRequired;
  if (profile.subscriptionStatus !== 'active') return redirectToasts.subscriptionRequired;
  const tier = profile.subscriptionTier ?? 'free';
  if (isOverProjectLimit(tier, profile.projectCount)) return redirectToasts.projectLimitExceeded(tier);
  return null;
}
