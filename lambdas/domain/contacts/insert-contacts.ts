import type { SuppressedStatus } from '../../../shared/contracts/contacts';
import { ConditionFailedError, type Store } from '../../ports/store';
import { keys } from '../../table';
import { RetryAttempt } from '../projects/retry';
import type { ContactItem, NewContact } from './contact-item';
import { contactsBusy } from './contact-errors';
import { createContactWrites, ensureCountsWrite, failedWriteOf, type CreateOptions } from './contact-writes';
import { withContactRetries } from './retry';

/** Why a new contact was not added. */
export type NotAdded =
  | { index: number; reason: 'exists'; contactId: string }
  | { index: number; reason: 'suppressed'; status: SuppressedStatus }
  | { index: number; reason: 'over-limit' };

export interface InsertResult {
  added: ContactItem[];
  notAdded: NotAdded[];
}

/**
 * Inserts up to MAX_CONTACTS_PER_TRANSACTION new contacts (the manual add: one; an import: a batch) with
 * createContactWrites, as few transactions as the races allow. A transaction that fails names one write:
 * an address already claimed (that contact is set aside as 'exists' or 'suppressed', the rest go again), or
 * COUNTS (missing: created and tried again; the limit: as many subscribed contacts as there is room for go
 * again, the others are 'over-limit'). Contacts that are not added change nothing.
 */
export async function insertContacts(
  store: Store,
  sub: string,
  contacts: readonly NewContact[],
  options: CreateOptions,
): Promise<InsertResult> {
  let pending = contacts.map((contact, index) => ({ contact, index }));
  const notAdded: NotAdded[] = [];
  let rounds = 0;
  const added = await withContactRetries(async () => {
    if (++rounds > contacts.length + 10) throw contactsBusy();
    if (pending.length === 0) return [];
    const { writes, items } = createContactWrites(
      sub,
      pending.map((p) => p.contact),
      options,
    );
    try {
      await store.transact(writes);
      return items;
    } catch (error) {
      if (!(error instanceof ConditionFailedError) || error.failedIndex === undefined) throw error;
      const failed = failedWriteOf(error.failedIndex);
      if (failed.kind === 'counts') {
        const counts = await store.get(keys.contactCounts(sub));
        if (typeof counts?.subscribed !== 'number') {
          await store.transact([ensureCountsWrite(sub)]);
          throw new RetryAttempt();
        }
        let room = Math.max(0, options.limit - counts.subscribed);
        pending = pending.filter((p) => {
          if (p.contact.status !== 'subscribed' || room-- > 0) return true;
          notAdded.push({ index: p.index, reason: 'over-limit' });
          return false;
        });
        throw new RetryAttempt();
      }
      if (failed.kind === 'contact') throw error;
      const { contact, index } = pending[failed.contact]!;
      const claim = await store.get(keys.contactEmail(sub, contact.emailHash));
      if (typeof claim?.contactId === 'string') {
        notAdded.push({ index, reason: 'exists', contactId: claim.contactId });
      } else if (typeof claim?.suppressed === 'string') {
        notAdded.push({ index, reason: 'suppressed', status: claim.suppressed as SuppressedStatus });
      } else {
        throw new RetryAttempt(); // the claim went away meanwhile (a delete): try it again
      }
      pending = pending.filter((_, i) => i !== failed.contact);
      throw new RetryAttempt();
    }
  });
  return { added, notAdded: notAdded.sort((a, b) => a.index - b.index) };
}
