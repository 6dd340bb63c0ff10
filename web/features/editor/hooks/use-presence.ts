import { useQuery } from '@tanstack/react-query';
import { PRESENCE_BEAT_SECONDS } from '../../../../shared/contracts/activity';
import { beatPresence } from '../api/presence';

/**
 * Who else has this email open (issue 34): a heartbeat every PRESENCE_BEAT_SECONDS while the tab is visible
 * (React Query stops an interval in a hidden tab and beats again when it comes back). A failed beat shows
 * nobody rather than an error: presence is a hint, the save's 409 is the guard.
 */
export function usePresence(projectId: string) {
  const query = useQuery({
    queryKey: ['editor', 'presence', projectId],
    queryFn: ({ signal }) => beatPresence(projectId, signal),
    refetchInterval: PRESENCE_BEAT_SECONDS * 1000,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    retry: false,
    gcTime: 0,
  });
  return query.data?.others ?? [];
}
