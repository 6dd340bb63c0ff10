import type { Store, TransactWrite } from '../../ports/store';
import { getContact } from '../items/contact';
import { statusChangeWrites } from './contact-writes';

/**
 * The writes that make a contact bounced or complained, for another area's transaction (an SES event counts
 * the outcome and changes the contact at once: campaigns/send/ses-events.ts). Read now: empty when the
 * contact is gone or already has that status. They are statusChangeWrites (COUNTS -1 old, +1 new; the
 * contact on condition that its status is still the one read), so COUNTS stay exact; when that condition
 * fails the contact changed meanwhile, and the caller reads again and retries.
 */
export async function eventStatusWrites(
  store: Store,
  accountId: string,
  contactId: string,
  newStatus: 'bounced' | 'complained',
  change: { reason: string; at: string },
): Promise<TransactWrite[]> {
  const contact = await getContact(store, accountId, contactId);
  if (!contact) return [];
  return statusChangeWrites(accountId, contact, newStatus, change);
}
