/** GET /api/team/activity: one page per call (newest first); "Show more" follows the API's cursor. */
import { useInfiniteQuery } from '@tanstack/react-query';
import { activityResponseSchema } from '../../../../shared/contracts/activity';
import { api } from '../../../lib/api-client';
import { teamActivityQueryKey } from './keys';

const pathOf = (cursor: string) =>
  cursor ? `/api/team/activity?cursor=${encodeURIComponent(cursor)}` : '/api/team/activity';

export const useTeamActivity = () =>
  useInfiniteQuery({
    queryKey: teamActivityQueryKey,
    queryFn: ({ pageParam, signal }) =>
      api.get(pathOf(pageParam), { schema: activityResponseSchema, signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
