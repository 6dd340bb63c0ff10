import { canonicalPath } from './flow';
import type { AuthState, Loadable, Redirect } from './redirect-types';
import { redirect, redirectToasts } from './redirect-types';
import type { RoutingProfile } from './completion';
import { isOverProjectLimit } from '../plans';

/**
 * The route guard of docs/product.md › Route guard, pure. Protected: /subscription, /subscription-plan, /dashboard, /account, /editor (all
 * forms), /send-email, /contacts (with /contacts/import) and /campaigns (all forms, issues 20-21), /automations (all forms, issue 32), /team (issue 34; not its accept link, which asks a signed-out visitor to sign in itself). In order: no user → /login (origin recorded); a missing or unreadable profile →
 * /subscription 'Setup Required'; status not active → /subscription 'Subscription Required'; project count
 * ABOVE the tier's limit → /subscription 'Project Limit Exceeded' (exactly at the limit is allowed).
 * The three profile checks do not run on the plan pages themselves: that is where they are fixed, and running
 * them there would send the user round in a loop; nor on /account, so anyone signed in can always sign out
 * or delete their account, whatever their plan.
 */

export const planPagePaths: readonly string[] = ['/subscription', '/subscription-plan'];
/** Signed-in pages the profile checks never send away from (see above). */
const signedInOnlyPaths: readonly string[] = [...planPagePaths, '/account', '/team'];

export function isProtectedPath(path: string): boolean {
  const p = canonicalPath(path);
  return (
    planPagePaths.includes(p) ||
    p === '/dashboard' ||
    p === '/account' ||
    p === '/contacts' ||
    p.startsWith('/contacts/') ||
    p === '/send-email' ||
    p === '/analytics' ||
    p === '/shopify' ||
    p === '/templates' ||
    p === '/editor' ||
    p.startsWith('/editor/') ||
    p === '/campaigns' ||
    p.startsWith('/campaigns/') ||
    p === '/automations' ||
    p.startsWith('/automations/') ||
    p === '/team'
  );
}

export function isPlanPage(path: string): boolean {
  return planPagePaths.includes(canonicalPath(path));
}

/** 'wait' tells the guard which state to show: 'Authenticating....' or 'Loading...'. */
export type GuardOutcome =
  { kind: 'allow' } | { kind: 'wait'; reason: 'authenticating' | 'loading' } | Redirect;

export interface GuardInput {
  auth: AuthState;
  path: string;
  profile: Loadable<RoutingProfile>;
  justChanged?: boolean;
}

export function guardRoute({ auth, path, profile, justChanged = false }: GuardInput): GuardOutcome {
  if (!isProtectedPath(path)) return { kind: 'allow' };
  if (auth === 'loading') return { kind: 'wait', reason: 'authenticating' };
  if (auth === 'signedOut')
    return redirect('guard-no-user', '/login', justChanged, { state: { from: path } });
  if (signedInOnlyPaths.includes(canonicalPath(path))) return { kind: 'allow' };
  if (profile === 'loading') return { kind: 'wait', reason: 'loading' };
  if (profile === null || profile === 'error') {
    return redirect('guard-setup-required', '/subscription', justChanged, {
      toast: redirectToasts.setupRequired,
    });
  }
  if (profile.subscriptionStatus !== 'active') {
    return redirect('guard-subscription-required', '/subscription', justChanged, {
      toast: redirectToasts.subscriptionRequired,
    });
  }
  // An active subscription without a tier is read as the smallest plan.
  const tier = profile.subscriptionTier ?? 'free';
  if (isOverProjectLimit(tier, profile.projectCount)) {
    return redirect('guard-project-limit', '/subscription', justChanged, {
      toast: redirectToasts.projectLimitExceeded(tier),
    });
  }
  return { kind: 'allow' };
}
