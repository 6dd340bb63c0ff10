/** GET /api/contacts/{contactId}/activity (issue 31): the contact's events, emails, orders and revenue. */
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { contactActivitySchema } from '../../../../shared/contracts/contact-activity';
import { contactsKey } from './keys';

export function useContactActivity(contactId: string) {
  const { status, user } = useAuth();
  return useQuery({
    queryKey: [...contactsKey(user?.id ?? ''), 'activity', contactId] as const,
    queryFn: ({ signal }) =>
      api.get(`/api/contacts/${encodeURIComponent(contactId)}/activity`, {
        schema: contactActivitySchema,
        signal,
      }),
    enabled: status === 'signedIn' && !!user && contactId !== '',
  });
}
