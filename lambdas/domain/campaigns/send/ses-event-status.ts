import { ConditionFailedError, type Store, type TransactWrite } from '../../../ports/store';
import { RetryAttempt, withRetries } from '../../store-retry';

/**
 * The writes that make a contact bounced or complained, read when called (contacts/event-status-writes.ts,
 * passed in by the handler: campaigns do not import contacts). Empty when there is nothing to change.
 */
export type ContactStatusWrites = (
  sub: string,
  contactId: string,
  status: 'bounced' | 'complained',
  reason: string,
) => Promise<TransactWrite[]>;

const busy = () =>
  new Error('The contact kept changing while an SES event was applied; the event is retried');

/**
 * Counts an SES outcome and changes the contact's status in ONE transaction: `counted` (write 0: the
 * outcome's once-only flag, then its counters) and the contact's status writes. A process that dies at any
 * point has done both or neither, so the redelivery of the event (EventBridge's retry; locally the SES
 * proxy's journal, lambdas/local/ses-events-delivery.ts) finds either nothing done or everything done.
 * False when the flag was already there (a repeat: its status change was part of that first transaction).
 * A contact changed between the read and the write (its condition failed) is read again; a collision on a
 * shared counter is retried after a pause.
 */
export async function countWithStatus(
  store: Store,
  counted: readonly TransactWrite[],
  statusWrites: () => Promise<TransactWrite[]>,
): Promise<boolean> {
  return withRetries(async () => {
    const writes = [...counted, ...(await statusWrites())];
    try {
      await store.transact(writes);
      return true;
    } catch (error) {
      if (!(error instanceof ConditionFailedError)) throw error;
      if (error.failedIndex === 0 || error.failedIndexes?.includes(0)) return false;
      throw new RetryAttempt();
    }
  }, busy);
}

/**
 * Changes the contact's status on its own (the third soft bounce, whose count is on the contact item itself),
 * reading again when the contact changed meanwhile. Safe to run again: empty writes when already changed.
 */
export async function changeStatusNow(
  store: Store,
  statusWrites: () => Promise<TransactWrite[]>,
): Promise<void> {
  await withRetries(async () => {
    const writes = await statusWrites();
    if (writes.length === 0) return;
    try {
      await store.transact(writes);
    } catch (error) {
      if (!(error instanceof ConditionFailedError)) throw error;
      throw new RetryAttempt();
    }
  }, busy);
}
