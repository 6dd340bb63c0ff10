import * as z from 'zod';
import { ConditionFailedError, type Item, type Store, type TransactWrite } from '../../ports/store';
import { parseStored, type ItemKind } from './item-kind';

/** Keys of the monthly sends item (lambdas/table.ts lists every kind). */
export const monthlySendsKeys = {
  /** Issue 21: mails sent (reserved) in one calendar month (yyyy-mm, UTC), the plan's monthly allowance. */
  monthlySends: (accountId: string, month: string) => ({ pk: `USER#${accountId}`, sk: `SENDS#${month}` }),
} as const;

export const monthlySendsKind: ItemKind = {
  name: 'monthly-sends',
  patterns: [
    { what: 'mails a user sent in a calendar month', key: 'pk USER#{accountId} sk SENDS#{yyyy-mm}' },
  ],
};

/**
 * The plan's monthly send allowance (issue 21), counted atomically per calendar month (UTC) on
 * keys.monthlySends(accountId, 'yyyy-mm'): `{ month, sent }`. Like the project limit, the database enforces
 * it: a reservation adds n on condition that the count is still at most limit - n, so concurrent sends can
 * never take an account past its plan. The item must exist for the condition to hold (a comparison on an
 * absent item fails): `createMonthlySends` puts it first (campaigns/monthly-sends.ts).
 */

/** 'yyyy-mm' of a date, in UTC (the month of keys.monthlySends). */
export function sendMonth(at: Date): string {
  return at.toISOString().slice(0, 7);
}

/** `sent` that is not a number reads as 0. */
const monthlySendsSchema = z.object({ sent: z.number().catch(0) });
export interface MonthlySendsRecord {
  sent: number;
}

export function parseMonthlySends(item: Item): MonthlySendsRecord {
  return { sent: parseStored(monthlySendsKind.name, monthlySendsSchema, item).sent };
}

/** Reserve n mails of the month: one write for a transaction (the sending job puts it in its own). */
export function reserveSends(accountId: string, month: string, n: number, limit: number): TransactWrite {
  return {
    kind: 'update',
    key: monthlySendsKeys.monthlySends(accountId, month),
    set: { month },
    add: { sent: n },
    condition: { attribute: 'sent', lessThan: limit - n + 1 },
  };
}

/** Give back n reserved mails that were not sent (cancelled, skipped). Never below zero in effect. */
export function releaseSends(accountId: string, month: string, n: number): TransactWrite {
  return {
    kind: 'update',
    key: monthlySendsKeys.monthlySends(accountId, month),
    set: { month },
    add: { sent: -n },
    condition: { attribute: 'sent', greaterThan: n - 1 },
  };
}

/** The month's counter, or undefined when nothing was reserved in it yet. */
export async function getMonthlySends(
  store: Store,
  accountId: string,
  month: string,
): Promise<MonthlySendsRecord | undefined> {
  const item = await store.get(monthlySendsKeys.monthlySends(accountId, month));
  return item ? parseMonthlySends(item) : undefined;
}

/** Mails already counted this month. */
export async function sentThisMonth(store: Store, accountId: string, month: string): Promise<number> {
  return (await getMonthlySends(store, accountId, month))?.sent ?? 0;
}

/** Creates the month's counter at 0 when it is absent (a concurrent creator wins harmlessly). */
export async function createMonthlySends(store: Store, accountId: string, month: string): Promise<void> {
  try {
    await store.put({ ...monthlySendsKeys.monthlySends(accountId, month), month, sent: 0 }, 'absent');
  } catch (error) {
    if (!(error instanceof ConditionFailedError)) throw error;
  }
}
