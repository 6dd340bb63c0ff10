import type { ContactStatus } from '../../../shared/contracts/contacts';
import { ConditionFailedError, type Store } from '../../ports/store';
import { RetryAttempt, withRetries } from '../store-retry';
import { getContact, type ContactRecord, type ContactStatusSet } from '../items/contact';
import { ensureCountsWrite, getContactCountsRecord } from '../items/contact-counts';
import { contactLimitReached, contactsBusy } from './contact-errors';
import { readContactLimit } from './contact-limit';
import { statusChangeWrites } from './contact-writes';

export interface StatusChangeOptions {
  /** Stored as statusReason: 'unsubscribe link', 'one-click', 'bounce', 'complaint', 'confirmed'… */
  reason: string;
  /** Default: now. */
  at?: string;
  /** More attributes to set with the status (e.g. the consent with its confirmation). */
  set?: ContactStatusSet;
  /** Only from this status: a contact in any other one (even after a collision) is left as it is. */
  from?: ContactStatus;
}

export interface StatusChangeResult {
  /** Undefined when there is no such contact (deleted, or never existed). */
  contact: ContactRecord | undefined;
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
  accountId: string,
  contactId: string,
  newStatus: ContactStatus,
  options: StatusChangeOptions,
): Promise<StatusChangeResult> {
  const at = options.at ?? new Date().toISOString();
  const limit = newStatus === 'subscribed' ? await readContactLimit(store, accountId) : undefined;
  let collisions = 0;
  return withRetries(async () => {
    const contact = await getContact(store, accountId, contactId);
    if (!contact) return { contact: undefined, changed: false };
    if (options.from !== undefined && contact.status !== options.from) return { contact, changed: false };
    const writes = statusChangeWrites(accountId, contact, newStatus, {
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
        const counts = await getContactCountsRecord(store, accountId);
        if (counts?.subscribed !== undefined) throw contactLimitReached(limit ?? 0);
        await store.transact([ensureCountsWrite(accountId)]);
        throw new RetryAttempt();
      }
      if (++collisions > 1) throw contactsBusy();
      throw new RetryAttempt();
    }
    const changed: ContactRecord = {
      ...contact,
      ...options.set,
      status: newStatus,
      updatedAt: at,
      statusReason: options.reason,
    };
    return { contact: changed, changed: true };
  }, contactsBusy);
}
