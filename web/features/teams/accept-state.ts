/**
 * The invitation accept page's states (issue 34), one pure reducer: the link's token and who is signed in
 * decide what the page offers; accepting either lands in the account or keeps the page with the refusal in
 * the contract's words (unverified address, another address, expired, used...), so the person can fix it
 * (verify their address, sign in with the invited one) and accept again. Table test:
 * tests/unit/web/team-accept-state.test.ts.
 */
export type AcceptState =
  | { kind: 'checking' }
  | { kind: 'noToken' }
  | { kind: 'signedOut' }
  | { kind: 'ready'; refusal?: string }
  | { kind: 'accepting' }
  | { kind: 'accepted'; accountId: string; message: string };

export type AcceptAction =
  | { type: 'auth'; status: 'loading' | 'signedIn' | 'signedOut' }
  | { type: 'accept' }
  | { type: 'accepted'; accountId: string; message: string }
  | { type: 'refused'; message: string };

export const initialAcceptState = (token: string | null): AcceptState =>
  token ? { kind: 'checking' } : { kind: 'noToken' };

export function acceptReducer(state: AcceptState, action: AcceptAction): AcceptState {
  if (state.kind === 'noToken' || state.kind === 'accepted') return state;
  switch (action.type) {
    case 'auth':
      if (state.kind === 'accepting') return state;
      if (action.status === 'loading') return { kind: 'checking' };
      if (action.status === 'signedOut') return { kind: 'signedOut' };
      return state.kind === 'ready' ? state : { kind: 'ready' };
    case 'accept':
      return state.kind === 'ready' ? { kind: 'accepting' } : state;
    case 'accepted':
      return state.kind === 'accepting'
        ? { kind: 'accepted', accountId: action.accountId, message: action.message }
        : state;
    case 'refused':
      return state.kind === 'accepting' ? { kind: 'ready', refusal: action.message } : state;
  }
}
