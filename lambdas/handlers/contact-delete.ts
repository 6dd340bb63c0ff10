import { contactParamsSchema, deleteContactResponseSchema } from '../../shared/contracts/contacts';
import { contactNotFound } from '../domain/contacts/contact-errors';
import { deleteContacts } from '../domain/contacts/delete-contacts';
import { httpRoute } from '../http/route';

/**
 * DELETE /api/contacts/{contactId}: forgets the person; an unsubscribed, bounced or complained address stays
 * suppressed by its keyed hash. 404 when there is no such contact.
 */
export const handler = httpRoute({
  id: 'contactDelete',
  contract: { params: contactParamsSchema, response: deleteContactResponseSchema },
  handle: async ({ identity, ports, params }) => {
    const at = ports.clock.now().toISOString();
    const deleted = await deleteContacts(ports.store, identity.accountId, [params.contactId], at);
    if (deleted.length === 0) throw contactNotFound();
    return { deleted: true as const, contactId: params.contactId };
  },
});
