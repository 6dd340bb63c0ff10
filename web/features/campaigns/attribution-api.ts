/** GET /api/campaigns/{id}/attribution (shared/contracts/attribution.ts) as a React Query hook. */
import { useQuery } from '@tanstack/react-query';
import { campaignAttributionSchema } from '../../../shared/contracts/attribution';
import { api } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';

/** Visits and sales arrive through the stream aggregator a few seconds after they happen. */
export const ATTRIBUTION_POLL_MS = 15_000;

export function useCampaignAttribution(campaignId: string) {
  const { status } = useAuth();
  return useQuery({
    queryKey: ['campaigns', campaignId, 'attribution'],
    queryFn: ({ signal }) =>
      api.get(`/api/campaigns/${encodeURIComponent(campaignId)}/attribution`, {
        schema: campaignAttributionSchema,
        signal,
      }),
    enabled: status === 'signedIn',
    refetchInterval: ATTRIBUTION_POLL_MS,
  });
}
