import { contactResponseSchema, createContactBodySchema } from '../../shared/contracts/contacts';
import { addContact } from '../domain/contacts/add-contact';
import { toContact } from '../domain/items/contact';
import { httpRoute } from '../http/route';
import { reply } from '../http/responses';
import { signingPort } from '../wiring/signing';

/** POST /api/contacts: 201 `{ contact }`; 409 when the address is a contact or suppressed; 403 over the limit. */
export const handler = httpRoute({
  id: 'contactCreate',
  uses: [signingPort],
  contract: { body: createContactBodySchema, response: contactResponseSchema },
  handle: async ({ identity, ports, body }) =>
    reply(201, { contact: toContact(await addContact(ports, identity.accountId, body)) }),
});
