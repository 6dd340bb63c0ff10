/** GET /api/flows: the account's flows with their numbers (prebuilt drafts included once made). */
import { useQuery } from '@tanstack/react-query';
import { flowListResponseSchema } from '../../../../shared/contracts/flows';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { flowListKey } from './keys';

export function useFlowList() {
  const { status, user } = useAuth();
  return useQuery({
    queryKey: flowListKey(user?.id ?? ''),
    queryFn: ({ signal }) => api.get('/api/flows', { schema: flowListResponseSchema, signal }),
    enabled: status === 'signedIn' && !!user,
  });
}
