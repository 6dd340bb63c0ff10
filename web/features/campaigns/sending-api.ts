/** The account's sending guard (issue 35, contracts in shared/contracts/sending-status.ts). */
import { useQuery } from '@tanstack/react-query';
import { sendingStatusResponseSchema, type SendingStatus } from '../../../shared/contracts/sending-status';
import { api } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';

export const sendingKeys = { status: ['sending-status'] as const };

/** Read on every sending page; again every 30 s, so a pause during a send shows without a reload. */
export function useSendingStatus() {
  const { status } = useAuth();
  return useQuery({
    queryKey: sendingKeys.status,
    queryFn: async ({ signal }) =>
      (await api.get('/api/sending-status', { schema: sendingStatusResponseSchema, signal })).sending,
    enabled: status === 'signedIn',
    refetchInterval: 30_000,
  });
}

/** "I've cleaned my list": the guard resumes, and the campaigns it paused go on. */
export async function resumeSending(): Promise<SendingStatus> {
  const answer = await api.post(
    '/api/sending-status/resume',
    { cleaned: true },
    { schema: sendingStatusResponseSchema },
  );
  return answer.sending;
}
