/** GET /api/flows/{flowId}: one flow with its definition, numbers per step and people per version. */
import { useQuery } from '@tanstack/react-query';
import { flowDetailResponseSchema } from '../../../../shared/contracts/flows';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { flowKey, flowPath } from './keys';

export function useFlow(flowId: string) {
  const { status, user } = useAuth();
  return useQuery({
    queryKey: flowKey(user?.id ?? '', flowId),
    queryFn: ({ signal }) => api.get(flowPath(flowId), { schema: flowDetailResponseSchema, signal }),
    enabled: status === 'signedIn' && !!user,
  });
}
