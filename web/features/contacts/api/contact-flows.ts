/** GET /api/contacts/{contactId}/automations: the automations a contact is in (or was), and where they wait. */
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { contactFlowsResponseSchema } from '../../../../shared/contracts/flows';
import { contactFlowsKey } from '../../automations/api/keys';

export function useContactFlows(contactId: string | undefined) {
  const { status, user } = useAuth();
  return useQuery({
    queryKey: contactFlowsKey(user?.id ?? '', contactId ?? ''),
    queryFn: ({ signal }) =>
      api.get(`/api/contacts/${encodeURIComponent(contactId ?? '')}/automations`, {
        schema: contactFlowsResponseSchema,
        signal,
      }),
    enabled: status === 'signedIn' && !!user && !!contactId,
  });
}
