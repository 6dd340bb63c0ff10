import * as z from 'zod';
import { ConditionFailedError, type Store, type TransactWrite } from '../../ports/store';
import { parseStored } from './item-kind';
import type { ItemKind } from './item-kind';

/** Keys of the account tombstone (lambdas/table.ts lists every kind). */
export const accountTombstoneKeys = {
  accountTombstone: (accountId: string) => ({ pk: `DELETEDACCOUNT#${accountId}`, sk: 'TOMBSTONE' }),
} as const;

export const accountTombstoneKind: ItemKind = {
  name: 'account-tombstone',
  patterns: [
    {
      what: 'an account deleted or being deleted',
      key: 'pk DELETEDACCOUNT#{accountId} sk TOMBSTONE',
    },
  ],
};

/*
 * The mark "Delete my account" puts first (pk DELETEDACCOUNT#{accountId}), in a partition of its own that no
 * part of the deletion erases: from then on every signed-in route but the deletion itself refuses the account
 * (lambdas/http/identity.ts), so an ID token still valid after the deletion cannot write anything again.
 * It holds the account's id (an opaque Cognito subject, never reused) and when the deletion started: nothing
 * about the person.
 */
const tombstoneSchema = z.object({ accountId: z.string(), deletionStartedAt: z.string() });
export type AccountTombstone = z.output<typeof tombstoneSchema>;

/** The account's tombstone, or undefined while the account lives (one strongly consistent GetItem). */
export async function getAccountTombstone(
  store: Store,
  accountId: string,
): Promise<AccountTombstone | undefined> {
  const item = await store.get(accountTombstoneKeys.accountTombstone(accountId));
  return item ? parseStored('account-tombstone', tombstoneSchema, item) : undefined;
}

/**
 * Puts the tombstone unless there is one: true when this call put it (the deletion starts now), false when
 * the deletion had already started (a resumed deletion keeps the first start time).
 */
export async function putAccountTombstone(store: Store, accountId: string, at: Date): Promise<boolean> {
  const item = {
    ...accountTombstoneKeys.accountTombstone(accountId),
    accountId,
    deletionStartedAt: at.toISOString(),
  };
  try {
    await store.put(item, 'absent');
    return true;
  } catch (error) {
    if (error instanceof ConditionFailedError) return false;
    throw error;
  }
}

/** Lifts a tombstone this deletion put, when the deletion stopped before deleting anything. */
export const removeAccountTombstone = (store: Store, accountId: string): Promise<void> =>
  store.delete(accountTombstoneKeys.accountTombstone(accountId));

/**
 * True once the account's deletion has started. Background work (an import, a campaign's send job and
 * batches, a signup, a billing event) asks it once per message or batch and stops when it is true, so
 * nothing is written or sent for an account that is gone (one strongly consistent GetItem).
 */
export const isAccountDeleted = async (store: Store, accountId: string): Promise<boolean> =>
  (await getAccountTombstone(store, accountId)) !== undefined;

/** A transaction's check that the account's deletion has not started (its tombstone is absent). */
export const accountLivesCheck = (accountId: string): TransactWrite => ({
  kind: 'check',
  key: accountTombstoneKeys.accountTombstone(accountId),
  condition: 'absent',
});
