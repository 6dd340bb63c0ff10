/**
 * The redirect gate's pieces that need no rules (web/app/layout/RedirectGate.tsx, on every page): query states
 * as rule inputs, the form-flow marker, the recorded origin and the guard's status texts. Unit-tested in
 * tests/unit/web/redirect-gate-state.test.ts.
 */
import type { Loadable } from '../../shared/onboarding/redirect-rules';
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

/** What stands in for the page: the page itself, or the route guard's status line (docs/product.md › Route guard). */
export type GateView = 'page' | 'authenticating' | 'loading' | 'redirecting';

export const gateViewTexts: Record<Exclude<GateView, 'page'>, string> = {
  authenticating: 'Authenticating....',
  loading: 'Loading...',
  redirecting: 'Redirecting...',
};
