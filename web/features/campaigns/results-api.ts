/** GET /api/campaigns/{id}/results (shared/contracts/campaign-results.ts) as a React Query hook. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { campaignResultsResponseSchema } from '../../../shared/contracts/campaign-results';
import { api } from '../../lib/api-client';
import { campaignKeys } from './campaigns-api';
import { RESULTS_POLL_MS, resultsLive, resultsSignature } from './results-live';

export const resultsKey = (id: string) => [...campaignKeys.one(id), 'results'] as const;

interface ResultsCampaign {
  id: string;
  status: string;
  finishedAt: string | null;
  counters: Record<string, number>;
}

/**
 * The campaign's results, read again every RESULTS_POLL_MS while they are live (results-live.ts), and at once
 * whenever the campaign's own read shows its counters or status moved.
 */
export function useCampaignResults(campaign: ResultsCampaign) {
  const id = campaign.id;
  const queryClient = useQueryClient();
  const signature = resultsSignature(campaign);
  const seen = useRef(signature);
  useEffect(() => {
    if (seen.current === signature) return;
    seen.current = signature;
    void queryClient.invalidateQueries({ queryKey: resultsKey(id), exact: true });
  }, [signature, id, queryClient]);
  return useQuery({
    queryKey: resultsKey(id),
    queryFn: async ({ signal }) =>
      (
        await api.get(`/api/campaigns/${encodeURIComponent(id)}/results`, {
          schema: campaignResultsResponseSchema,
          signal,
        })
      ).results,
    refetchInterval: () => (resultsLive(campaign, Date.now()) ? RESULTS_POLL_MS : false),
  });
}
