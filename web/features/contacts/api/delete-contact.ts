/** DELETE /api/contacts/{contactId}: forgets the person (the API keeps only a keyed hash when suppressed). */
import { deleteContactResponseSchema } from '../../../../shared/contracts/contacts';
import { api } from '../../../lib/api-client';

export const deleteContact = (contactId: string) =>
  api.delete(`/api/contacts/${encodeURIComponent(contactId)}`, { schema: deleteContactResponseSchema });
