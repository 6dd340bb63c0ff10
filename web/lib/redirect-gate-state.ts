/**
 * Pure pieces of the redirect gate (web/app/layout/RedirectGate.tsx) that follow from the rules: what the gate
 * shows while it waits, and whether the rules have had their say. Loaded with the rules (gate-rules.ts); the
 * pieces the gate needs without them are in redirect-gate-basics.ts (re-exported here). Unit-tested in tests/unit/web/redirect-gate-state.test.ts.
 */
import { canonicalPath, isFlowPath } from '../../shared/onboarding/flow';
import type { Decision, RedirectInput } from '../../shared/onboarding/redirect-rules';
import { guardRoute, isProtectedPath, loginRequiredPages } from '../../shared/onboarding/redirect-rules';
import type { GateView } from './redirect-gate-basics';

export { gateViewTexts, markerHolds, originOf, toLoadable, type GateView } from './redirect-gate-basics';

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
