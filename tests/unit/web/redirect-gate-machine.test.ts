import { describe, expect, it } from 'vitest';
import type { Profile } from '../../../shared/contracts/profile';
import type { Setup } from '../../../shared/contracts/setup';
import * as rules from '../../../web/app/layout/gate-rules';
import {
  gatePass,
  gateReducer,
  gateStep,
  initialGate,
  retryDue,
  rulesWanted,
  type GateAction,
  type GateMachine,
  type GateStep,
  type GateWorld,
} from '../../../web/app/layout/redirect-gate-machine';
import type { GateView } from '../../../web/lib/redirect-gate-basics';

/**
 * The redirect gate's state and passes (web/app/layout/redirect-gate-machine.ts), with the real rules: one row
 * per transition of the reducer, one row per pass (what the rules decide, what the gate shows, what it does).
 */

const setup = {
  id: 'setup-1',
  businessDescription: 'Candles',
  goalsFormRawText: 'Sell more',
  selectedCampaignIds: ['weekly_newsletter'],
  websiteProvider: 'shopify',
  domain: 'candles.com',
  formComplete: false,
  overallDnsStatus: null,
} as unknown as Setup;
const done = { ...setup, overallDnsStatus: 'verified' } as Setup;
const complete = { ...setup, formComplete: true } as Setup;
const active = {
  subscriptionTier: 'free',
  subscriptionStatus: 'active',
  projectCount: 0,
} as unknown as Profile;

const start = initialGate('k0', rules);
const m = (over: Partial<GateMachine>): GateMachine => ({ ...start, seenAuth: 'signedIn:u1', ...over });
const signedIn = (
  data: Partial<{ setup: Setup | null | 'loading' | 'error'; profile: Profile | 'loading' }>,
) => m({ live: { userId: 'u1', setup: data.setup ?? setup, profile: data.profile ?? active } });

const world = (over: Partial<GateWorld>): GateWorld => ({
  auth: 'signedIn',
  userId: 'u1',
  pathname: '/',
  search: '',
  locationKey: 'k1',
  locationState: null,
  hasPendingProgress: false,
  reachedPath: null,
  publicPage: false,
  ...over,
});
const signedOut = (over: Partial<GateWorld>) => world({ auth: 'signedOut', userId: undefined, ...over });

describe('gateReducer', () => {
  const transitions: [name: string, from: GateMachine, action: GateAction, to: Partial<GateMachine>][] = [
    ['a sign-in sequence begins', start, { type: 'sequenceBegan' }, { sequence: true }],
    ['it ends', m({ sequence: true }), { type: 'sequenceEnded' }, { sequence: false }],
    ['an explicit sign-out on an entry', start, { type: 'signedOut', key: 'k3' }, { signingOutOn: 'k3' }],
    ['its window ends', m({ signingOutOn: 'k3' }), { type: 'signOutWindowEnded' }, { signingOutOn: null }],
    ['the rules arrive', initialGate('k0', undefined), { type: 'rulesLoaded', rules }, { rules }],
    ['a completion starts', start, { type: 'completionStarted', setupId: 's1' }, { completing: 's1' }],
    [
      'it succeeds',
      m({ completing: 's1' }),
      { type: 'completionEnded', setupId: 's1', failed: false },
      { completing: null, failedCompletions: [] },
    ],
    [
      'it fails: not tried again',
      m({ completing: 's1' }),
      { type: 'completionEnded', setupId: 's1', failed: true },
      { completing: null, failedCompletions: ['s1'] },
    ],
    [
      'the auth state is seen',
      start,
      { type: 'authSeen', authKey: 'signedOut:' },
      { seenAuth: 'signedOut:' },
    ],
    ['local progress retried on an entry', start, { type: 'retried', key: 'k2' }, { retriedOn: 'k2' }],
  ];
  it.each(transitions)('%s', (_name, from, action, to) => {
    expect(gateReducer(from, action)).toEqual({ ...from, ...to });
  });

  it('the signed-in half reports its data, and null when it goes', () => {
    const live = { userId: 'u1', setup, profile: active };
    expect(gateReducer(start, { type: 'liveChanged', live }).live).toBe(live);
    expect(gateReducer(m({ live }), { type: 'liveChanged', live: null }).live).toBeNull();
  });

  it('keeps the same state where nothing changes (no render)', () => {
    const signingOut = m({ signingOutOn: 'k3' });
    expect(gateReducer(signingOut, { type: 'signedOut', key: 'k3' })).toBe(signingOut);
    expect(gateReducer(start, { type: 'sequenceEnded' })).toBe(start);
  });

  it('starts on the first entry, with the rules if they are loaded', () => {
    expect(initialGate('k0', undefined)).toMatchObject({
      initialKey: 'k0',
      rules: undefined,
      seenAuth: null,
    });
  });
});

