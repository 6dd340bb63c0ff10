import {
  isSuppressedStatus,
  type ContactStatus,
  type SuppressedStatus,
} from '../../../shared/contracts/contacts';
import type { TransactWrite } from '../../ports/store';
import {
  contactStatusWrite,
  deleteContactWrite,
  newContactItem,
  putNewContactWrite,
  type ContactItem,
  type ContactRecord,
  type ContactStatusSet,
  type NewContact,
} from '../items/contact';
import { countsWrite } from '../items/contact-counts';
import { claimEmailWrite, releaseEmailWrite, suppressEmailWrite } from '../items/email-claim';

/**
 * The transactions of the audience (docs/product.md › Contacts), built from the items' write builders.
 * Every write that creates, deletes or changes the status of a contact goes through one of these, so the
 * COUNTS item changes in the SAME transaction as the contacts, and adding subscribed contacts carries the
 * plan limit as a condition on it: counts stay exact and the limit holds under any concurrency. Callers run
 * them with store.transact (see insert-contacts.ts and apply-status-change.ts for the retries and the error
 * mapping).
 *
 * Layout of createContactWrites / deleteContactWrites: write 0 is COUNTS, then two writes per contact
 * (claim, contact); `failedWriteOf` turns a ConditionFailedError's index back into which one failed.
 * DynamoDB takes at most 100 writes a transaction: at most MAX_CONTACTS_PER_TRANSACTION contacts.
 */
export const MAX_CONTACTS_PER_TRANSACTION = 49;

export type FailedWrite = { kind: 'counts' } | { kind: 'claim' | 'contact'; contact: number };

export function failedWriteOf(index: number): FailedWrite {
  if (index === 0) return { kind: 'counts' };
  return { kind: index % 2 === 1 ? 'claim' : 'contact', contact: Math.floor((index - 1) / 2) };
}

const listOf = <T extends object>(one: T | readonly T[]): readonly T[] =>
  Array.isArray(one) ? (one as readonly T[]) : [one as T];

function checkSize(n: number) {
  if (n === 0 || n > MAX_CONTACTS_PER_TRANSACTION)
    throw new Error(`A contact transaction takes 1 to ${MAX_CONTACTS_PER_TRANSACTION} contacts, not ${n}`);
}

function tally(statuses: readonly ContactStatus[], sign: 1 | -1) {
  const delta: Partial<Record<ContactStatus, number>> = {};
  for (const s of statuses) delta[s] = (delta[s] ?? 0) + sign;
  return delta;
}

export interface CreateOptions {
  /** Subscribed contacts the plan allows (contact-limit.ts). */
  limit: number;
  /**
   * The person themselves signed up again (confirmed double opt-in) over their own suppression item: the
   * claim may replace a suppression of exactly this status. Never for imports or manual adds.
   */
  replacingSuppression?: Readonly<Record<string, SuppressedStatus>>;
}

/**
 * New contacts: COUNTS up (with the limit), then per contact its email claim (absent: no two contacts of
 * one address, ever, even from two imports at once) and the contact itself.
 */
export function createContactWrites(
  accountId: string,
  newContacts: NewContact | readonly NewContact[],
  options: CreateOptions,
): { writes: TransactWrite[]; items: ContactItem[] } {
  const contacts = listOf(newContacts);
  checkSize(contacts.length);
  const at = contacts.reduce((latest, c) => (c.at > latest ? c.at : latest), contacts[0]!.at);
  const items = contacts.map((c) => newContactItem(accountId, c));
  const writes: TransactWrite[] = [
    countsWrite(
      accountId,
      tally(
        items.map((i) => i.status),
        1,
      ),
      at,
      options.limit,
    ),
  ];
  for (const item of items) {
    const replacing = options.replacingSuppression?.[item.emailHash];
    writes.push(
      claimEmailWrite(accountId, item.emailHash, item.contactId, at, replacing),
      putNewContactWrite(item),
    );
  }
  return { writes, items };
}

export interface StatusChangeExtra {
  /** Default: now. */
  at?: string;
  /** Needed when the new status is 'subscribed' (pending -> subscribed, a resubscribe). */
  limit?: number;
  /** Why (stored as statusReason): 'unsubscribe link', 'bounce', 'complaint', 'confirmed'… */
  reason?: string;
  /** More attributes of the contact to set in the same write (e.g. consent with confirmedAt). */
  set?: ContactStatusSet;
}

/**
 * One contact's status from `contact.status` to `newStatus`: the contact (on condition that its status is
 * still the one read, so two changes at once cannot both count) and COUNTS (-1 old, +1 new; the limit when
 * the new status is subscribed). Empty when nothing changes. Write 0 is COUNTS, write 1 the contact.
 */
export function statusChangeWrites(
  accountId: string,
  contact: ContactRecord,
  newStatus: ContactStatus,
  extra: StatusChangeExtra = {},
): TransactWrite[] {
  if (contact.status === newStatus) return [];
  const at = extra.at ?? new Date().toISOString();
  return [
    countsWrite(accountId, { [contact.status]: -1, [newStatus]: 1 }, at, extra.limit),
    contactStatusWrite(accountId, contact, newStatus, {
      at,
      ...(extra.reason ? { reason: extra.reason } : {}),
      ...(extra.set ? { set: extra.set } : {}),
    }),
  ];
}

/**
 * Deleting contacts forgets them: COUNTS down, each contact deleted (on condition of the status read), and
 * its claim either deleted or, when the status was unsubscribed / bounced / complained, kept as a suppression
 * item holding only the keyed hash, the status and the time, so no import can bring the address back.
 */
export function deleteContactWrites(
  accountId: string,
  deleted: ContactRecord | readonly ContactRecord[],
  at: string = new Date().toISOString(),
): TransactWrite[] {
  const contacts = listOf(deleted);
  checkSize(contacts.length);
  const writes: TransactWrite[] = [
    countsWrite(
      accountId,
      tally(
        contacts.map((c) => c.status),
        -1,
      ),
      at,
    ),
  ];
  for (const c of contacts) {
    writes.push(
      isSuppressedStatus(c.status)
        ? suppressEmailWrite(accountId, c.emailHash, c.status, at)
        : releaseEmailWrite(accountId, c.emailHash),
      deleteContactWrite(accountId, c),
    );
  }
  return writes;
}
