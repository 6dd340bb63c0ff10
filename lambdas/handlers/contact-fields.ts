import { contactFieldsResponseSchema } from '../../shared/contracts/contacts';
import { getContactFields } from '../domain/items/contact-fields';
import { httpRoute } from '../http/route';

/** GET /api/contacts/fields: the account's custom contact fields, `{ fields: [{ name, key, type }] }`. */
export const handler = httpRoute({
  id: 'contactFields',
  contract: { response: contactFieldsResponseSchema },
  handle: async ({ identity, ports }) => ({
    fields: await getContactFields(ports.store, identity.accountId),
  }),
});
