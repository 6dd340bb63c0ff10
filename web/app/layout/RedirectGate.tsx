/**
 * THE redirect gate: on every path, auth, setup or profile change it asks `decideRedirect` (shared/onboarding,
 * RULES.md) what to do and does it: navigate (history replaced, 50 ms later when the user or loading state just
 * changed, with the rule's toast), or mark the setup complete (POST /api/setup/complete). It also holds the
 * loading overlay until the rules have decided, and stands in for guarded pages with the route guard's states.
 * Wired once in RootLayout: <RedirectGate> around the shell, <RouteGate> around the routed page.
 */
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { hasPendingDescription } from '../../../shared/contracts/setup-local';
import { canonicalPath, isFlowPath } from '../../../shared/onboarding/flow';
import { decideRedirect, type Decision, type RedirectInput } from '../../../shared/onboarding/redirect-rules';
import { usePageReady } from '../../components/loading-overlay/page-ready';
import { Spinner } from '../../components/ui';
import { errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { onAuthEvent } from '../../lib/session';
import { AuthSequenceContext, type AuthSequenceControl } from '../../lib/auth-sequence';
import {
  readFurthestStep,
  readPendingProgress,
  rememberStep,
  hasAnyPending,
} from '../../lib/pending-progress';
import {
  gateSettled,
  gateView,
  gateViewTexts,
  markerHolds,
  originOf,
  toLoadable,
  type GateView,
} from '../../lib/redirect-gate-state';
import { completeSetup, storeSetup, useProfileQuery, useSetupQuery } from '../../lib/setup-api';
import { toast } from '../../lib/toast';
import styles from './RedirectGate.module.css';

interface GateState {
  view: GateView;
  settled: boolean;
}

const GateContext = createContext<GateState>({ view: 'page', settled: true });

/** Pages that report a failed setup read in their own words ('Error Loading Data', 'Loading Error', …). */
const pagesWithOwnLoadError: ReadonlySet<string> = new Set([
  '/business-overview',
  '/business-clarification',
  '/goals-form',
  '/select-emails',
  '/website-status',
  '/info-clarification',
  '/dns-confirmation',
  '/website-tracking',
]);

export function RedirectGate({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const setupQuery = useSetupQuery();
  const profileQuery = useProfileQuery();

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
  const setup = signedIn ? toLoadable(setupQuery) : null;
  const profile = signedIn ? toLoadable(profileQuery) : null;
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
  const decision: Decision = decideRedirect(input);

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
      if (auth.status === 'signedOut' && isFlowPath(location.pathname)) rememberStep(location.pathname);
      return;
    }
    if (current.kind === 'markComplete') {
      if (typeof currentSetup !== 'object' || currentSetup === null || !userId) return;
      const id = currentSetup.id;
      if (failedCompletions.current.has(id) || completingId.current === id) return;
      completingId.current = id;
      setCompleting(true);
      completeSetup()
        .then((saved) => storeSetup(queryClient, userId, saved))
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
  }, [decisionKey, location.key, location.pathname, auth.status, navigate, queryClient]);

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
    void import('../../lib/progress-sync')
      .then(({ syncPendingProgress }) => syncPendingProgress(queryClient, userId))
      .then((outcome) => {
        if (outcome.kind === 'failed' || outcome.kind === 'dataError')
          console.warn('Local progress is still waiting to be saved:', outcome);
      });
  }, [auth.status, auth.user, busy, location.key, queryClient]);

  // ---- load errors no page reports itself -----------------------------------------------------------------------
  const pathKey = canonicalPath(location.pathname);
  const setupFailedAt = setupQuery.isError ? setupQuery.errorUpdatedAt : 0;
  useEffect(() => {
    if (!setupFailedAt || pagesWithOwnLoadError.has(pathKey)) return;
    console.error('Could not load the setup', errorMessage(setupQuery.error));
    toast({
      title: 'Error Loading Setup',
      description: 'Could not retrieve your setup information.',
      variant: 'destructive',
    });
    // once per failure
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [setupFailedAt]);
  const profileFailedAt = profileQuery.isError ? profileQuery.errorUpdatedAt : 0;
  useEffect(() => {
    if (!profileFailedAt) return;
    console.error('Could not load the profile', errorMessage(profileQuery.error));
    toast({
      title: 'Error Loading User Profile',
      description: 'Could not retrieve user profile.',
      variant: 'destructive',
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [profileFailedAt]);

  const view = gateView(input, decision);
  const settled = gateSettled(input, completionFailed ? null : decision, completing);
  const state = useMemo<GateState>(() => ({ view, settled }), [view, settled]);

  return (
    <AuthSequenceContext.Provider value={sequence}>
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
