/** GET /api/campaigns/{id}/results (shared/contracts/campaign-results.ts) as a React Query hook. */
import { useQuery } from '@tanstack/react-query';
import { campaignResultsResponseSchema } from '../../../shared/contracts/campaign-results';
import { api } from '../../lib/api-client';
import { campaignKeys } from './campaigns-api';

/** Read again this often while the campaign sends (clicks and SES events keep arriving after it, too). */
export const RESULTS_POLL_MS = 10_000;

export const resultsKey = (id: string) => [...campaignKeys.one(id), 'results'] as const;

export function useCampaignResults(id: string, sending: boolean) {
  return useQuery({
    queryKey: resultsKey(id),
    queryFn: async ({ signal }) =>
      (
        await api.get(`/api/campaigns/${encodeURIComponent(id)}/results`, {
          schema: campaignResultsResponseSchema,
          signal,
        })
      ).results,
    refetchInterval: sending ? RESULTS_POLL_MS : false,
  });
}
