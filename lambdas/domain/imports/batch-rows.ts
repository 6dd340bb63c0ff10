import type { SuppressedStatus } from '../../../shared/contracts/contacts';
import type { ImportReason } from '../../../shared/contracts/imports';
import type { EmailClaimRecord } from '../items/email-claim';
import { importContactId } from './import-contact-id';
import type { ImportedContact } from './validate-row';

/** One valid, first-in-the-file row of a batch. */
export interface BatchRow {
  row: number;
  contact: ImportedContact;
}

export type RowOutcome =
  { row: number; outcome: 'added' | 'updated' } | { row: number; outcome: 'skipped'; reason: ImportReason };

/** What a cut-short run of this batch left (the IMPORT item's `pending`). */
export interface Carried {
  slots: number;
  claimed: readonly number[];
}

export const suppressedReason: Record<SuppressedStatus, ImportReason> = {
  unsubscribed: 'unsubscribed',
  bounced: 'bounced',
  complained: 'complained',
};

export const added = (r: BatchRow): RowOutcome => ({ row: r.row, outcome: 'added' });
export const skipped = (r: BatchRow, reason: ImportReason): RowOutcome => ({
  row: r.row,
  outcome: 'skipped',
  reason,
});

/** Claimed rows sorted by what their claim says. */
export interface Sorted {
  fresh: BatchRow[];
  mine: BatchRow[];
  existing: { r: BatchRow; contactId: string }[];
  outcomes: RowOutcome[];
  /** Rows a cut-short run created whose contact was deleted since: their slots were used. */
  usedBefore: number;
}

/**
 * Sorts a batch's rows by their address's claim: free (to create), this import's own for that row (a
 * cut-short run made it), another contact's (to update), suppressed (skipped); a row the cut-short run
 * claimed whose contact is gone since was deleted meanwhile (its slot was used).
 */
export function sortByClaim(
  importId: string,
  rows: readonly BatchRow[],
  claims: readonly (EmailClaimRecord | undefined)[],
  carried: Carried | undefined,
): Sorted {
  const sorted: Sorted = { fresh: [], mine: [], existing: [], outcomes: [], usedBefore: 0 };
  const claimedBefore = new Set(carried?.claimed ?? []);
  rows.forEach((r, i) => {
    const claim = claims[i];
    if (claim?.contactId === importContactId(importId, r.row)) sorted.mine.push(r);
    else if (claimedBefore.has(r.row)) {
      sorted.usedBefore += 1;
      sorted.outcomes.push({ row: r.row, outcome: 'skipped', reason: 'deletedMeanwhile' });
    } else if (claim?.contactId !== undefined) sorted.existing.push({ r, contactId: claim.contactId });
    else if (claim?.suppressed !== undefined)
      sorted.outcomes.push({ row: r.row, outcome: 'skipped', reason: suppressedReason[claim.suppressed] });
    else sorted.fresh.push(r);
  });
  return sorted;
}
