/** PATCH /api/contacts/{contactId}: names, tags, or unsubscribing the person on their behalf. */
import { api } from '../../../lib/api-client';
import { contactResponseSchema, type UpdateContactBody } from '../../../../shared/contracts/contacts';

export const updateContact = async (contactId: string, body: UpdateContactBody) =>
  (
    await api.patch(`/api/contacts/${encodeURIComponent(contactId)}`, body, {
      schema: contactResponseSchema,
    })
  ).contact;