/** What a pass shows, and what it does: a step, or a navigation to `target` after `delayMs`. */
type Pass = { view: GateView; settled: boolean } & (
  { step: GateStep; target?: undefined } | { target: string; delayMs: number }
);
const none: GateStep = { kind: 'none' };

const passes: [name: string, machine: GateMachine, world: GateWorld, expected: Pass][] = [
  [
    'the landing before the rules: shown, settled once auth is known, a step to remember',
    initialGate('k0', undefined),
    signedOut({ publicPage: true }),
    { view: 'page', settled: true, step: { kind: 'remember', path: '/' } },
  ],
  [
    'the blog before the rules: shown, settled',
    initialGate('k0', undefined),
    signedOut({ pathname: '/blog', publicPage: true }),
    { view: 'page', settled: true, step: none },
  ],
  [
    'a public page before the rules while auth loads: shown, not settled',
    initialGate('k0', undefined),
    world({ auth: 'loading', userId: undefined, publicPage: true }),
    { view: 'page', settled: false, step: none },
  ],
  [
    'a guarded page before the rules: authenticating',
    initialGate('k0', undefined),
    signedOut({ pathname: '/dashboard' }),
    { view: 'authenticating', settled: false, step: none },
  ],
  [
    'signed out on a guarded page: to /login at once',
    m({ seenAuth: 'signedOut:' }),
    signedOut({ pathname: '/dashboard' }),
    { view: 'redirecting', settled: false, target: '/login', delayMs: 0 },
  ],
  [
    'signed out just now on a guarded page: to /login 50 ms later',
    m({ seenAuth: 'loading:' }),
    signedOut({ pathname: '/dashboard' }),
    { view: 'redirecting', settled: false, target: '/login', delayMs: 50 },
  ],
  [
    'signing out on this entry: no rule acts (the step is remembered, as on any pass without a decision)',
    m({ seenAuth: 'signedOut:', signingOutOn: 'k1' }),
    signedOut({ pathname: '/dns-confirmation' }),
    { view: 'redirecting', settled: true, step: { kind: 'remember', path: '/dns-confirmation' } },
  ],
  [
    'a sign-out on another entry does not hold this one',
    m({ seenAuth: 'signedOut:', signingOutOn: 'k0' }),
    signedOut({ pathname: '/dns-confirmation' }),
    { view: 'redirecting', settled: false, target: '/login', delayMs: 0 },
  ],
  [
    'signed out on a step reached with local progress: stays, the step remembered',
    m({ seenAuth: 'signedOut:' }),
    signedOut({ pathname: '/goals-form', hasPendingProgress: true, reachedPath: '/select-emails' }),
    { view: 'page', settled: true, step: { kind: 'remember', path: '/goals-form' } },
  ],
  [
    'signed out on a step not reached: to /',
    m({ seenAuth: 'signedOut:' }),
    signedOut({ pathname: '/select-emails' }),
    { view: 'page', settled: false, target: '/', delayMs: 0 },
  ],
  [
    'signed out on a step reached by the form flow (not the first entry): stays',
    m({ seenAuth: 'signedOut:' }),
    signedOut({ pathname: '/select-emails', locationState: { fromFormFlow: true } }),
    { view: 'page', settled: true, step: { kind: 'remember', path: '/select-emails' } },
  ],
  [
    'the form-flow marker of the entry the app was loaded on does not hold',
    m({ seenAuth: 'signedOut:', initialKey: 'k1' }),
    signedOut({ pathname: '/select-emails', locationState: { fromFormFlow: true } }),
    { view: 'page', settled: false, target: '/', delayMs: 0 },
  ],
  [
    'signed in, the signed-in half not loaded yet: a step waits',
    m({}),
    world({ pathname: '/goals-form' }),
    { view: 'page', settled: false, step: none },
  ],
  [
    "another user's data counts as not loaded",
    m({ live: { userId: 'u0', setup: complete, profile: active } }),
    world({ pathname: '/goals-form' }),
    { view: 'page', settled: false, step: none },
  ],
  [
    'signed in on /login: to the recorded origin',
    signedIn({}),
    world({ pathname: '/login', locationState: { from: '/dashboard' } }),
    { view: 'page', settled: false, target: '/dashboard', delayMs: 0 },
  ],
  [
    'a sign-in sequence on /login: no rule acts',
    { ...signedIn({}), sequence: true },
    world({ pathname: '/login', locationState: { from: '/dashboard' } }),
    { view: 'page', settled: true, step: none },
  ],
  [
    'a complete setup on a step: to /dashboard',
    signedIn({ setup: complete }),
    world({ pathname: '/goals-form' }),
    { view: 'page', settled: false, target: '/dashboard', delayMs: 0 },
  ],
  [
    'every item there and the plan active: mark complete',
    signedIn({ setup: done }),
    world({ pathname: '/website-tracking' }),
    { view: 'page', settled: false, step: { kind: 'complete', setupId: 'setup-1', userId: 'u1' } },
  ],
  [
    'a completion under way: not started again, not settled',
    { ...signedIn({ setup: done }), completing: 'setup-1' },
    world({ pathname: '/website-tracking' }),
    { view: 'page', settled: false, step: none },
  ],
  [
    'a failed completion: not tried again, the overlay lifts',
    { ...signedIn({ setup: done }), failedCompletions: ['setup-1'] },
    world({ pathname: '/website-tracking' }),
    { view: 'page', settled: true, step: none },
  ],
  [
    'signed in on the dashboard with a setup: the page, settled',
    signedIn({ setup: complete }),
    world({ pathname: '/dashboard' }),
    { view: 'page', settled: true, step: none },
  ],
];

