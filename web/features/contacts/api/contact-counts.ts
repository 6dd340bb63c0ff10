/** GET /api/contacts/counts: how many contacts have each status (the COUNTS item, one read). */
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { contactCountsResponseSchema } from '../../../../shared/contracts/contacts';
import { contactCountsKey } from './keys';

export function useContactCounts() {
  const { status, user } = useAuth();
  return useQuery({
    queryKey: contactCountsKey(user?.id ?? ''),
    queryFn: ({ signal }) => api.get('/api/contacts/counts', { schema: contactCountsResponseSchema, signal }),
    enabled: status === 'signedIn' && !!user,
  });
}
