/** GET /api/contacts/fields: the account's custom contact fields (name, key, type), from its imports. */
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { contactFieldsResponseSchema } from '../../../../shared/contracts/contacts';
import { contactFieldsKey } from './keys';

export function useContactFields(enabled: boolean) {
  const { status, user } = useAuth();
  return useQuery({
    queryKey: contactFieldsKey(user?.id ?? ''),
    queryFn: ({ signal }) => api.get('/api/contacts/fields', { schema: contactFieldsResponseSchema, signal }),
    enabled: enabled && status === 'signedIn' && !!user,
  });
}
