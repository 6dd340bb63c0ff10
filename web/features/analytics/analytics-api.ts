/** The analytics calls (contracts in shared/contracts/analytics.ts) as React Query hooks. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type AnalyticsRange,
  analyticsReportSchema,
  type CreateGoalBody,
  deleteGoalResponseSchema,
  goalResponseSchema,
} from '../../../shared/contracts/analytics';
import { api } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';

export const analyticsQueryKey = (userId: string) => ['analytics', userId] as const;

/** The browser's own time zone: the report's days are the user's days. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export function useAnalyticsReport(range: AnalyticsRange, tz: string) {
  const { status, user } = useAuth();
  return useQuery({
    queryKey: [...analyticsQueryKey(user?.id ?? ''), range, tz],
    queryFn: ({ signal }) =>
      api.get(`/api/analytics?${new URLSearchParams({ range, tz }).toString()}`, {
        schema: analyticsReportSchema,
        signal,
      }),
    enabled: status === 'signedIn' && !!user,
    placeholderData: keepPreviousData,
  });
}

export const createGoal = async (body: CreateGoalBody) =>
  (await api.post('/api/analytics/goals', body, { schema: goalResponseSchema })).goal;

export const deleteGoal = (goalId: string) =>
  api.delete(`/api/analytics/goals/${encodeURIComponent(goalId)}`, { schema: deleteGoalResponseSchema });
