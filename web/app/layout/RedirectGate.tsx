/**
 * THE redirect gate: on every path, auth, setup or profile change it asks `decideRedirect` (shared/onboarding,
 * RULES.md) what to do and does it: navigate (history replaced, 50 ms later when the user or loading state just
 * changed, with the rule's toast), or mark the setup complete (POST /api/setup/complete). It also holds the
 * loading overlay until the rules have decided, and stands in for guarded pages with the route guard's states.
 * Wired once in RootLayout: <RedirectGate> around the shell, <RouteGate> around the routed page. Its state is one
 * reducer, and what the rules decide and the gate does are pure functions of it (redirect-gate-machine.ts,
 * table-tested); this component holds the subscriptions, timers and requests.
 */
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { hasPendingDescription } from '../../../shared/contracts/setup-local';
import { canonicalPath } from '../../../shared/onboarding/flow';
import { usePageReady } from '../../components/loading-overlay/page-ready';
import { Spinner } from '../../components/ui/Spinner';
import { useAuth } from '../../lib/auth';
import { currentStoredSession, onAuthEvent } from '../../lib/session';
import { AuthSequenceContext, type AuthSequenceControl } from '../../lib/auth-sequence';
import {
  readFurthestStep,
  readPendingProgress,
  rememberStep,
  hasAnyPending,
} from '../../lib/pending-progress';
import { gateViewTexts, type GateView } from '../../lib/redirect-gate-basics';
import { toast } from '../../lib/toast';
import { useLatestReducer } from '../../lib/use-latest-reducer';
import { isPublicPage, loadedGateRules, loadGateRules } from './gate-rules-loader';
import type { SignedInGateData } from './redirect-gate-live';
import {
  authKeyOf,
  gatePass,
  gateReducer,
  gateStep,
  initialGate,
  retryDue,
  rulesWanted,
  type GateWorld,
} from './redirect-gate-machine';
import styles from './RedirectGate.module.css';

interface GateState {
  view: GateView;
  settled: boolean;
}

const GateContext = createContext<GateState>({ view: 'page', settled: true });

/**
 * The signed-in half (queries, completion, progress retry; redirect-gate-live.tsx) loads only when a session is
 * stored or someone signs in: a signed-out visitor of a public page never loads it, nor React Query.
 */
const loadLive = () => import('./redirect-gate-live');
const RedirectGateLive = lazy(() => loadLive().then((m) => ({ default: m.RedirectGateLive })));

/** An explicit sign-out navigates home by itself; the rules wait for it 2 s at most. */
const SIGN_OUT_WINDOW_MS = 2_000;

