import * as z from 'zod';
import { contactStatuses, type ContactCounts, type ContactStatus } from '../../../shared/contracts/contacts';
import type { Item, Store, TransactWrite } from '../../ports/store';
import { parseStored, type ItemKind } from './item-kind';

/** Keys of the contact counts item (lambdas/table.ts lists every kind). */
export const contactCountsKeys = {
  /** Contacts per status, updated in the same transaction as every contact write. */
  contactCounts: (accountId: string) => ({ pk: `CONTACTS#${accountId}`, sk: 'COUNTS' }),
} as const;

export const contactCountsKind: ItemKind = {
  name: 'contact-counts',
  patterns: [{ what: 'contact counts per status (plan limit)', key: 'pk CONTACTS#{accountId} sk COUNTS' }],
};

/** The COUNTS item: one number per status; a missing or non-numeric attribute is unset. */
const count = z.number().optional().catch(undefined);
const contactCountsSchema = z.object({
  subscribed: count,
  pending: count,
  unsubscribed: count,
  bounced: count,
  complained: count,
  not_subscribed: count,
}) satisfies z.ZodType<Partial<Record<ContactStatus, number>>>;

/** The COUNTS item as stored: undefined where an attribute is missing (before ensureCountsWrite). */
export type ContactCountsRecord = Partial<Record<ContactStatus, number>>;

export function parseContactCountsRecord(item: Item): ContactCountsRecord {
  return parseStored(contactCountsKind.name, contactCountsSchema, item);
}

/** The COUNTS item as counts per status (absent or missing attributes are 0). */
export function countsOf(item: Item | undefined): ContactCounts {
  const record = item ? parseContactCountsRecord(item) : {};
  return Object.fromEntries(contactStatuses.map((s) => [s, record[s] ?? 0])) as ContactCounts;
}

/** The account's COUNTS item, undefined when it has none yet. */
export async function getContactCountsRecord(
  store: Store,
  accountId: string,
): Promise<ContactCountsRecord | undefined> {
  const item = await store.get(contactCountsKeys.contactCounts(accountId));
  return item ? parseContactCountsRecord(item) : undefined;
}

/** Counts per status (0 where unset). */
export async function getContactCounts(store: Store, accountId: string): Promise<ContactCounts> {
  return countsOf(await store.get(contactCountsKeys.contactCounts(accountId)));
}

/** Every status at 0: ADDing it creates COUNTS, or its missing attributes, without changing a count. */
export const ZERO_COUNTS: Readonly<Record<ContactStatus, number>> = Object.fromEntries(
  contactStatuses.map((s) => [s, 0]),
) as Record<ContactStatus, number>;

/** Makes sure COUNTS exists with every attribute (so the limit's `lessThan` can be checked). Idempotent. */
export const ensureCountsWrite = (accountId: string): TransactWrite => ({
  kind: 'update',
  key: contactCountsKeys.contactCounts(accountId),
  set: {},
  add: { ...ZERO_COUNTS },
});

/**
 * The COUNTS write for `delta` per status. When it adds subscribed contacts, it carries the plan limit:
 * `subscribed < limit - n + 1`, i.e. there is room for all n. (A COUNTS item without `subscribed` fails that
 * test: run ensureCountsWrite first and try again.) Removals carry no condition: an unsubscribe never fails.
 */
export function countsWrite(
  accountId: string,
  delta: Partial<Record<ContactStatus, number>>,
  at: string,
  limit?: number,
): TransactWrite {
  const add = Object.fromEntries(Object.entries(delta).filter(([, n]) => n !== 0));
  const added = delta.subscribed ?? 0;
  if (added > 0 && limit === undefined) throw new Error('Adding subscribed contacts needs the plan limit');
  return {
    kind: 'update',
    key: contactCountsKeys.contactCounts(accountId),
    set: { updatedAt: at },
    add,
    ...(added > 0 ? { condition: { attribute: 'subscribed', lessThan: (limit as number) - added + 1 } } : {}),
  };
}
