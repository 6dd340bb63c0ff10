import { contactParamsSchema } from '../../shared/contracts/contacts';
import { contactFlowsResponseSchema } from '../../shared/contracts/flows';
import { contactFlows } from '../domain/flows/contact-flows';
import { httpRoute } from '../http/route';

/** GET /api/contacts/{contactId}/automations: the automations a contact is in (or was), and where they wait. */
export const handler = httpRoute({
  id: 'contactFlows',
  contract: { params: contactParamsSchema, response: contactFlowsResponseSchema },
  handle: async ({ identity, ports, params }) =>
    contactFlows(ports.store, identity.accountId, params.contactId),
});
