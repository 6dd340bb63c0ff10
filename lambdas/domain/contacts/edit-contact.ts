import type { UpdateContactBody } from '../../../shared/contracts/contacts';
import type { Clock } from '../../ports/clock';
import { ConditionFailedError, type Store } from '../../ports/store';
import { getContact as readContact, updateContactDetails, type ContactRecord } from '../items/contact';
import { getContactFields } from '../items/contact-fields';
import { applyStatusChange } from './apply-status-change';
import { mergeFieldValues } from './field-values';
import { contactNotFound, statusChangeNotAllowed } from './contact-errors';

/** GET /api/contacts/{contactId}: the caller's contact or 404 (another account's id is simply not found). */
export async function getContact(store: Store, accountId: string, contactId: string): Promise<ContactRecord> {
  const contact = await readContact(store, accountId, contactId);
  if (!contact) throw contactNotFound();
  return contact;
}

/**
 * PATCH /api/contacts/{contactId}: names, tags and custom fields (an empty name removes it), and `status: 'unsubscribed'`,
 * which unsubscribes a subscribed or pending contact on the person's behalf (statusChangeWrites, so COUNTS
 * follows). Nobody is subscribed again by hand, and a bounced or complained contact stays so: 409.
 */
export async function editContact(
  deps: { store: Store; clock: Clock },
  accountId: string,
  contactId: string,
  body: Omit<UpdateContactBody, 'tags'> & { tags?: string[] },
): Promise<ContactRecord> {
  const { store } = deps;
  const at = deps.clock.now().toISOString();
  let contact = await getContact(store, accountId, contactId);
  if (body.status === 'unsubscribed' && contact.status !== 'unsubscribed') {
    if (contact.status !== 'subscribed' && contact.status !== 'pending')
      throw statusChangeNotAllowed(contact.status);
  }
  const fields = body.fields
    ? mergeFieldValues(contact.fields ?? {}, body.fields, await getContactFields(store, accountId))
    : undefined;
  const details = body.firstName !== undefined || body.lastName !== undefined || body.tags !== undefined;
  if (details || fields) {
    const firstName = body.firstName !== undefined ? body.firstName || undefined : contact.firstName;
    const lastName = body.lastName !== undefined ? body.lastName || undefined : contact.lastName;
    try {
      contact = await updateContactDetails(
        store,
        accountId,
        contactId,
        {
          firstName,
          lastName,
          ...(body.tags !== undefined ? { tags: body.tags } : {}),
          ...(fields ? { fields } : {}),
        },
        at,
      );
    } catch (error) {
      if (error instanceof ConditionFailedError) throw contactNotFound();
      throw error;
    }
  }
  if (body.status === 'unsubscribed' && contact.status !== 'unsubscribed') {
    const result = await applyStatusChange(store, accountId, contactId, 'unsubscribed', {
      reason: 'unsubscribed by the account',
      at,
    });
    if (!result.contact) throw contactNotFound();
    if (result.contact.status !== 'unsubscribed') throw statusChangeNotAllowed(result.contact.status);
    contact = result.contact;
  }
  return contact;
}
