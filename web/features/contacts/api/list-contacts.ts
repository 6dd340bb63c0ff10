/** GET /api/contacts: one page per call, "Show more" follows the API's cursor. */
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { listPath, type ContactFilters } from '../contact-filters';
import { contactListResponseSchema } from '../../../../shared/contracts/contacts';
import { contactListKey } from './keys';

export function useContactList(filters: ContactFilters) {
  const { status, user } = useAuth();
  return useInfiniteQuery({
    queryKey: contactListKey(user?.id ?? '', filters),
    queryFn: ({ pageParam, signal }) =>
      api.get(listPath(filters, pageParam), { schema: contactListResponseSchema, signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // A new filter keeps the old rows on screen (marked as updating) until its first page arrives.
    placeholderData: keepPreviousData,
    enabled: status === 'signedIn' && !!user,
  });
}
