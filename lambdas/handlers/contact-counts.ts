import { contactCountsResponseSchema } from '../../shared/contracts/contacts';
import { contactCounts } from '../domain/contacts/contact-counts';
import { httpRoute } from '../http/route';

/** GET /api/contacts/counts: `{ counts: {subscribed, pending, …}, limit }`. */
export const handler = httpRoute({
  id: 'contactCounts',
  contract: { response: contactCountsResponseSchema },
  handle: ({ identity, ports }) => contactCounts(ports.store, identity.accountId),
});
