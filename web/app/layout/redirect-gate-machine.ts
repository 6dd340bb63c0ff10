/**
 * The redirect gate's state as one reducer, and what follows from it as pure functions (web/GUIDE.md › Flows
 * with several states): RedirectGate.tsx keeps the subscriptions, timers and requests, and asks this module what
 * the rules decide, what the gate shows and what to do next. Table-tested in
 * tests/unit/web/redirect-gate-machine.test.ts. Loaded on every page: it imports the rules' types only (the rules
 * come in `rules` once loaded, gate-rules-loader.ts).
 */
import { isFlowPath } from '../../../shared/onboarding/flow';
import type { Decision, Redirect, RedirectInput } from '../../../shared/onboarding/redirect-rules';
import type { AuthStatus } from '../../lib/auth';
import { markerHolds, originOf, type GateView } from '../../lib/redirect-gate-basics';
import type { GateRules } from './gate-rules-loader';
import type { SignedInGateData } from './redirect-gate-live';

export interface GateMachine {
  /** What the signed-in half (redirect-gate-live.tsx) has read: the user's setup and profile; null until then. */
  live: SignedInGateData | null;
  /** A sign-up or sign-in sequence is running on the page (AuthSequenceContext): no rule may act. */
  sequence: boolean;
  /**
   * The history entry on which an explicit sign-out happened (Hub 'signedOut'): it navigates home by itself, and
   * until it has (2 s at most) no rule may act on the old path.
   */
  signingOutOn: string | null;
  /** The redirect rules, once loaded (gate-rules-loader.ts). */
  rules: GateRules | undefined;
  /** The setup being marked complete (POST /api/setup/complete). */
  completing: string | null;
  /** Setups whose completion failed: not tried again, and no longer holding the overlay. */
  failedCompletions: readonly string[];
  /** Auth status and user at the last commit: a different pair now means they just changed (redirects wait). */
  seenAuth: string | null;
  /** The history entry on which saving local progress was last retried (once per page visit). */
  retriedOn: string | null;
  /** The entry the app was loaded on: its form-flow marker does not hold (it survived a reload). */
  initialKey: string;
}

export type GateAction =
  | { type: 'liveChanged'; live: SignedInGateData | null }
  | { type: 'sequenceBegan' }
  | { type: 'sequenceEnded' }
  | { type: 'signedOut'; key: string }
  | { type: 'signOutWindowEnded' }
  | { type: 'rulesLoaded'; rules: GateRules }
  | { type: 'completionStarted'; setupId: string }
  | { type: 'completionEnded'; setupId: string; failed: boolean }
  | { type: 'authSeen'; authKey: string }
  | { type: 'retried'; key: string };

export function initialGate(locationKey: string, rules: GateRules | undefined): GateMachine {
  return {
    live: null,
    sequence: false,
    signingOutOn: null,
    rules,
    completing: null,
    failedCompletions: [],
    seenAuth: null,
    retriedOn: null,
    initialKey: locationKey,
  };
}

const set = <K extends keyof GateMachine>(m: GateMachine, key: K, value: GateMachine[K]): GateMachine =>
  m[key] === value ? m : { ...m, [key]: value };

export function gateReducer(m: GateMachine, action: GateAction): GateMachine {
  switch (action.type) {
    case 'liveChanged':
      return set(m, 'live', action.live);
    case 'sequenceBegan':
      return set(m, 'sequence', true);
    case 'sequenceEnded':
      return set(m, 'sequence', false);
    case 'signedOut':
      return set(m, 'signingOutOn', action.key);
    case 'signOutWindowEnded':
      return set(m, 'signingOutOn', null);
    case 'rulesLoaded':
      return set(m, 'rules', action.rules);
    case 'completionStarted':
      return set(m, 'completing', action.setupId);
    case 'completionEnded': {
      const ended = set(m, 'completing', null);
      if (!action.failed || m.failedCompletions.includes(action.setupId)) return ended;
      return { ...ended, failedCompletions: [...m.failedCompletions, action.setupId] };
    }
    case 'authSeen':
      return set(m, 'seenAuth', action.authKey);
    case 'retried':
      return set(m, 'retriedOn', action.key);
  }
}

/** What the gate reads from outside on each pass. */
export interface GateWorld {
  auth: AuthStatus;
  userId: string | undefined;
  pathname: string;
  search: string;
  locationKey: string;
  locationState: unknown;
  /** Signed out: a pending business description is stored locally (read on every pass). */
  hasPendingProgress: boolean;
  /** Signed out: the furthest onboarding step reached, stored locally. */
  reachedPath: string | null;
  /** A public page (gate-rules-loader.ts): the rules decide nothing there for a visitor not signed in. */
  publicPage: boolean;
}