describe('gatePass and gateStep', () => {
  it.each(passes)('%s', (_name, machine, w, expected) => {
    const pass = gatePass(machine, w);
    const step = gateStep(machine, pass, w);
    expect({ view: pass.view, settled: pass.settled }).toEqual({
      view: expected.view,
      settled: expected.settled,
    });
    if (expected.target === undefined) expect(step).toEqual(expected.step);
    else {
      expect(step.kind).toBe('navigate');
      if (step.kind !== 'navigate') return;
      expect(step.redirect.to).toBe(expected.target);
      expect(step.redirect.delayMs).toBe(expected.delayMs);
      expect(pass.decisionKey).toBe(`redirect:${step.redirect.rule}:${expected.target}`);
    }
  });

  it('decides nothing before the rules, and remembers nothing', () => {
    const machine = initialGate('k0', undefined);
    const w = signedOut({ pathname: '/goals-form', hasPendingProgress: true, reachedPath: '/goals-form' });
    const pass = gatePass(machine, w);
    expect(pass).toMatchObject({ decision: null, decisionKey: 'none', rulesReady: false });
    expect(gateStep(machine, pass, w)).toEqual(none);
  });

  it('wants the rules where they can decide something', () => {
    const before = initialGate('k0', undefined);
    expect(rulesWanted(before, { auth: 'signedOut', publicPage: true })).toBe(false);
    expect(rulesWanted(before, { auth: 'signedIn', publicPage: true })).toBe(true);
    expect(rulesWanted(before, { auth: 'loading', publicPage: false })).toBe(true);
    expect(rulesWanted(start, { auth: 'loading', publicPage: false })).toBe(false);
  });
});

describe('retryDue', () => {
  const yes = () => true;
  const rows: [name: string, machine: GateMachine, w: GateWorld, pending: boolean, due: boolean][] = [
    ['signed in with local progress', start, world({}), true, true],
    ['nothing stored locally', start, world({}), false, false],
    ['already tried on this entry', m({ retriedOn: 'k1' }), world({}), true, false],
    ['tried on another entry', m({ retriedOn: 'k0' }), world({}), true, true],
    ['a sign-in sequence saves it itself', m({ sequence: true }), world({}), true, false],
    ['signed out', start, signedOut({}), true, false],
  ];
  it.each(rows)('%s', (_name, machine, w, pending, due) => {
    expect(retryDue(machine, w, pending ? yes : () => false)).toBe(due);
  });
});
