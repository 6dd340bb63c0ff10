import { ConditionFailedError } from '../../ports/store';
import { claimEmailWrite, putNewEmailClaim } from '../items/email-claim';
import { RetryAttempt, withRetries } from '../store-retry';
import type { BatchRow } from './batch-rows';
import { importContactId } from './import-contact-id';
import type { SlotOwner } from './slots';

/** DynamoDB takes at most 100 writes a transaction. */
const CLAIMS_PER_TRANSACTION = 100;

export interface Claimed {
  won: BatchRow[];
  /** Taken by someone else between the read and the write (another import, a manual add). */
  lost: BatchRow[];
}

/**
 * Claims the addresses of `rows` for this import's contacts (items/email-claim.ts, condition: absent), 100
 * to a transaction, the transactions side by side (they share no item: no COUNTS in them). A transaction
 * that fails names the claim already taken: that row is lost, the others go again.
 */
export async function claimRows(
  owner: SlotOwner,
  rows: readonly BatchRow[],
  hashOf: ReadonlyMap<number, string>,
): Promise<Claimed> {
  const result: Claimed = { won: [], lost: [] };
  const chunks: BatchRow[][] = [];
  for (let i = 0; i < rows.length; i += CLAIMS_PER_TRANSACTION)
    chunks.push(rows.slice(i, i + CLAIMS_PER_TRANSACTION));
  await Promise.all(chunks.map((chunk) => claimChunk(owner, chunk, hashOf, result)));
  return result;
}

async function claimChunk(
  owner: SlotOwner,
  chunk: readonly BatchRow[],
  hashOf: ReadonlyMap<number, string>,
  result: Claimed,
): Promise<void> {
  let pending = [...chunk];
  const idOf = (r: BatchRow) => importContactId(owner.importId, r.row);
  const oneByOne = async () => {
    for (const r of pending) {
      const ok = await putNewEmailClaim(owner.store, owner.accountId, hashOf.get(r.row)!, idOf(r), owner.at);
      (ok ? result.won : result.lost).push(r);
    }
  };
  try {
    await withRetries(
      async () => {
        if (pending.length === 0) return;
        try {
          await owner.store.transact(
            pending.map((r) => claimEmailWrite(owner.accountId, hashOf.get(r.row)!, idOf(r), owner.at)),
          );
          result.won.push(...pending);
          pending = [];
        } catch (error) {
          if (!(error instanceof ConditionFailedError)) throw error;
          // The store cannot say which claim was taken: one conditional put each.
          if (error.failedIndex === undefined) return oneByOne();
          // Every claim taken, when the store names them all (DynamoDB does): the rest go again at once.
          const taken = new Set(error.failedIndexes ?? [error.failedIndex]);
          result.lost.push(...pending.filter((_, i) => taken.has(i)));
          pending = pending.filter((_, i) => !taken.has(i));
          throw new RetryAttempt();
        }
      },
      () => new Busy(),
      CONFLICT_RETRIES,
    );
  } catch (error) {
    // Another import's transaction keeps colliding with this one (the same addresses): one put each.
    if (!(error instanceof Busy)) throw error;
    await oneByOne();
  }
}

/** Colliding transactions this many times, a chunk's claims go one conditional put each. */
const CONFLICT_RETRIES = 4;

class Busy extends Error {}