export function RedirectGate({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  // The gate's state is one reducer (redirect-gate-machine.ts); `current` is what was dispatched last, for the
  // timers and effects below that must not wait for the next render.
  const [machine, dispatch, current] = useLatestReducer(gateReducer, () =>
    initialGate(location.key, loadedGateRules()),
  );

  const sequence = useMemo<AuthSequenceControl>(
    () => ({
      begin: () => dispatch({ type: 'sequenceBegan' }),
      end: () => dispatch({ type: 'sequenceEnded' }),
    }),
    [dispatch],
  );
  const setLive = useCallback(
    (live: SignedInGateData | null) => dispatch({ type: 'liveChanged', live }),
    [dispatch],
  );

  // An explicit sign-out (Hub 'signedOut') navigates home by itself; until it has, no rule may act on the old path
  // (e.g. send the user from /dns-confirmation to /login with 'Authentication Error').
  const keyRef = useRef(location.key);
  keyRef.current = location.key;
  useEffect(() => {
    // A stored session: start loading the signed-in half while Amplify's tokens are read.
    if (currentStoredSession()) void loadLive();
    return onAuthEvent((event) => {
      if (event === 'signedOut') dispatch({ type: 'signedOut', key: keyRef.current });
    });
  }, [dispatch]);
  useEffect(() => {
    if (machine.signingOutOn === null) return;
    const timer = window.setTimeout(() => dispatch({ type: 'signOutWindowEnded' }), SIGN_OUT_WINDOW_MS);
    return () => window.clearTimeout(timer);
  }, [machine.signingOutOn, dispatch]);

  // Local progress is read on every pass (another tab or the page may have just written it).
  const pending = auth.status === 'signedOut' ? readPendingProgress() : null;
  const world: GateWorld = {
    auth: auth.status,
    userId: auth.user?.id,
    pathname: location.pathname,
    search: location.search,
    locationKey: location.key,
    locationState: location.state,
    hasPendingProgress: pending ? hasPendingDescription(pending) : false,
    reachedPath: pending ? readFurthestStep() : null,
    publicPage: isPublicPage(location.pathname),
  };
  const pass = gatePass(machine, world);
  const { decisionKey, rulesReady } = pass;

  // The rules load where they can decide something (gate-rules-loader.ts); main.tsx has loaded them already when
  // the first page needs them.
  const loadRules = rulesWanted(machine, world);
  useEffect(() => {
    if (!loadRules) return;
    let active = true;
    void loadGateRules().then((rules) => {
      if (active) dispatch({ type: 'rulesLoaded', rules });
    });
    return () => {
      active = false;
    };
  }, [loadRules, dispatch]);

  const authKey = authKeyOf(world);
  useEffect(() => dispatch({ type: 'authSeen', authKey }), [authKey, dispatch]);

  // ---- perform the decision -------------------------------------------------------------------------------------
  useEffect(() => {
    const step = gateStep(current(), pass, world);
    if (step.kind === 'remember') rememberStep(step.path);
    else if (step.kind === 'complete') {
      const { setupId, userId } = step;
      dispatch({ type: 'completionStarted', setupId });
      loadLive()
        .then((m) => m.completeAndStore(userId))
        .then(
          () => dispatch({ type: 'completionEnded', setupId, failed: false }),
          (error: unknown) => {
            console.error('Could not mark the setup complete', error);
            toast({
              title: 'Error Saving Progress',
              description: 'Could not update completion status.',
              variant: 'destructive',
            });
            dispatch({ type: 'completionEnded', setupId, failed: true });
          },
        );
    } else if (step.kind === 'navigate') {
      const target = step.redirect;
      const timer = window.setTimeout(() => {
        if (current().sequence) return;
        navigate(target.to, { replace: target.replace, state: target.state });
        if (target.toast) toast(target.toast);
      }, target.delayMs);
      return () => window.clearTimeout(timer);
    }
    // decisionKey stands for the decision; path/key so a same-target decision on a new entry runs again
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [decisionKey, location.key, location.pathname, auth.status, navigate, rulesReady]);

  // ---- retry saving local progress for a signed-in user ---------------------------------------------------------
  // Try once per page visit, silently; the step pages fill their forms from the local copy meanwhile.
  useEffect(() => {
    if (!retryDue(current(), world, hasAnyPending) || !auth.user) return;
    dispatch({ type: 'retried', key: location.key });
    const userId = auth.user.id;
    // progress-sync (and the setup contract it validates with) loads only here, for a signed-in user
    void loadLive()
      .then((m) => m.syncPending(userId))
      .then((outcome) => {
        if (outcome.kind === 'failed' || outcome.kind === 'dataError')
          console.warn('Local progress is still waiting to be saved:', outcome);
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [auth.status, auth.user, machine.sequence, location.key]);

  const pathKey = canonicalPath(location.pathname);
  const { view, settled } = pass;
  const state = useMemo<GateState>(() => ({ view, settled }), [view, settled]);

  return (
    <AuthSequenceContext.Provider value={sequence}>
      {world.auth === 'signedIn' && (
        <Suspense fallback={null}>
          <RedirectGateLive pathKey={pathKey} onChange={setLive} />
        </Suspense>
      )}
      <GateContext.Provider value={state}>{children}</GateContext.Provider>
    </AuthSequenceContext.Provider>
  );
}

/** Inside the page boundary: holds the overlay until the rules have decided; shows the guard's states. */
export function RouteGate({ children }: { children: ReactNode }) {
  const { view, settled } = useContext(GateContext);
  usePageReady(settled || view !== 'page');
  if (view === 'page') return <>{children}</>;
  return (
    <div className={styles.status} role="status" aria-live="polite">
      <Spinner size="lg" decorative />
      <p>{gateViewTexts[view]}</p>
    </div>
  );
}
