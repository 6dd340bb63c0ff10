import { NEW_PROFILE_SUBSCRIPTION_STATUS, type Profile } from '../../../shared/contracts/profile';
import { redirectToasts } from '../../../shared/onboarding/redirect-types';
import { isOverProjectLimit } from '../../../shared/plans';

export interface PlanNotice {
  title: string;
  description: string;
  /** 'welcome' invites someone who never had a plan; 'warning' says what needs fixing. */
  tone: 'welcome' | 'warning';
}

/** Our words for someone who never had a plan (issue 23): an invitation, not a lapsed-subscription notice. */
export const FIRST_PLAN_NOTICE: PlanNotice = {
  title: 'Welcome! Choose a plan to get started',
  description:
    'Start with Free, or pick Pro or Premium to keep more email projects. You can change plans later.',
  tone: 'welcome',
};

/**
 * The notice at the top of the plan page: the same checks, in the same order, as the route guard that sends
 * users here (docs/product.md › Route guard), in the guard's words; someone who never had a plan (a new profile's status, or
 * none) is invited to choose one instead. Null when nothing is wrong. Pure.
 */
export function planNotice(profile: Profile | null | 'error'): PlanNotice | null {
  if (profile === null || profile === 'error') return { ...redirectToasts.setupRequired, tone: 'warning' };
  const status = profile.subscriptionStatus;
  if (status === null || status === NEW_PROFILE_SUBSCRIPTION_STATUS) return FIRST_PLAN_NOTICE;
  if (status !== 'active') return { ...redirectToasts.subscriptionRequired, tone: 'warning' };
  const tier = profile.subscriptionTier ?? 'free';
  if (isOverProjectLimit(tier, profile.projectCount))
    return { ...redirectToasts.projectLimitExceeded(tier), tone: 'warning' };
  return null;
}
