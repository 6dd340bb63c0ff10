import { canonicalPath } from './flow';
import { onboardingRedirect } from './onboarding-redirect';
import type { Decision, RedirectInput } from './redirect-types';
import { redirect, redirectToasts } from './redirect-types';
import { guardRoute } from './route-guard';

export * from './redirect-types';
export { guardRoute, isProtectedPath, isPlanPage, planPagePaths } from './route-guard';
export type { GuardInput, GuardOutcome } from './route-guard';
export { onboardingRedirect } from './onboarding-redirect';

/**
 * THE redirect decision: (user state, setup, profile, path, marker, …) → a redirect, a request to mark the
 * setup complete, or nothing. Pure; the router calls it on every change and performs what it returns.
 *
 * Order, first match wins:
 * 1. Authentication still loading, or a sign-up/sign-in sequence saving on this page → no decision.
 * 2. Access (docs/product.md › Redirects): signed in on /login or /signup → the recorded origin or /; signed out on
 *    /dns-confirmation or /website-tracking → /login with origin and 'Authentication Error'.
 * 3. The route guard of docs/product.md › Route guard on protected routes (route-guard.ts).
 * 4. The onboarding rules of docs/product.md › Redirects (onboarding-redirect.ts).
 */
export function decideRedirect(input: RedirectInput): Decision {
  const { auth, path, justChanged } = input;
  if (auth === 'loading' || input.busy) return null;
  const p = canonicalPath(path);

  if (auth === 'signedIn' && (p === '/login' || p === '/signup')) {
    return redirect('signed-in-on-auth-page', safeOrigin(input.origin), justChanged);
  }
  if (auth === 'signedOut' && loginRequiredPages.includes(p)) {
    return redirect('login-required-page', '/login', justChanged, {
      state: { from: path },
      toast: redirectToasts.authenticationError,
    });
  }

  const guard = guardRoute({ auth, path, profile: input.profile, justChanged });
  if (guard.kind === 'wait') return null;
  if (guard.kind === 'redirect') return guard;

  return onboardingRedirect(input);
}

/** Pages that need a user but are not behind the guard (docs/product.md › Redirects). */
export const loginRequiredPages: readonly string[] = ['/dns-confirmation', '/website-tracking'];

/** Where a signed-in user on /login or /signup goes: the recorded origin when it is a safe in-app path, else /. */
export function safeOrigin(origin: string | null | undefined): string {
  if (
    typeof origin !== 'string' ||
    !origin.startsWith('/') ||
    origin.startsWith('//') ||
    origin.startsWith('/\\')
  ) {
    return '/';
  }
  const p = canonicalPath(origin);
  return p === '/login' || p === '/signup' ? '/' : origin;
}
