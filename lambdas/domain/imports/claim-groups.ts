import type { BatchRow } from './batch-rows';
import { claimRows, type Claimed } from './claim-rows';
import type { SlotOwner } from './slots';

/** Rows claimed per group (5 transactions of 100 side by side); a batch of 2,000 rows claims in 4 groups. */
export const CLAIM_GROUP_ROWS = 500;

export interface GroupSteps {
  /** Notes every row won so far on the IMPORT item (`pending.claimed`), before their contacts are put. */
  note: (wonSoFar: readonly BatchRow[]) => Promise<void>;
  /** Puts the contacts of one group's won rows. */
  put: (won: readonly BatchRow[]) => Promise<void>;
}

/**
 * Claims a batch's new addresses a group at a time, and puts each group's contacts while the next group
 * claims: the claim transactions and the contacts' BatchWriteItem calls overlap instead of taking turns.
 * Per row the order is the one write-batch.ts keeps (claim won, noted in `pending`, then the contact put),
 * so a run cut short anywhere leaves nothing the next run cannot finish or give back. At most one group's
 * put is in flight; a failure waits for it before it is thrown.
 */
export async function claimInGroups(
  owner: SlotOwner,
  rows: readonly BatchRow[],
  hashOf: ReadonlyMap<number, string>,
  steps: GroupSteps,
  groupRows = CLAIM_GROUP_ROWS,
): Promise<Claimed> {
  const result: Claimed = { won: [], lost: [] };
  let putting: Promise<void> = Promise.resolve();
  try {
    for (let from = 0; from < rows.length; from += groupRows) {
      const group = await claimRows(owner, rows.slice(from, from + groupRows), hashOf);
      result.won.push(...group.won);
      result.lost.push(...group.lost);
      if (group.won.length === 0) continue;
      await steps.note(result.won);
      await putting;
      putting = steps.put(group.won);
      // Handled here too: it may fail while the next group claims, before it is awaited.
      void putting.catch(() => undefined);
    }
    await putting;
  } catch (error) {
    await putting.catch(() => undefined);
    throw error;
  }
  return result;
}
