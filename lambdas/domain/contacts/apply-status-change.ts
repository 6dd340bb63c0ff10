import type { ContactStatus } from '../../../shared/contracts/contacts';
import { ConditionFailedError, type Item, type Store } from '../../ports/store';
import { keys } from '../../table';
import { RetryAttempt, withRetries } from '../store-retry';
import { asContactItem, type ContactItem } from './contact-item';
import { contactLimitReached, contactsBusy } from './contact-errors';
import { readContactLimit } from './contact-limit';
import { ensureCountsWrite, statusChangeWrites } from './contact-writes';

export interface StatusChangeOptions {
  /** Stored as statusReason: 'unsubscribe link', 'one-click', 'bounce', 'complaint', 'confirmed'… */
  reason: string;
  /** Default: now. */
  at?: string;
  /** More attributes to set with the status (e.g. the consent with its confirmation). */
  set?: Item;
}

export interface StatusChangeResult {
  /** Undefined when there is no such contact (deleted, or never existed). */
  contact: ContactItem | undefined;
  /** False when the contact already had `newStatus` (an unsubscribe clicked twice). */
  changed: boolean;
}

/**
 * Reads the contact, builds statusChangeWrites and runs them. When the status changed between the read and
 * the write (the contact's condition failed) it reads and tries once more; transaction conflicts are retried
 * with a pause. To 'subscribed' it reads the plan limit and answers 403 in its words when there is no room.
 * Unsubscribe, bounce, complaint and the double opt-in confirmation all go through here.
 */
export async function applyStatusChange(
  store: Store,
  sub: string,
  contactId: string,
  newStatus: ContactStatus,
  options: StatusChangeOptions,
): Promise<StatusChangeResult> {
  const at = options.at ?? new Date().toISOString();
  const limit = newStatus === 'subscribed' ? await readContactLimit(store, sub) : undefined;
  let collisions = 0;
  return withRetries(async () => {
    const item = await store.get(keys.contact(sub, contactId));
    if (!item) return { contact: undefined, changed: false };
    const contact = asContactItem(item);
    const writes = statusChangeWrites(sub, contact, newStatus, {
      at,
      ...(limit !== undefined ? { limit } : {}),
      reason: options.reason,
      ...(options.set ? { set: options.set } : {}),
    });
    if (writes.length === 0) return { contact, changed: false };
    try {
      await store.transact(writes);
    } catch (error) {
      if (!(error instanceof ConditionFailedError)) throw error;
      if (error.failedIndex === 0) {
        const counts = await store.get(keys.contactCounts(sub));
        if (typeof counts?.subscribed === 'number') throw contactLimitReached(limit ?? 0);
        await store.transact([ensureCountsWrite(sub)]);
        throw new RetryAttempt();
      }
      if (++collisions > 1) throw contactsBusy();
      throw new RetryAttempt();
    }
    const changed = {
      ...contact,
      ...options.set,
      status: newStatus,
      gsi1pk: keys.contactStatusIndex(sub, newStatus, contact.emailKey, contactId).gsi1pk,
      updatedAt: at,
      statusReason: options.reason,
    } as ContactItem;
    return { contact: changed, changed: true };
  }, contactsBusy);
}
