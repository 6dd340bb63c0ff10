import {
  contactParamsSchema,
  contactResponseSchema,
  updateContactBodySchema,
} from '../../shared/contracts/contacts';
import { toContact } from '../domain/items/contact';
import { editContact } from '../domain/contacts/edit-contact';
import { httpRoute } from '../http/route';

/** PATCH /api/contacts/{contactId}: names, tags, custom fields, or `status: 'unsubscribed'`; `{ contact }`. */
export const handler = httpRoute({
  id: 'contactUpdate',
  contract: { params: contactParamsSchema, body: updateContactBodySchema, response: contactResponseSchema },
  handle: async ({ identity, ports, params, body }) => ({
    contact: toContact(await editContact(ports, identity.accountId, params.contactId, body)),
  }),
});
