import { contactsBusy } from './contact-errors';
import { ConditionFailedError, type Store } from '../../ports/store';
import { RetryAttempt, withRetries } from '../store-retry';
import { getContact, type ContactRecord } from '../items/contact';
import { deleteContactWrites, MAX_CONTACTS_PER_TRANSACTION } from './contact-writes';
import { unlinkDeletedContactsEvents } from './unlink-events';

/**
 * Deletes the caller's contacts among `contactIds` with deleteContactWrites, a transaction per 49. Ids that
 * are not the caller's contacts (keys come from the caller, so another account's never match) are skipped.
 * A contact whose status changed between the read and the write is read again. Then the deleted contacts'
 * events lose their link to them (unlink-events.ts). Returns the ids deleted.
 */
export async function deleteContacts(
  store: Store,
  accountId: string,
  contactIds: readonly string[],
  at: string,
): Promise<string[]> {
  const deleted: string[] = [];
  const ids = [...new Set(contactIds)];
  for (let start = 0; start < ids.length; start += MAX_CONTACTS_PER_TRANSACTION) {
    const chunk = ids.slice(start, start + MAX_CONTACTS_PER_TRANSACTION);
    const done = await withRetries(async () => {
      const found = (await Promise.all(chunk.map((id) => getContact(store, accountId, id)))).filter(
        (contact): contact is ContactRecord => contact !== undefined,
      );
      if (found.length === 0) return [];
      try {
        await store.transact(deleteContactWrites(accountId, found, at));
      } catch (error) {
        if (error instanceof ConditionFailedError) throw new RetryAttempt();
        throw error;
      }
      return found.map((c) => c.contactId);
    }, contactsBusy);
    deleted.push(...done);
  }
  await unlinkDeletedContactsEvents(store, accountId, deleted);
  return deleted;
}
