/**
 * The sign-up / sign-in sequence shared by /signup, /login and /auth-gate (docs/product.md › Sign-up sequence,
 * Auth gate, Account toasts): account first, then the visitor's local progress in one upsert (local keys removed
 * only after it succeeded), then the screen's next step. The redirect gate stays out of the way meanwhile.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { domainTakenToast, type Setup } from '../../../shared/contracts/setup';
import { afterSignUpPath } from '../../../shared/onboarding/flow';
import { safeOrigin } from '../../../shared/onboarding/redirect-rules';
import { paths } from '../../config/paths';
import { useAuth, type AuthUser } from '../../lib/auth';
import { signIn, signUp } from '../../lib/auth-actions';
import { useAuthSequence } from '../../lib/auth-sequence';
import { errorMessage, syncPendingProgress, type SyncOutcome } from '../../lib/progress-sync';
import { fetchProfile, initiateDnsSetup, profileQueryKey } from '../../lib/setup-api';
import { toast } from '../../lib/toast';
import { startInJoinedAccount } from '../teams/start-in-joined-account';
import { describeAuthError, rateLimitToast, type AuthFailure } from './auth-errors';

export type AccountMode = 'signUp' | 'signIn';
export type AccountScreen = 'signup' | 'login' | 'authGate';

export interface AccountRequest {
  mode: AccountMode;
  screen: AccountScreen;
  email: string;
  password: string;
  /** /login (and /signup from an invitation): where the visitor was sent from (router state), returned to after. */
  origin?: string | null;
}

export const descriptionSaveFailedToast = {
  title: 'Error Saving Progress',
  description: 'Could not save your business description. Please proceed and update it later if needed.',
  variant: 'destructive',
} as const;

function showAuthFailure(mode: AccountMode, failure: AuthFailure) {
  if (failure.kind === 'rateLimited' && mode === 'signUp') {
    toast(rateLimitToast);
    return;
  }
  toast({
    title: mode === 'signUp' ? 'Sign Up Failed' : 'Sign In Failed',
    description: failure.message,
    variant: 'destructive',
  });
}

function successToast(mode: AccountMode) {
  toast(
    mode === 'signUp'
      ? { title: 'Success', description: 'Your account has been created successfully.' }
      : { title: 'Success', description: "You've been signed in successfully." },
  );
}

/** The auth gate's after-save step: DNS setup when a provider exists (docs/product.md › Sign-up sequence), and the one toast to show. */
async function finishAtAuthGate(mode: AccountMode, outcome: SyncOutcome, cached: Setup | null) {
  if (outcome.kind === 'dataError') {
    toast(outcome.toast);
    return;
  }
  if (outcome.kind === 'failed') {
    toast({
      title:
        mode === 'signUp' ? 'Sign Up Succeeded, Data Save Failed' : 'Sign In Succeeded, Data Save Failed',
      description: `${mode === 'signUp' ? 'Your account was created' : 'You are signed in'}, but your progress could not be saved: ${outcome.message} It is still kept in this browser.`,
      variant: 'destructive',
    });
    return;
  }
  if (outcome.kind === 'saved' && outcome.domainTaken) {
    toast(domainTakenToast);
    return;
  }
  const setup = outcome.setup ?? cached;
  if (setup?.websiteProvider && setup.domain) {
    try {
      await initiateDnsSetup();
    } catch (error) {
      console.error('DNS setup could not be initiated', error);
      toast({
        title: 'DNS Setup Failed',
        description:
          'Your progress is saved, but the DNS records could not be prepared automatically. Please try again on the next page.',
        variant: 'destructive',
      });
      return;
    }
  }
  if (outcome.kind === 'saved')
    toast({
      title: 'Progress Saved!',
      description: 'Your previous progress has been linked to your account.',
    });
  else successToast(mode);
}

export function useAccountSequence() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { refresh } = useAuth();
  const sequence = useAuthSequence();

  /** Resolves with the failure to show beside a field, or null once the sequence has navigated on. */
  return useCallback(
    async ({ mode, screen, email, password, origin }: AccountRequest): Promise<AuthFailure | null> => {
      sequence.begin();
      let user: AuthUser;
      try {
        user = mode === 'signUp' ? await signUp(email, password) : await signIn(email, password);
        const state = await refresh();
        if (!state.user) throw new Error('User not found');
      } catch (error) {
        console.error(mode === 'signUp' ? 'Sign up failed' : 'Sign in failed', error);
        const failure = describeAuthError(error, mode);
        showAuthFailure(mode, failure);
        sequence.end();
        return failure;
      }

      const outcome = await syncPendingProgress(queryClient, user.id, {
        createBasicRecord: mode === 'signUp',
      });
      if (mode === 'signUp') {
        // The server creates the profile (user_info) on this first read; a failure here is only logged.
        await queryClient
          .fetchQuery({ queryKey: profileQueryKey(user.id), queryFn: ({ signal }) => fetchProfile(signal) })
          .catch((error: unknown) => console.error('Could not create the profile', errorMessage(error)));
      }

      if (screen === 'authGate') {
        await finishAtAuthGate(mode, outcome, null);
        navigate(paths.dnsConfirmation, { replace: true });
      } else {
        successToast(mode);
        if (outcome.kind === 'failed') toast(descriptionSaveFailedToast);
        if (outcome.kind === 'dataError') toast(outcome.toast);
        if (outcome.kind === 'saved' && outcome.domainTaken) toast(domainTakenToast);
        // A sign-up goes on with onboarding, unless it was sent from a page to come back to (issue 34's invitation).
        // A sign-in of someone who only works in a shop they joined starts in that shop (issue 34).
        const joined = mode === 'signIn' && (await startInJoinedAccount());
        const after =
          mode === 'signUp' && !origin
            ? afterSignUpPath()
            : joined && !origin
              ? paths.dashboard
              : safeOrigin(origin);
        navigate(after, { replace: true });
      }
      // The gate stays quiet until this page unmounts on the new path (useAuthSequence ends it then), so no rule
      // can act on the old path in between.
      return null;
    },
    [navigate, queryClient, refresh, sequence],
  );
}
