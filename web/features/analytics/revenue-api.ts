/** GET /api/analytics/revenue (issue 31) as a React Query hook. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnalyticsRange } from '../../../shared/contracts/analytics';
import { revenueReportSchema, type RevenueQuery } from '../../../shared/contracts/analytics-revenue';
import { api } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { analyticsQueryKey } from './analytics-api';

/** The revenue range of the page's range: its days are UTC days, at least a week. */
export const revenueRangeOf = (range: AnalyticsRange): RevenueQuery['range'] =>
  range === 'today' ? '7d' : range;

export function useRevenueReport(range: RevenueQuery['range']) {
  const { status, user } = useAuth();
  return useQuery({
    queryKey: [...analyticsQueryKey(user?.id ?? ''), 'revenue', range],
    queryFn: ({ signal }) =>
      api.get(`/api/analytics/revenue?range=${range}`, { schema: revenueReportSchema, signal }),
    enabled: status === 'signedIn' && !!user,
    placeholderData: keepPreviousData,
  });
}
