import { bulkContactsBodySchema, bulkContactsResponseSchema } from '../../shared/contracts/contacts';
import { bulkContacts } from '../domain/contacts/bulk-contacts';
import { httpRoute } from '../http/route';

/** POST /api/contacts/bulk: tag, untag or delete up to 100 contacts; `{ done, skipped }`. */
export const handler = httpRoute({
  id: 'contactBulk',
  contract: { body: bulkContactsBodySchema, response: bulkContactsResponseSchema },
  handle: ({ identity, ports, body }) => bulkContacts(ports, identity.accountId, body),
});
