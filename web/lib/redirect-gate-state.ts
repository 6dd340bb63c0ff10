/**
 * Pure pieces of the redirect gate (web/app/layout/RedirectGate.tsx): turning query states into the rules'
 * inputs, and what the gate shows while it waits. Unit-tested in tests/unit/web/redirect-gate-state.test.ts.
 */
import { canonicalPath, isFlowPath } from '../../shared/onboarding/flow';
import type { Decision, Loadable, RedirectInput } from '../../shared/onboarding/redirect-rules';
import { guardRoute, isProtectedPath, loginRequiredPages } from '../../shared/onboarding/redirect-rules';
import { isFormFlowState } from './pending-progress';

/** React Query's state as a rule input: 'loading' while the first answer is awaited, 'error' if it failed. */
export function toLoadable<T>(query: {
  status: 'pending' | 'error' | 'success';
  data: T | undefined;
}): Loadable<T> {
  if (query.status === 'success') return query.data ?? null;
  // A failed refetch keeps the data it had; only "never loaded" counts as an error.
  if (query.data !== undefined) return query.data;
  return query.status === 'error' ? 'error' : 'loading';
}

/**
 * The form-flow marker of the current history entry. React Router keeps location state in history.state, which
 * survives a reload; the marker must not (RULES.md: "drops it on reload"), so the entry the app was loaded on
 * never counts.
 */
export function markerHolds(state: unknown, locationKey: string, initialKey: string): boolean {
  return isFormFlowState(state) && locationKey !== initialKey;
}

/** The origin recorded when a visitor was sent to /login (router state `{ from }`). */
export function originOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const from = (state as { from?: unknown }).from;
  return typeof from === 'string' ? from : null;
}

/** What stands in for the page: the page itself, or the route guard's status line (spec 2 §2, §6). */
export type GateView = 'page' | 'authenticating' | 'loading' | 'redirecting';

export const gateViewTexts: Record<Exclude<GateView, 'page'>, string> = {
  authenticating: 'Authenticating....',
  loading: 'Loading...',
  redirecting: 'Redirecting...',
};

/** Paths whose page may only show once a user is known: the guarded ones and the two login-required pages. */
export function needsUser(path: string): boolean {
  return isProtectedPath(path) || loginRequiredPages.includes(canonicalPath(path));
}

export function gateView(input: RedirectInput, decision: Decision): GateView {
  if (!needsUser(input.path)) return 'page';
  if (input.auth === 'loading') return 'authenticating';
  if (decision?.kind === 'redirect') return 'redirecting';
  if (input.auth === 'signedOut') return 'redirecting';
  const guard = guardRoute({ auth: input.auth, path: input.path, profile: input.profile });
  if (guard.kind === 'wait') return guard.reason === 'authenticating' ? 'authenticating' : 'loading';
  return 'page';
}

/**
 * Whether the rules have had their say on this path, so the loading overlay may lift: authentication known, for
 * a signed-in user on an onboarding step the setup and profile loaded, no redirect or completion under way.
 */
export function gateSettled(input: RedirectInput, decision: Decision, completing: boolean): boolean {
  if (input.busy) return true;
  if (input.auth === 'loading') return false;
  if (decision !== null) return false;
  if (completing) return false;
  if (input.auth === 'signedIn' && isFlowPath(input.path)) {
    return input.setup !== 'loading' && input.profile !== 'loading';
  }
  return true;
}
