/**
 * /team/accept?token=… (issue 34), the invitation mail's link. Signed out: sign in or create a login with
 * the invited address, then back here. Signed in: Accept joins the account, remembers it as the current one
 * and opens its templates; a refusal stays on the page in the contract's words. States: accept-state.ts.
 */
import { useEffect, useReducer } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { usePageReady } from '../../components/loading-overlay/page-ready';
import { Button, ButtonLink, Card, Spinner } from '../../components/ui';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { switchAccount } from '../../lib/current-account';
import { toast } from '../../lib/toast';
import { acceptInvitation } from './api/accept';
import { acceptReducer, initialAcceptState } from './accept-state';
import styles from './Team.module.css';

export function AcceptInvitationPage() {
  const [search] = useSearchParams();
  const token = search.get('token');
  const { status, user } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(acceptReducer, token, initialAcceptState);
  usePageReady(status !== 'loading');

  useEffect(() => dispatch({ type: 'auth', status }), [status]);
  useEffect(() => {
    if (state.kind !== 'accepted') return;
    switchAccount(state.accountId);
    toast({ title: 'Welcome to the team', description: state.message });
    void navigate(paths.dashboard, { replace: true });
  }, [state, navigate]);

  const accept = async () => {
    if (!token) return;
    dispatch({ type: 'accept' });
    try {
      const joined = await acceptInvitation(token);
      dispatch({ type: 'accepted', accountId: joined.accountId, message: joined.message });
    } catch (error) {
      dispatch({ type: 'refused', message: errorMessage(error) });
    }
  };
  const back = { from: `${location.pathname}${location.search}` };

  return (
    <div className={styles.page}>
      <h1>Join a team on Jungle Mail</h1>
      <Card>
        {state.kind === 'checking' && <Spinner label="Checking who is signed in" showLabel />}
        {state.kind === 'noToken' && (
          <p role="alert">This invitation link is not valid. Ask for a new invitation.</p>
        )}
        {state.kind === 'signedOut' && (
          <div className={styles.invite}>
            <p>Sign in, or create your login, with the email address the invitation was sent to.</p>
            <div className={styles.row}>
              <ButtonLink to={paths.login} state={back}>
                Sign in
              </ButtonLink>
              <ButtonLink to={paths.signup} state={back} variant="outline">
                Create your login
              </ButtonLink>
            </div>
          </div>
        )}
        {(state.kind === 'ready' || state.kind === 'accepting') && (
          <div className={styles.invite}>
            <p>
              You are signed in as <strong>{user?.email}</strong>. Accept to join the account that invited
              you.
            </p>
            <div>
              <Button onClick={() => void accept()} disabled={state.kind === 'accepting'}>
                {state.kind === 'accepting' ? 'Accepting...' : 'Accept invitation'}
              </Button>
            </div>
            {state.kind === 'ready' && state.refusal && <p role="alert">{state.refusal}</p>}
            <p className={styles.muted}>
              Not the invited address? <Link to={paths.account}>Sign out from your account page</Link> and
              sign in with it.
            </p>
          </div>
        )}
        {state.kind === 'accepted' && <p role="status">{state.message}</p>}
      </Card>
    </div>
  );
}
