import { ConditionFailedError, type Store } from '../../ports/store';
import { contactsBusy } from '../contacts/contact-errors';
import { countsWrite, ensureCountsWrite, getContactCountsRecord } from '../items/contact-counts';
import { contactImportWrite, type ContactImportChange } from '../items/contact-import';
import { RetryAttempt, withRetries } from '../store-retry';

/** Who takes or gives back slots: the account, the import and the rowsDone the run last recorded. */
export interface SlotOwner {
  store: Store;
  accountId: string;
  importId: string;
  rowsDone: number;
  limit: number;
  at: string;
}

/**
 * Takes up to `wanted` subscribed slots on COUNTS for one batch, in one transaction with the IMPORT item's
 * `pending` (so a crash between this and the batch's end is repaired by the next run): COUNTS.subscribed
 * goes up by the slots granted, on condition that it stays within the plan limit (the limit stays a
 * condition of the database). When there is less room, as many as fit; 0 when none. `carried`: the slots
 * and claimed rows of a cut-short run of this batch (kept in `pending`).
 */
export async function takeSlots(
  owner: SlotOwner,
  wanted: number,
  carried: { slots: number; claimed: readonly number[] } | undefined,
): Promise<number> {
  let want = wanted;
  return withRetries(async () => {
    if (want === 0) return 0;
    try {
      await owner.store.transact([
        countsWrite(owner.accountId, { subscribed: want }, owner.at, owner.limit),
        pendingWrite(owner, {
          pending: {
            fromRow: owner.rowsDone,
            slots: (carried?.slots ?? 0) + want,
            ...(carried ? { claimed: [...carried.claimed] } : {}),
          },
        }),
      ]);
      return want;
    } catch (error) {
      if (!(error instanceof ConditionFailedError) || error.failedIndex !== 0) throw error;
      const subscribed = (await getContactCountsRecord(owner.store, owner.accountId))?.subscribed;
      if (subscribed === undefined) await owner.store.transact([ensureCountsWrite(owner.accountId)]);
      else want = Math.min(want, Math.max(0, owner.limit - subscribed));
      throw new RetryAttempt();
    }
  }, contactsBusy);
}

/**
 * The batch's end: gives back the `unused` slots and records the progress (`set`, with `pending` cleared)
 * in one transaction, on condition that rowsDone is still the one read. False when another run moved on.
 */
export async function recordBatch(
  owner: SlotOwner,
  unused: number,
  set: ContactImportChange,
): Promise<boolean> {
  try {
    await owner.store.transact([
      ...(unused > 0 ? [countsWrite(owner.accountId, { subscribed: -unused }, owner.at)] : []),
      pendingWrite(owner, { ...set, pending: undefined }),
    ]);
    return true;
  } catch (error) {
    if (error instanceof ConditionFailedError) return false;
    throw error;
  }
}

/** Notes the rows whose claims the batch won, before their contacts are written (see `pending`). */
export async function noteClaimed(owner: SlotOwner, slots: number, claimed: number[]): Promise<boolean> {
  return recordIfMine(owner, { pending: { fromRow: owner.rowsDone, slots, claimed } });
}

async function recordIfMine(owner: SlotOwner, set: ContactImportChange): Promise<boolean> {
  try {
    await owner.store.transact([pendingWrite(owner, set)]);
    return true;
  } catch (error) {
    if (error instanceof ConditionFailedError) return false;
    throw error;
  }
}

const pendingWrite = (owner: SlotOwner, set: ContactImportChange) =>
  contactImportWrite(
    owner.accountId,
    owner.importId,
    { ...set, updatedAt: owner.at },
    {
      attribute: 'rowsDone',
      equals: owner.rowsDone,
    },
  );
