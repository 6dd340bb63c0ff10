/**
 * POST /api/contacts: a contact added by hand (the API records consent source 'manual'; status subscribed),
 * with the warnings it was added with (a role address).
 */
import { api } from '../../../lib/api-client';
import { createContactResponseSchema, type CreateContactBody } from '../../../../shared/contracts/contacts';

export const createContact = (body: CreateContactBody) =>
  api.post('/api/contacts', body, { schema: createContactResponseSchema });
