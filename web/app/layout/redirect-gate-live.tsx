/**
 * The redirect gate's signed-in half (web/app/layout/RedirectGate.tsx): the setup and profile queries the rules
 * read, the toasts for load errors no page reports itself, automatic completion and the retry of local progress.
 * The gate loads this module (with React Query and the setup contract) only when a session is stored or someone
 * signs in, so signed-out visitors of public pages never load it (issue 13's budget).
 */
import { useEffect, useLayoutEffect } from 'react';
import type { Profile } from '../../../shared/contracts/profile';
import type { Setup } from '../../../shared/contracts/setup';
import type { Loadable } from '../../../shared/onboarding/redirect-rules';
import { errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { getQueryClient, QueryProvider } from '../../lib/query-client';
import { toLoadable } from '../../lib/redirect-gate-state';
import { completeSetup, storeSetup, useProfileQuery, useSetupQuery } from '../../lib/setup-api';
import { toast } from '../../lib/toast';

/** What the gate's rules read for a signed-in user. */
export interface SignedInGateData {
  userId: string;
  setup: Loadable<Setup>;
  profile: Loadable<Profile>;
}

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

interface Props {
  /** The canonical path shown (for pagesWithOwnLoadError). */
  pathKey: string;
  /** Called before paint on every change, and with null when the data goes (sign-out). */
  onChange: (data: SignedInGateData | null) => void;
}

export function RedirectGateLive(props: Props) {
  return (
    <QueryProvider>
      <GateData {...props} />
    </QueryProvider>
  );
}

function GateData({ pathKey, onChange }: Props) {
  const { user } = useAuth();
  const setupQuery = useSetupQuery();
  const profileQuery = useProfileQuery();
  const userId = user?.id ?? '';
  const setup = toLoadable(setupQuery);
  const profile = toLoadable(profileQuery);

  useLayoutEffect(() => {
    if (userId) onChange({ userId, setup, profile });
  }, [onChange, userId, setup, profile]);
  useLayoutEffect(() => () => onChange(null), [onChange]);

  // ---- load errors no page reports itself -----------------------------------------------------------------------
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
  return null;
}

/** POST /api/setup/complete and the answer into the shared cache. */
export async function completeAndStore(userId: string): Promise<void> {
  const saved = await completeSetup();
  await storeSetup(getQueryClient(), userId, saved);
}

/** Saves progress kept locally (progress-sync validates it with the setup contract). */
export async function syncPending(userId: string) {
  const { syncPendingProgress } = await import('../../lib/progress-sync');
  return syncPendingProgress(getQueryClient(), userId);
}