/** One pass of the gate: what the rules read and decide, and what the gate shows. */
export interface GatePass {
  input: RedirectInput;
  decision: Decision;
  /** Stands for the decision: the decision effect runs again when it changes. */
  decisionKey: string;
  /** The rules are loaded, or not needed (a public page for a visitor not signed in). */
  rulesReady: boolean;
  /** The setup the rules read (null when not signed in). */
  setup: SignedInGateData['setup'] | null;
  view: GateView;
  /** The rules have had their say: the loading overlay may lift. */
  settled: boolean;
}

export const authKeyOf = (world: Pick<GateWorld, 'auth' | 'userId'>): string =>
  `${world.auth}:${world.userId ?? ''}`;

export function gatePass(m: GateMachine, world: GateWorld): GatePass {
  const signedIn = world.auth === 'signedIn';
  const signingOut = m.signingOutOn !== null && m.signingOutOn === world.locationKey;
  // Until the signed-in half has read this user's setup and profile, they are loading.
  const live = signedIn && m.live?.userId === world.userId ? m.live : null;
  const setup = signedIn ? (live?.setup ?? 'loading') : null;
  const profile = signedIn ? (live?.profile ?? 'loading') : null;
  const authKey = authKeyOf(world);
  const input: RedirectInput = {
    auth: world.auth,
    path: `${world.pathname}${world.search}`,
    setup,
    profile,
    fromFormFlow: markerHolds(world.locationState, world.locationKey, m.initialKey),
    justChanged: m.seenAuth !== null && m.seenAuth !== authKey,
    hasPendingProgress: world.hasPendingProgress,
    reachedPath: world.reachedPath,
    origin: originOf(world.locationState),
    busy: m.sequence || signingOut,
  };
  // Until the rules are loaded, a public page shows and a visitor not signed in is settled (what the rules answer
  // there); any other page waits with the guard's 'Authenticating....'.
  const rulesNeeded = signedIn || !world.publicPage;
  const { rules } = m;
  const decision: Decision = rules ? rules.decideRedirect(input) : null;
  const completionFailed =
    decision?.kind === 'markComplete' &&
    typeof setup === 'object' &&
    setup !== null &&
    m.failedCompletions.includes(setup.id);
  return {
    input,
    decision,
    decisionKey: decision
      ? decision.kind === 'redirect'
        ? `redirect:${decision.rule}:${decision.to}`
        : 'markComplete'
      : 'none',
    rulesReady: rules !== undefined || !rulesNeeded,
    setup,
    view: rules ? rules.gateView(input, decision) : world.publicPage ? 'page' : 'authenticating',
    settled: rules
      ? rules.gateSettled(input, completionFailed ? null : decision, m.completing !== null)
      : !rulesNeeded && (input.busy === true || world.auth !== 'loading'),
  };
}

/** Whether the rules must be loaded now (gate-rules-loader.ts). */
export const rulesWanted = (m: GateMachine, world: Pick<GateWorld, 'auth' | 'publicPage'>): boolean =>
  m.rules === undefined && (world.auth === 'signedIn' || !world.publicPage);

/** What the gate does about a decision. */
export type GateStep =
  | { kind: 'none' }
  /** A visitor not signed in reached an onboarding step: remember it (pending-progress.ts). */
  | { kind: 'remember'; path: string }
  /** Mark the setup complete. */
  | { kind: 'complete'; setupId: string; userId: string }
  /** Navigate after the redirect's delay (unless a sign-in sequence has begun by then). */
  | { kind: 'navigate'; redirect: Redirect };

export function gateStep(m: GateMachine, pass: GatePass, world: GateWorld): GateStep {
  const { decision } = pass;
  if (decision === null) {
    // No decision yet because the rules are still loading: nothing to remember either.
    if (!pass.rulesReady) return { kind: 'none' };
    if (world.auth === 'signedOut' && isFlowPath(world.pathname))
      return { kind: 'remember', path: world.pathname };
    return { kind: 'none' };
  }
  if (decision.kind === 'redirect') return { kind: 'navigate', redirect: decision };
  const { setup } = pass;
  if (typeof setup !== 'object' || setup === null || !world.userId) return { kind: 'none' };
  if (m.failedCompletions.includes(setup.id) || m.completing === setup.id) return { kind: 'none' };
  return { kind: 'complete', setupId: setup.id, userId: world.userId };
}

/**
 * Local progress outlives a sign-in only when saving it failed (or the landing page wrote it while signed in):
 * retried once per page visit for a signed-in user, not while a sign-in sequence saves it itself.
 */
export function retryDue(m: GateMachine, world: GateWorld, hasAnyPending: () => boolean): boolean {
  if (world.auth !== 'signedIn' || m.sequence || world.userId === undefined) return false;
  return m.retriedOn !== world.locationKey && hasAnyPending();
}
