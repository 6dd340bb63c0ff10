/**
 * The signed-in user's setup and profile over /api (contracts in shared/contracts/setup.ts and profile.ts), as
 * React Query hooks sharing one cache entry per user, so the redirect gate and every page read the same copy.
 * The contracts (full zod) load with the first call: the shell imports this module on every page, and a
 * signed-out visitor of a public page never makes one.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Profile } from '../../shared/contracts/profile';
import type { Setup, SetupPatchInput } from '../../shared/contracts/setup';
import { api } from './api-client';
import { useAuth } from './auth';

const setupContract = () => import('../../shared/contracts/setup').then((m) => m.setupResponseSchema);
const profileContract = () => import('../../shared/contracts/profile').then((m) => m.profileResponseSchema);

export const setupQueryKey = (userId: string) => ['setup', userId] as const;
export const profileQueryKey = (userId: string) => ['profile', userId] as const;

export async function fetchSetup(signal?: AbortSignal): Promise<Setup | null> {
  return (await api.get('/api/setup', { schema: await setupContract(), signal })).setup;
}

/** One partial upsert (PATCH /api/setup); resolves with the whole record as stored. */
export async function patchSetup(patch: SetupPatchInput): Promise<Setup> {
  const { setup } = await api.patch('/api/setup', patch, { schema: await setupContract() });
  if (!setup) throw new Error('The server saved nothing.');
  return setup;
}

/** POST /api/setup/complete: the server checks completion itself and answers the record. */
export async function completeSetup(): Promise<Setup | null> {
  return (await api.post('/api/setup/complete', {}, { schema: await setupContract() })).setup;
}

/** GET /api/profile: also creates the profile (user_info) when the caller has none yet. */
export async function fetchProfile(signal?: AbortSignal): Promise<Profile | null> {
  return (await api.get('/api/profile', { schema: await profileContract(), signal })).profile;
}

/** POST /api/dns/initiate with an empty body (the DNS routes read the caller's setup themselves). */
export async function initiateDnsSetup(): Promise<{ message?: string }> {
  const body = await api.post<unknown>('/api/dns/initiate', {});
  const message =
    typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string'
      ? (body as { message: string }).message
      : undefined;
  return message === undefined ? {} : { message };
}

/** Puts a freshly saved record in the cache, first cancelling a read that could land after it with older data. */
export async function storeSetup(queryClient: QueryClient, userId: string, setup: Setup | null) {
  await queryClient.cancelQueries({ queryKey: setupQueryKey(userId) });
  queryClient.setQueryData(setupQueryKey(userId), setup);
}

/** The caller's setup: disabled (status 'pending', fetchStatus 'idle') while signed out. */
export function useSetupQuery() {
  const { status, user } = useAuth();
  const userId = user?.id ?? '';
  return useQuery({
    queryKey: setupQueryKey(userId),
    queryFn: ({ signal }) => fetchSetup(signal),
    enabled: status === 'signedIn' && userId !== '',
  });
}

export function useProfileQuery() {
  const { status, user } = useAuth();
  const userId = user?.id ?? '';
  return useQuery({
    queryKey: profileQueryKey(userId),
    queryFn: ({ signal }) => fetchProfile(signal),
    enabled: status === 'signedIn' && userId !== '',
  });
}

/** Saves one step for a signed-in user; on success the cache holds the stored record. */
export function useSaveSetup() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: patchSetup,
    onSuccess: async (setup) => {
      if (user) await storeSetup(queryClient, user.id, setup);
    },
  });
}
