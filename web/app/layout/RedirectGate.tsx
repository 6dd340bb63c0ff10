/**
 * THE redirect gate: on every path, auth, setup or profile change it asks `decideRedirect` (shared/onboarding,
 * RULES.md) what to do and does it: navigate (history replaced, 50 ms later when the user or loading state just
 * changed, with the rule's toast), or mark the setup complete (POST /api/setup/complete). It also holds the
 * loading overlay until the rules have decided, and stands in for guarded pages with the route guard's states.
 * Wired once in RootLayout: <RedirectGate> around the shell, <RouteGate> around the routed page.
 */
import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { hasPendingDescription } from '../../../shared/contracts/setup-local';
import { canonicalPath, isFlowPath } from '../../../shared/onboarding/flow';
import type { Decision, RedirectInput } from '../../../shared/onboarding/redirect-rules';
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
import { gateViewTexts, markerHolds, originOf, type GateView } from '../../lib/redirect-gate-basics';
import { toast } from '../../lib/toast';
import { isPublicPage, loadedGateRules, loadGateRules } from './gate-rules-loader';
import type { SignedInGateData } from './redirect-gate-live';
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

export function RedirectGate({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [live, setLive] = useState<SignedInGateData | null>(null);
  // A stored session: start loading the signed-in half while Amplify's tokens are read.
  useEffect(() => {
    if (currentStoredSession()) void loadLive();
  }, []);

  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const sequence = useMemo<AuthSequenceControl>(
    () => ({
      begin: () => {
        busyRef.current = true;
        setBusy(true);
      },
      end: () => {
        busyRef.current = false;
        setBusy(false);
      },
    }),
    [],
  );

  // An explicit sign-out (Hub 'signedOut') navigates home by itself; until it has, no rule may act on the old path
  // (e.g. send the user from /dns-confirmation to /login with 'Authentication Error'). 2 s at most.
  const [signingOutOn, setSigningOutOn] = useState<string | null>(null);
  const keyRef = useRef(location.key);
  keyRef.current = location.key;
  useEffect(
    () =>
      onAuthEvent((event) => {
        if (event === 'signedOut') setSigningOutOn(keyRef.current);
      }),
    [],
  );
  useEffect(() => {
    if (signingOutOn === null) return;
    const timer = window.setTimeout(() => setSigningOutOn(null), 2_000);
    return () => window.clearTimeout(timer);
  }, [signingOutOn]);
  const signingOut = signingOutOn !== null && signingOutOn === location.key;

  const initialKey = useRef(location.key);
  const path = `${location.pathname}${location.search}`;
  const signedIn = auth.status === 'signedIn';
  // Until the signed-in half has read this user's setup and profile, they are loading.
  const liveData = signedIn && live?.userId === auth.user?.id ? live : null;
  const setup = signedIn ? (liveData?.setup ?? 'loading') : null;
  const profile = signedIn ? (liveData?.profile ?? 'loading') : null;
  const fromFormFlow = markerHolds(location.state, location.key, initialKey.current);
  const origin = originOf(location.state);
  const authKey = `${auth.status}:${auth.user?.id ?? ''}`;

  // Local progress is read on every pass (another tab or the page may have just written it).
  const pending = auth.status === 'signedOut' ? readPendingProgress() : null;
  const hasPendingProgress = pending ? hasPendingDescription(pending) : false;
  const reachedPath = pending ? readFurthestStep() : null;

  const lastAuthKey = useRef<string | null>(null);
  const justChanged = lastAuthKey.current !== null && lastAuthKey.current !== authKey;

  const input: RedirectInput = {
    auth: auth.status,
    path,
    setup,
    profile,
    fromFormFlow,
    justChanged,
    hasPendingProgress,
    reachedPath,
    origin,
    busy: busy || signingOut,
  };
  // The rules load where they can decide something (gate-rules-loader.ts); main.tsx has loaded them already when
  // the first page needs them. Until they are here, a public page shows and a visitor not signed in is settled
  // (what the rules answer there); any other page waits with the guard's 'Authenticating....'.
  const publicPage = isPublicPage(location.pathname);
  const rulesNeeded = signedIn || !publicPage;
  const [rules, setRules] = useState(loadedGateRules);
  useEffect(() => {
    if (rules || !rulesNeeded) return;
    let current = true;
    void loadGateRules().then((loaded) => {
      if (current) setRules(() => loaded);
    });
    return () => {
      current = false;
    };
  }, [rules, rulesNeeded]);
  const decision: Decision = rules ? rules.decideRedirect(input) : null;
  const rulesReady = rules !== undefined || !rulesNeeded;

  // ---- automatic completion -------------------------------------------------------------------------------------
  const [completing, setCompleting] = useState(false);
  const failedCompletions = useRef(new Set<string>());
  const completingId = useRef<string | null>(null);
  const completionFailed =
    decision?.kind === 'markComplete' &&
    typeof setup === 'object' &&
    setup !== null &&
    failedCompletions.current.has(setup.id);

  // ---- perform the decision -------------------------------------------------------------------------------------
  const decisionKey = decision
    ? decision.kind === 'redirect'
      ? `redirect:${decision.rule}:${decision.to}`
      : 'markComplete'
    : 'none';
  const latest = useRef({ decision, setup, userId: auth.user?.id });
  latest.current = { decision, setup, userId: auth.user?.id };

  useEffect(() => {
    lastAuthKey.current = authKey;
  }, [authKey]);

  useEffect(() => {
    const { decision: current, setup: currentSetup, userId } = latest.current;
    if (current === null) {
      // No decision yet because the rules are still loading: nothing to remember either.
      if (!rulesReady) return;
      if (auth.status === 'signedOut' && isFlowPath(location.pathname)) rememberStep(location.pathname);
      return;
    }
    if (current.kind === 'markComplete') {
      if (typeof currentSetup !== 'object' || currentSetup === null || !userId) return;
      const id = currentSetup.id;
      if (failedCompletions.current.has(id) || completingId.current === id) return;
      completingId.current = id;
      setCompleting(true);
      loadLive()
        .then((m) => m.completeAndStore(userId))
        .catch((error: unknown) => {
          console.error('Could not mark the setup complete', error);
          failedCompletions.current.add(id);
          toast({
            title: 'Error Saving Progress',
            description: 'Could not update completion status.',
            variant: 'destructive',
          });
        })
        .finally(() => {
          completingId.current = null;
          setCompleting(false);
        });
      return;
    }
    const target = current;
    const timer = window.setTimeout(() => {
      if (busyRef.current) return;
      navigate(target.to, { replace: target.replace, state: target.state });
      if (target.toast) toast(target.toast);
    }, target.delayMs);
    return () => window.clearTimeout(timer);
    // decisionKey stands for the decision; path/key so a same-target decision on a new entry runs again
  }, [decisionKey, location.key, location.pathname, auth.status, navigate, rulesReady]);

  // ---- retry saving local progress for a signed-in user ---------------------------------------------------------
  // Local keys outlive a sign-in only when saving them failed (or the landing page wrote them while signed in):
  // try once per page visit, silently; the step pages fill their forms from the local copy meanwhile.
  const retried = useRef<string | null>(null);
  useEffect(() => {
    if (auth.status !== 'signedIn' || busy || !auth.user) return;
    if (retried.current === location.key || !hasAnyPending()) return;
    retried.current = location.key;
    const userId = auth.user.id;
    // progress-sync (and the setup contract it validates with) loads only here, for a signed-in user
    void loadLive()
      .then((m) => m.syncPending(userId))
      .then((outcome) => {
        if (outcome.kind === 'failed' || outcome.kind === 'dataError')
          console.warn('Local progress is still waiting to be saved:', outcome);
      });
  }, [auth.status, auth.user, busy, location.key]);

  const pathKey = canonicalPath(location.pathname);

  const view: GateView = rules ? rules.gateView(input, decision) : publicPage ? 'page' : 'authenticating';
  const settled = rules
    ? rules.gateSettled(input, completionFailed ? null : decision, completing)
    : !rulesNeeded && (input.busy || auth.status !== 'loading');
  const state = useMemo<GateState>(() => ({ view, settled }), [view, settled]);

  return (
    <AuthSequenceContext.Provider value={sequence}>
      {signedIn && (
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
