/** Issue 34: the invitation accept page's states, one row per transition (web/features/teams/accept-state.ts). */
import { describe, expect, it } from 'vitest';
import { guardRoute, isProtectedPath } from '../../../shared/onboarding/route-guard';
import {
  acceptReducer,
  initialAcceptState,
  type AcceptAction,
  type AcceptState,
} from '../../../web/features/teams/accept-state';

const joined = { type: 'accepted', accountId: 'shop', message: 'You joined the account as editor.' } as const;
const refused = { type: 'refused', message: 'Please verify your email address before accepting.' } as const;

const rows: [string, AcceptState, AcceptAction, AcceptState][] = [
  [
    'auth known signed out',
    { kind: 'checking' },
    { type: 'auth', status: 'signedOut' },
    { kind: 'signedOut' },
  ],
  ['auth known signed in', { kind: 'checking' }, { type: 'auth', status: 'signedIn' }, { kind: 'ready' }],
  ['signing in on the page', { kind: 'signedOut' }, { type: 'auth', status: 'signedIn' }, { kind: 'ready' }],
  ['accept', { kind: 'ready' }, { type: 'accept' }, { kind: 'accepting' }],
  [
    'accept again after a refusal',
    { kind: 'ready', refusal: 'x' },
    { type: 'accept' },
    { kind: 'accepting' },
  ],
  [
    'accepted',
    { kind: 'accepting' },
    joined,
    { kind: 'accepted', accountId: 'shop', message: joined.message },
  ],
  ['refused: stays, in words', { kind: 'accepting' }, refused, { kind: 'ready', refusal: refused.message }],
  ['no double accept', { kind: 'accepting' }, { type: 'accept' }, { kind: 'accepting' }],
  ['accept signed out: nothing', { kind: 'signedOut' }, { type: 'accept' }, { kind: 'signedOut' }],
  [
    'auth refresh keeps a refusal',
    { kind: 'ready', refusal: 'x' },
    { type: 'auth', status: 'signedIn' },
    { kind: 'ready', refusal: 'x' },
  ],
  [
    'auth refresh mid-accept',
    { kind: 'accepting' },
    { type: 'auth', status: 'signedIn' },
    { kind: 'accepting' },
  ],
  [
    'signed out after joining: stays',
    { kind: 'accepted', accountId: 'a', message: 'm' },
    { type: 'auth', status: 'signedOut' },
    { kind: 'accepted', accountId: 'a', message: 'm' },
  ],
  ['no token: nothing to do', { kind: 'noToken' }, { type: 'auth', status: 'signedIn' }, { kind: 'noToken' }],
  ['a late answer is ignored', { kind: 'signedOut' }, joined, { kind: 'signedOut' }],
];

describe('acceptReducer', () => {
  it.each(rows)('%s', (_name, from, action, to) => {
    expect(acceptReducer(from, action)).toEqual(to);
  });

  it('starts checking with a token and refuses a link without one', () => {
    expect(initialAcceptState('t')).toEqual({ kind: 'checking' });
    expect(initialAcceptState(null)).toEqual({ kind: 'noToken' });
  });
});

describe('team routes', () => {
  it('guards /team like /account (signed in, whatever the plan) and leaves the accept link open', () => {
    expect(guardRoute({ auth: 'signedOut', path: '/team', profile: null })).toMatchObject({ to: '/login' });
    expect(guardRoute({ auth: 'signedIn', path: '/team', profile: null })).toEqual({ kind: 'allow' });
    expect(isProtectedPath('/team/accept')).toBe(false);
  });
});
