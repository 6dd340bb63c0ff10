import { contactActivitySchema } from '../../shared/contracts/contact-activity';
import { contactParamsSchema } from '../../shared/contracts/contacts';
import { contactActivity } from '../domain/commerce/contact-activity';
import { httpRoute } from '../http/route';

/** GET /api/contacts/{contactId}/activity (issue 31): the contact's events, emails, orders and revenue, or 404. */
export const handler = httpRoute({
  id: 'contactActivity',
  contract: { params: contactParamsSchema, response: contactActivitySchema },
  handle: ({ identity, ports, params }) => contactActivity(ports.store, identity.accountId, params.contactId),
});
