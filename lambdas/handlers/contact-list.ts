import { contactListResponseSchema, listContactsQuerySchema } from '../../shared/contracts/contacts';
import { listContacts } from '../domain/contacts/list-contacts';
import { httpRoute } from '../http/route';

/** GET /api/contacts: one page of the caller's contacts (search, status, tag, "Show more" cursor). */
export const handler = httpRoute({
  id: 'contactList',
  contract: { query: listContactsQuerySchema, response: contactListResponseSchema },
  handle: ({ identity, ports, query }) =>
    listContacts(ports.store, identity.accountId, {
      ...(query.q ? { q: query.q } : {}),
      ...(query.status ? { status: query.status } : {}),
      ...(query.tag ? { tag: query.tag } : {}),
      ...(query.cursor ? { cursor: query.cursor } : {}),
      ...(query.limit ? { limit: query.limit } : {}),
    }),
});
