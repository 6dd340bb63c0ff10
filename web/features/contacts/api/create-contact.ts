/** POST /api/contacts: a contact added by hand (the API records consent source 'manual'; status subscribed). */
import { api } from '../../../lib/api-client';
import { contactResponseSchema, type CreateContactBody } from '../../../../shared/contracts/contacts';

export const createContact = async (body: CreateContactBody) =>
  (await api.post('/api/contacts', body, { schema: contactResponseSchema })).contact;
