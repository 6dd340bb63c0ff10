/** The campaign routes (contracts in shared/contracts/campaigns.ts) as React Query hooks and calls. */
import { useQuery } from '@tanstack/react-query';
import {
  audienceCountResponseSchema,
  campaignChecksResponseSchema,
  campaignListResponseSchema,
  campaignResponseSchema,
  type Audience,
  type Campaign,
  type CreateCampaignBody,
  type UpdateCampaignBody,
} from '../../../shared/contracts/campaigns';
import { ApiRequestError, api } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { campaignPollMs } from './results-live';

export const campaignKeys = {
  all: ['campaigns'] as const,
  one: (id: string) => ['campaigns', id] as const,
  checks: (id: string) => ['campaigns', id, 'checks'] as const,
  audience: (audience: Audience) => ['campaigns', 'audience', JSON.stringify(audience)] as const,
};

const path = (id: string, action = '') =>
  `/api/campaigns/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;

export function useCampaignList() {
  const { status } = useAuth();
  return useQuery({
    queryKey: campaignKeys.all,
    queryFn: ({ signal }) => api.get('/api/campaigns', { schema: campaignListResponseSchema, signal }),
    enabled: status === 'signedIn',
  });
}

export function useCampaign(id: string) {
  const { status } = useAuth();
  return useQuery({
    queryKey: campaignKeys.one(id),
    queryFn: async ({ signal }) =>
      (await api.get(path(id), { schema: campaignResponseSchema, signal })).campaign,
    enabled: status === 'signedIn',
    // Every 2 s while it sends, then every 10 s for a few minutes, while SES's events still arrive.
    refetchInterval: (query) => campaignPollMs(query.state.data, Date.now()),
  });
}

export function useCampaignChecks(id: string, enabled: boolean) {
  return useQuery({
    queryKey: campaignKeys.checks(id),
    queryFn: ({ signal }) => api.get(path(id, 'checks'), { schema: campaignChecksResponseSchema, signal }),
    enabled,
  });
}

export function useAudienceCount(audience: Audience | undefined) {
  return useQuery({
    queryKey: campaignKeys.audience(audience ?? { kind: 'all' }),
    queryFn: async ({ signal }) =>
      (
        await api.get(
          `/api/campaigns/audience-count?audience=${encodeURIComponent(JSON.stringify(audience))}`,
          {
            schema: audienceCountResponseSchema,
            signal,
          },
        )
      ).count,
    enabled: audience !== undefined,
    staleTime: 5_000,
  });
}

export const createCampaign = async (body: CreateCampaignBody): Promise<Campaign> =>
  (await api.post('/api/campaigns', body, { schema: campaignResponseSchema })).campaign;

export const updateCampaign = async (id: string, body: UpdateCampaignBody): Promise<Campaign> =>
  (await api.patch(path(id), body, { schema: campaignResponseSchema })).campaign;

export type CampaignAction = 'send-now' | 'schedule' | 'cancel' | 'pause' | 'resume';

export const campaignAction = async (
  id: string,
  action: CampaignAction,
  body: object = {},
): Promise<Campaign> => (await api.post(path(id, action), body, { schema: campaignResponseSchema })).campaign;

export const deleteCampaign = (id: string) => api.delete(path(id));

/** The sentence to show for a failed call: the first field's own words on a 400, else the server's sentence. */
export function failureText(error: unknown): string {
  if (error instanceof ApiRequestError) return error.issues?.[0]?.message ?? error.message;
  return error instanceof Error ? error.message : 'Something went wrong. Please try again.';
}
