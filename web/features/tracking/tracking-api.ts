/** The tracking routes (shared/contracts/tracking.ts) as the page calls them, and their React Query hooks. */
import { useMutation, useQuery } from '@tanstack/react-query';
import { checkSiteResponseSchema, trackingStatusResponseSchema } from '../../../shared/contracts/tracking';
import { isTrackingId } from '../../../shared/tracking/event';
import { api } from '../../lib/api-client';

/** get-or-create-tracking-id; throws with the spec's internal messages when no id comes back. */
export async function getOrCreateTrackingId(emailSetupId: string): Promise<string> {
  const body = await api.post<{ trackingPixelId?: unknown } | null>('/api/tracking/id', { emailSetupId });
  if (!body || typeof body !== 'object') throw new Error('Could not get or create tracking ID');
  if (!isTrackingId(body.trackingPixelId)) throw new Error('No trackingPixelId returned from function');
  return body.trackingPixelId;
}

export function fetchPixelStatus(emailSetupId: string) {
  return api.get(`/api/tracking/status?emailSetupId=${encodeURIComponent(emailSetupId)}`, {
    schema: trackingStatusResponseSchema,
  });
}

export function checkMySite(emailSetupId: string) {
  return api.post('/api/tracking/check-site', { emailSetupId }, { schema: checkSiteResponseSchema });
}

/** The setup's tracking id, created on first load; `undefined` setup id keeps it idle. */
export function useTrackingId(emailSetupId: string | undefined) {
  return useQuery({
    queryKey: ['trackingId', emailSetupId ?? ''],
    queryFn: () => getOrCreateTrackingId(emailSetupId as string),
    enabled: emailSetupId !== undefined,
    staleTime: Infinity,
  });
}

export function usePixelTest() {
  return useMutation({ mutationFn: fetchPixelStatus });
}

export function useSiteCheck() {
  return useMutation({ mutationFn: checkMySite });
}

/** Issue 31: the setup's dropped commerce events (count and last problem), read with the pixel status. */
export function useCommerceDrops(emailSetupId: string | undefined) {
  return useQuery({
    queryKey: ['trackingStatus', emailSetupId ?? ''],
    queryFn: () => fetchPixelStatus(emailSetupId as string),
    enabled: emailSetupId !== undefined,
    select: (status) => status.dropped,
  });
}
