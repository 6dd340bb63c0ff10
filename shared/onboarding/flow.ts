/**
 * The onboarding order: ONE ordered list of paths (docs/product.md › The onboarding order: "The onboarding order is a shared ordered list
 * of paths"). Previous/next buttons, the redirect rules ("before" comparisons) and the DNS banner all read it.
 *
 * Where the two members the spec does not place sit, and why:
 * - '/business-overview' right after '/': it is the same step as the landing page (the business description;
 *   the review page's Edit link leads here), so it must come before '/goals-form' for "before
 *   /info-clarification" to hold and for "missing description" to treat it as the step that fixes it.
 * - '/business-clarification' right after '/goals-form': a placeholder page about the business that belongs
 *   with the early, descriptive steps; any place before '/select-emails' gives the same redirect results.
 * The Previous/Next helpers below skip both (one is an edit-only twin of '/', the other a placeholder), so the
 * buttons walk / → /optional-signup → /goals-form → /select-emails → … .
 */

export const onboardingFlow = [
  '/',
  '/business-overview',
  '/optional-signup',
  '/goals-form',
  '/business-clarification',
  '/select-emails',
  '/website-status',
  '/info-clarification',
  '/auth-gate',
  '/dns-confirmation',
  '/website-tracking',
  '/subscription-plan',
] as const;

export type FlowPath = (typeof onboardingFlow)[number];

/** Steps the Previous/Next buttons never land on (they stay reachable by link; they keep their place in the order). */
const skippedByButtons: ReadonlySet<string> = new Set(['/business-overview', '/business-clarification']);
/** Account steps a signed-in user has no use for: Next skips them. */
const accountSteps: ReadonlySet<string> = new Set(['/optional-signup', '/auth-gate']);

/**
 * The path as the rules compare it: no query or hash, no trailing slash (except '/'), lowercase (the router
 * matches case-insensitively, so '/Goals-Form/' is the goals step).
 */
export function canonicalPath(path: string): string {
  let p = path;
  const cut = p.search(/[?#]/);
  if (cut >= 0) p = p.slice(0, cut);
  p = p.replace(/\/+$/, '');
  if (!p.startsWith('/')) p = `/${p}`;
  return p.toLowerCase();
}

/** Position of a path in the order; -1 when it is not an onboarding step. */
export function flowIndex(path: string): number {
  return (onboardingFlow as readonly string[]).indexOf(canonicalPath(path));
}

export function isFlowPath(path: string): boolean {
  return flowIndex(path) >= 0;
}

/** True when both are onboarding steps and `a` is named earlier than `b`. A path outside the list is never "before". */
export function isBefore(a: string, b: string): boolean {
  const ia = flowIndex(a);
  const ib = flowIndex(b);
  return ia >= 0 && ib >= 0 && ia < ib;
}

/** True when both are onboarding steps and `a` is `b` or earlier. */
export function isAtOrBefore(a: string, b: string): boolean {
  const ia = flowIndex(a);
  const ib = flowIndex(b);
  return ia >= 0 && ib >= 0 && ia <= ib;
}

/** The entry right after `path` in the list, nothing skipped ("the step after /auth-gate"); null at the end or off the list. */
export function stepAfter(path: string): FlowPath | null {
  const i = flowIndex(path);
  if (i < 0) return null;
  return onboardingFlow[i + 1] ?? null;
}

export interface StepOptions {
  /** A signed-in user's Next skips /optional-signup and /auth-gate (docs/product.md › Auth gate: "moves to the step after /auth-gate (skipping it)"). */
  signedIn?: boolean;
}

/** Where Next goes from `path`; null after the last step (each screen then picks its own target, docs/product.md › The onboarding order). */
export function nextStep(path: string, options: StepOptions = {}): FlowPath | null {
  const i = flowIndex(path);
  if (i < 0) return null;
  for (let j = i + 1; j < onboardingFlow.length; j += 1) {
    const candidate = onboardingFlow[j] as FlowPath;
    if (skippedByButtons.has(candidate)) continue;
    if (options.signedIn && accountSteps.has(candidate)) continue;
    return candidate;
  }
  return null;
}

/**
 * Where Previous goes from `path`; null on the first step. Previous never lands on /auth-gate ("Previous from
 * /auth-gate skips back to /info-clarification", and from /dns-confirmation the user is signed in, so the gate
 * would only forward them again). A signed-in user's Previous also skips /optional-signup.
 */
export function previousStep(path: string, options: StepOptions = {}): FlowPath | null {
  const i = flowIndex(path);
  if (i < 0) return null;
  for (let j = i - 1; j >= 0; j -= 1) {
    const candidate = onboardingFlow[j] as FlowPath;
    if (skippedByButtons.has(candidate) || candidate === '/auth-gate') continue;
    if (options.signedIn && accountSteps.has(candidate)) continue;
    return candidate;
  }
  return null;
}

/** Where the sign-up sequence sends the user: /goals-form if it is in the list, else the third entry, else / (docs/product.md › Sign-up sequence). */
export function afterSignUpPath(): string {
  const list: readonly string[] = onboardingFlow;
  if (list.includes('/goals-form')) return '/goals-form';
  return list[2] ?? '/';
}

/**
 * The later of two steps, for remembering how far a signed-out visitor got (see `furthestStepStorageKey`).
 * A path outside the list never replaces a remembered step.
 */
export function furthestStep(remembered: string | null, visited: string): FlowPath | null {
  const iv = flowIndex(visited);
  const ir = remembered === null ? -1 : flowIndex(remembered);
  const best = Math.max(iv, ir);
  return best < 0 ? null : (onboardingFlow[best] as FlowPath);
}
