import {
  contactStatuses,
  isSuppressedStatus,
  type ContactStatus,
  type SuppressedStatus,
} from '../../../shared/contracts/contacts';
import type { Item, TransactWrite } from '../../ports/store';
import { keys } from '../../table';
import { indexKeysOf, newContactItem, type ContactItem, type NewContact } from './contact-item';

/**
 * The pure write builders of the audience (docs/product.md › Contacts). Every write that creates, deletes or
 * changes the status of a contact goes through one of these, so the COUNTS item changes in the SAME
 * transaction as the contacts, and adding subscribed contacts carries the plan limit as a condition on it:
 * counts stay exact and the limit holds under any concurrency. Callers run them with store.transact (see
 * add-contacts.ts and apply-status-change.ts for the retries and the error mapping).
 *
 * Layout of createContactWrites / deleteContactWrites: write 0 is COUNTS, then two writes per contact
 * (claim, contact); `failedWriteOf` turns a ConditionFailedError's index back into which one failed.
 * DynamoDB takes at most 100 writes a transaction: at most MAX_CONTACTS_PER_TRANSACTION contacts.
 */
export const MAX_CONTACTS_PER_TRANSACTION = 49;

/** Every status at 0: ADDing it creates COUNTS, or its missing attributes, without changing a count. */
export const ZERO_COUNTS: Readonly<Record<ContactStatus, number>> = Object.fromEntries(
  contactStatuses.map((s) => [s, 0]),
) as Record<ContactStatus, number>;

export type FailedWrite = { kind: 'counts' } | { kind: 'claim' | 'contact'; contact: number };

export function failedWriteOf(index: number): FailedWrite {
  if (index === 0) return { kind: 'counts' };
  return { kind: index % 2 === 1 ? 'claim' : 'contact', contact: Math.floor((index - 1) / 2) };
}

/** Makes sure COUNTS exists with every attribute (so the limit's `lessThan` can be checked). Idempotent. */
export const ensureCountsWrite = (sub: string): TransactWrite => ({
  kind: 'update',
  key: keys.contactCounts(sub),
  set: {},
  add: { ...ZERO_COUNTS },
});

const listOf = <T extends object>(one: T | readonly T[]): readonly T[] =>
  Array.isArray(one) ? (one as readonly T[]) : [one as T];

function checkSize(n: number) {
  if (n === 0 || n > MAX_CONTACTS_PER_TRANSACTION)
    throw new Error(`A contact transaction takes 1 to ${MAX_CONTACTS_PER_TRANSACTION} contacts, not ${n}`);
}

/**
 * The COUNTS write for `delta` per status. When it adds subscribed contacts, it carries the plan limit:
 * `subscribed < limit - n + 1`, i.e. there is room for all n. (A COUNTS item without `subscribed` fails that
 * test: run ensureCountsWrite first and try again.) Removals carry no condition: an unsubscribe never fails.
 */
export function countsWrite(
  sub: string,
  delta: Partial<Record<ContactStatus, number>>,
  at: string,
  limit?: number,
): TransactWrite {
  const add = Object.fromEntries(Object.entries(delta).filter(([, n]) => n !== 0));
  const added = delta.subscribed ?? 0;
  if (added > 0 && limit === undefined) throw new Error('Adding subscribed contacts needs the plan limit');
  return {
    kind: 'update',
    key: keys.contactCounts(sub),
    set: { updatedAt: at },
    add,
    ...(added > 0 ? { condition: { attribute: 'subscribed', lessThan: (limit as number) - added + 1 } } : {}),
  };
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
  sub: string,
  newContacts: NewContact | readonly NewContact[],
  options: CreateOptions,
): { writes: TransactWrite[]; items: ContactItem[] } {
  const contacts = listOf(newContacts);
  checkSize(contacts.length);
  const at = contacts.reduce((latest, c) => (c.at > latest ? c.at : latest), contacts[0]!.at);
  const items = contacts.map((c) => newContactItem(sub, c));
  const writes: TransactWrite[] = [
    countsWrite(
      sub,
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
      {
        kind: 'put',
        item: { ...keys.contactEmail(sub, item.emailHash), contactId: item.contactId, updatedAt: at },
        condition: replacing ? { absentOr: { attribute: 'suppressed', equals: replacing } } : 'absent',
      },
      { kind: 'put', item: item as unknown as Item, condition: 'absent' },
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
  set?: Item;
}

/**
 * One contact's status from `contact.status` to `newStatus`: the contact (on condition that its status is
 * still the one read, so two changes at once cannot both count) and COUNTS (-1 old, +1 new; the limit when
 * the new status is subscribed). Empty when nothing changes. Write 0 is COUNTS, write 1 the contact.
 */
export function statusChangeWrites(
  sub: string,
  contact: ContactItem,
  newStatus: ContactStatus,
  extra: StatusChangeExtra = {},
): TransactWrite[] {
  if (contact.status === newStatus) return [];
  const at = extra.at ?? new Date().toISOString();
  return [
    countsWrite(sub, { [contact.status]: -1, [newStatus]: 1 }, at, extra.limit),
    {
      kind: 'update',
      key: { pk: contact.pk, sk: contact.sk },
      set: {
        ...extra.set,
        status: newStatus,
        ...indexKeysOf(sub, newStatus, contact.emailKey, contact.contactId),
        updatedAt: at,
        ...(extra.reason ? { statusReason: extra.reason } : {}),
      },
      condition: { attribute: 'status', equals: contact.status },
    },
  ];
}

/**
 * Deleting contacts forgets them: COUNTS down, each contact deleted (on condition of the status read), and
 * its claim either deleted or, when the status was unsubscribed / bounced / complained, kept as a suppression
 * item holding only the keyed hash, the status and the time, so no import can bring the address back.
 */
export function deleteContactWrites(
  sub: string,
  deleted: ContactItem | readonly ContactItem[],
  at: string = new Date().toISOString(),
): TransactWrite[] {
  const contacts = listOf(deleted);
  checkSize(contacts.length);
  const writes: TransactWrite[] = [
    countsWrite(
      sub,
      tally(
        contacts.map((c) => c.status),
        -1,
      ),
      at,
    ),
  ];
  for (const c of contacts) {
    const claim = keys.contactEmail(sub, c.emailHash);
    writes.push(
      isSuppressedStatus(c.status)
        ? {
            kind: 'update',
            key: claim,
            set: { contactId: undefined, suppressed: c.status, updatedAt: at },
          }
        : { kind: 'delete', key: claim },
      { kind: 'delete', key: { pk: c.pk, sk: c.sk }, condition: { attribute: 'status', equals: c.status } },
    );
  }
  return writes;
}
