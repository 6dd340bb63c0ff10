import { contactParamsSchema, contactResponseSchema } from '../../shared/contracts/contacts';
import { toContact } from '../domain/items/contact';
import { getContact } from '../domain/contacts/edit-contact';
import { httpRoute } from '../http/route';

/** GET /api/contacts/{contactId}: `{ contact }` or 404 'Contact not found'. */
export const handler = httpRoute({
  id: 'contactGet',
  contract: { params: contactParamsSchema, response: contactResponseSchema },
  handle: async ({ identity, ports, params }) => ({
    contact: toContact(await getContact(ports.store, identity.accountId, params.contactId)),
  }),
});
