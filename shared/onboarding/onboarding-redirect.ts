import { canonicalPath, flowIndex, isAtOrBefore, isBefore, isFlowPath, stepAfter } from './flow';
import type { RoutingSetup, SetupItem } from './completion';
import { firstMissingItem } from './completion';
import type { Decision, RedirectInput, RuleId } from './redirect-types';
import { redirect } from './redirect-types';

/**
 * The onboarding redirect rules of docs/product.md › Redirects, pure. `decideRedirect` runs the access rules and the route guard
 * first and calls this only when they let the visit through (and never while authentication is loading).
 * RULES.md explains each reading.
 */

/** Signed out, these steps send the visitor to / (unless they reached the step; the deliberate change). */
export const signedOutOnlyWithProgress: readonly string[] = [
  '/goals-form',
  '/select-emails',
  '/website-status',
];

/** Signed in with no setup record, only these onboarding paths stay put (/auth-gate forwards instead). */
export const noSetupAllowed: readonly string[] = [
  '/',
  '/optional-signup',
  '/business-overview',
  '/subscription-plan',
];

/**
 * For each missing item: where it is fixed, and the last step that still counts as "on the page that fixes it"
 * ('/' and '/business-overview' both take the description). On that step or earlier there is no redirect.
 */
const fixes: Record<SetupItem, { rule: RuleId; to: string; lastFixingStep: string }> = {
  businessDescription: { rule: 'missing-description', to: '/', lastFixingStep: '/business-overview' },
  goals: { rule: 'missing-goals', to: '/goals-form', lastFixingStep: '/goals-form' },
  campaigns: { rule: 'missing-campaigns', to: '/select-emails', lastFixingStep: '/select-emails' },
  website: { rule: 'missing-website', to: '/website-status', lastFixingStep: '/website-status' },
};

const isKnown = <T>(value: T | null | 'loading' | 'error'): value is T =>
  value !== null && value !== 'loading' && value !== 'error';

export function onboardingRedirect(input: RedirectInput): Decision {
  return input.auth === 'signedIn' ? signedIn(input) : input.auth === 'signedOut' ? signedOut(input) : null;
}

function signedOut({
  path,
  fromFormFlow,
  justChanged,
  hasPendingProgress = false,
  reachedPath = null,
}: RedirectInput): Decision {
  const p = canonicalPath(path);
  if (!signedOutOnlyWithProgress.includes(p)) return null;
  if (fromFormFlow) return null;
  if (hasPendingProgress && reachedPath !== null && isAtOrBefore(p, reachedPath)) return null;
  return redirect('signed-out-step', '/', justChanged);
}

function signedIn({ path, setup, profile, fromFormFlow, justChanged }: RedirectInput): Decision {
  // Automatic completion, on any path: it is not a redirect, so the marker does not hold it back.
  if (isKnown(setup) && !setup.formComplete && firstMissingItem(setup) === null) {
    if (profile === 'loading') return null; // it may be about to complete: do not send the user to a step first
    if (isKnown(profile) && profile.subscriptionStatus === 'active')
      return { kind: 'markComplete', rule: 'auto-complete' };
  }

  const p = canonicalPath(path);
  if (!isFlowPath(p) || fromFormFlow) return null;
  if (!isKnown(setup)) return setup === null ? noSetup(p, justChanged) : null;
  return withSetup(p, setup, justChanged);
}

function noSetup(p: string, justChanged: boolean): Decision {
  if (p === '/auth-gate')
    return redirect('auth-gate-forward', stepAfter('/auth-gate') ?? '/dashboard', justChanged);
  if (noSetupAllowed.includes(p)) return null;
  return redirect('no-setup', '/', justChanged);
}

/** Onboarding pages a user who has completed onboarding still opens (RULES.md › completed). */
const completedStaysOn: readonly string[] = ['/subscription-plan', '/dns-confirmation', '/website-tracking'];

function withSetup(p: string, setup: RoutingSetup, justChanged: boolean): Decision {
  if (setup.formComplete) {
    // "/ or any onboarding path other than / and /dashboard"; the plan page stays reachable for upgrades, the
    // DNS page for its records' statuses (issue 30: it can be revisited and shows each record verified), and
    // the tracking page for the script and the commerce snippets (the only page that shows them; analytics
    // and campaign pages link to it).
    return completedStaysOn.includes(p) ? null : redirect('completed', '/dashboard', justChanged);
  }

  const missing = firstMissingItem(setup);
  if (missing !== null) {
    const fix = fixes[missing];
    return flowIndex(p) > flowIndex(fix.lastFixingStep) ? redirect(fix.rule, fix.to, justChanged) : null;
  }

  if (isBefore(p, '/info-clarification')) return redirect('review', '/info-clarification', justChanged);
  if (setup.overallDnsStatus === 'verified') {
    // The DNS page itself stays: revisited, it shows each record verified (issue 30).
    return isBefore(p, '/website-tracking') && p !== '/dns-confirmation'
      ? redirect('verified-to-tracking', '/website-tracking', justChanged)
      : null;
  }
  // On /auth-gate (before both targets) one of the two rules above always fires: that is its forward.
  return isBefore(p, '/dns-confirmation')
    ? redirect('unverified-to-dns', '/dns-confirmation', justChanged)
    : null;
}
