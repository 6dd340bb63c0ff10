import {
  addWarningsOf,
  createContactBodySchema,
  createContactResponseSchema,
} from '../../shared/contracts/contacts';
import { addContact } from '../domain/contacts/add-contact';
import { toContact } from '../domain/items/contact';
import { httpRoute } from '../http/route';
import { reply } from '../http/responses';
import { signingPort } from '../wiring/signing';

/** POST /api/contacts: 201 `{ contact, warnings }` (a role address: the import's warning); 409 when the address is a contact or suppressed; 403 over the limit. */
export const handler = httpRoute({
  id: 'contactCreate',
  uses: [signingPort],
  contract: { body: createContactBodySchema, response: createContactResponseSchema },
  handle: async ({ identity, ports, body }) => {
    const contact = toContact(await addContact(ports, identity.accountId, body));
    return reply(201, { contact, warnings: addWarningsOf(contact.email) });
  },
});
