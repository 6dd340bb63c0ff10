/**
 * What every onboarding step needs: who is here (visitor or signed in), the signed-in user's setup, the
 * overlay held until it has loaded, an 'Error Loading Data' toast when it could not be, and Previous / Next
 * along the shared flow list with the form-flow marker (docs/product.md › The onboarding order, Redirects).
 */
import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { nextStep, previousStep, type FlowPath } from '../../../shared/onboarding/flow';
import { usePageReady } from '../../components/loading-overlay/page-ready';
import { useAuth } from '../../lib/auth';
import { useAuthSequence } from '../../lib/auth-sequence';
import { formFlowState, rememberStep, returnToOf } from '../../lib/pending-progress';
import { useSetupQuery } from '../../lib/setup-api';
import { toast } from '../../lib/toast';

export interface StepOptions {
  /** 'Error Loading Data' description of this page (docs/product.md › Onboarding errors and toasts). */
  loadErrorDescription: string;
}

export type OnboardingStep = ReturnType<typeof useOnboardingStep>;

export function useOnboardingStep(path: FlowPath, { loadErrorDescription }: StepOptions) {
  const { status } = useAuth();
  const signedIn = status === 'signedIn';
  const setupQuery = useSetupQuery();
  const navigate = useNavigate();
  const location = useLocation();
  const returnTo = returnToOf(location.state);

  const sequence = useAuthSequence();

  /**
   * A signed-in save that is followed by this page's own navigation: the redirect gate holds still meanwhile, so a
   * rule reacting to the freshly saved setup (e.g. "everything present: go to the review") cannot race the page's
   * Next. Ends when the page unmounts on the new path, or at once when the save fails.
   */
  const saveThenNavigate = useCallback(
    async <T>(save: () => Promise<T>): Promise<T> => {
      sequence.begin();
      try {
        return await save();
      } catch (error) {
        sequence.end();
        throw error;
      }
    },
    [sequence],
  );

  const loading = status === 'loading' || (signedIn && setupQuery.isPending);
  usePageReady(!loading);

  const failedAt = signedIn && setupQuery.isError ? setupQuery.errorUpdatedAt : 0;
  useEffect(() => {
    if (!failedAt) return;
    toast({ title: 'Error Loading Data', description: loadErrorDescription, variant: 'destructive' });
  }, [failedAt, loadErrorDescription]);

  /**
   * A form-flow navigation (pushes a history entry carrying the marker). A visitor sent on by the flow has reached
   * the target, so it is remembered now, not only once the gate has let the visit through (a reload right after
   * must not throw them out).
   */
  const go = useCallback(
    (to: string) => {
      if (!signedIn) rememberStep(to);
      void navigate(to, { state: formFlowState() });
    },
    [navigate, signedIn],
  );

  /** After saving: back to the review page when the user came from its Edit button, else the next step. */
  const goNext = useCallback(
    (fallback: string = '/') => go(returnTo ?? nextStep(path, { signedIn }) ?? fallback),
    [go, returnTo, path, signedIn],
  );
  const goPrevious = useCallback(() => go(previousStep(path, { signedIn }) ?? '/'), [go, path, signedIn]);

  return {
    signedIn,
    loading,
    setup: signedIn ? (setupQuery.data ?? null) : null,
    loadFailed: signedIn && setupQuery.isError,
    returnTo,
    go,
    goNext,
    goPrevious,
    saveThenNavigate,
  };
}
