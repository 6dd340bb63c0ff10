/** GET /api/campaigns/{id}/results (shared/contracts/campaign-results.ts) as a React Query hook. */
import { useQuery } from '@tanstack/react-query';
import { campaignResultsResponseSchema } from '../../../shared/contracts/campaign-results';
import { api } from '../../lib/api-client';
import { campaignKeys } from './campaigns-api';

/** Read again this often while the campaign sends (clicks and SES events keep arriving after it, too). */
export const RESULTS_POLL_MS = 10_000;

/**
 * How long after a send finishes its results keep being read: SES's delivery events and the counts built
 * from them trail the last mail by seconds to a minute, so results read as the send ended said "Delivered 0"
 * beside a progress of "Delivered 2" until the page was opened again (a journey saw it).
 */
export const RESULTS_SETTLE_MS = 5 * 60_000;

export const resultsKey = (id: string) => [...campaignKeys.one(id), 'results'] as const;

/** Whether a campaign's results are still moving: it sends, or it finished less than RESULTS_SETTLE_MS ago. Pure. */
export function resultsLive(campaign: { status: string; finishedAt: string | null }, nowMs: number): boolean {
  if (campaign.status === 'sending') return true;
  const finished = campaign.finishedAt ? Date.parse(campaign.finishedAt) : Number.NaN;
  return Number.isFinite(finished) && nowMs - finished < RESULTS_SETTLE_MS;
}

/** The campaign's results, read again every RESULTS_POLL_MS while they are live (checked at each read). */
export function useCampaignResults(campaign: { id: string; status: string; finishedAt: string | null }) {
  const id = campaign.id;
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
