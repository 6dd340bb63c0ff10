import { IMPORT_ATTESTATION } from '../../../shared/contracts/imports';
import type { Signing } from '../../ports/signing';
import { emailHashOf } from '../contacts/email-hash';
import { getContacts, newContactItem, putNewContacts } from '../items/contact';
import { getEmailClaims } from '../items/email-claim';
import { claimRows } from './claim-rows';
import { added, skipped, sortByClaim, type BatchRow, type Carried, type RowOutcome } from './batch-rows';
import { settleLost, updateAll } from './existing-contacts';
import { importContactId } from './import-contact-id';
import { noteClaimed, takeSlots, type SlotOwner } from './slots';

export type { BatchRow, Carried, RowOutcome } from './batch-rows';

export interface BatchResult {
  outcomes: RowOutcome[];
  /** Slots taken (this run's and the carried ones) that no contact used: to give back. */
  unused: number;
  /** Some rows did not fit in the plan's limit: the import stops after this batch. */
  limitReached: boolean;
  /** Rows whose address was found taken (another contact's, a suppression, a claim lost to a race). */
  taken: number;
}

export interface BatchContext extends SlotOwner {
  signing: Signing;
}

/**
 * Writes one batch of rows (docs/product.md › Importing contacts) at the speed of batched writes, the
 * counts exact and the plan limit a condition of the database:
 * 1. every address's claim is read (BatchGetItem): known addresses are set aside (an existing contact gets
 *    the file's names and its tags, never a status change; a suppressed one is skipped). With `readFirst`
 *    false (the previous batch found every address free), this read is skipped and every address is tried:
 *    a taken one fails its claim's condition and is sorted then (settleLost), so the claim's condition,
 *    not the read, is what keeps an address to one contact either way;
 * 2. one slot per new address is taken on COUNTS in one conditional update (slots.ts), as many as fit;
 * 3. the new addresses are claimed (condition: absent), 100 to a transaction, side by side (claim-rows.ts:
 *    no two contacts of one address, even from two imports at once); the rows won are noted on the IMPORT item;
 * 4. their contacts are put with BatchWriteItem; the caller gives back the slots not used with its progress.
 * A contact's id is fixed by its row (import-contact-id.ts), so a run continuing a cut-short batch knows
 * the claims and contacts it made before, and counts them as added once.
 */
export async function writeBatch(
  ctx: BatchContext,
  rows: readonly BatchRow[],
  carried?: Carried,
  readFirst = true,
): Promise<BatchResult> {
  const hashes = await Promise.all(rows.map((r) => emailHashOf(ctx.signing, r.contact.email)));
  const hashOf = new Map(rows.map((r, i) => [r.row, hashes[i]!]));
  const read = async () =>
    sortByClaim(ctx.importId, rows, await getEmailClaims(ctx.store, ctx.accountId, hashes), carried);
  const optimistic = !readFirst && !carried;
  let sorted = optimistic ? sortByClaim(ctx.importId, rows, [], undefined) : await read();
  const granted = await takeSlots(ctx, sorted.fresh.length, carried);
  // Near the plan's limit an address already in the list must not take a new one's slot: read after all.
  if (optimistic && granted < sorted.fresh.length) sorted = await read();
  const fitting = sorted.fresh.slice(0, granted);
  const outcomes = [...sorted.outcomes, ...sorted.fresh.slice(granted).map((r) => skipped(r, 'overLimit'))];
  const { won, lost } = await claimRows(ctx, fitting, hashOf);
  const slots = (carried?.slots ?? 0) + granted;
  const claimed = [...(carried?.claimed ?? []), ...won.map((r) => r.row)];
  if (won.length > 0 && !(await noteClaimed(ctx, slots, claimed))) throw new NotMine();
  await putContacts(ctx, won, sorted.mine, hashOf);
  outcomes.push(...won.map((r) => added(r)), ...sorted.mine.map((r) => added(r)));
  outcomes.push(...(await settleLost(ctx, lost, hashOf)), ...(await updateAll(ctx, sorted.existing)));
  const used = won.length + sorted.usedBefore + (carried ? sorted.mine.length : 0);
  return {
    outcomes: outcomes.sort((a, b) => a.row - b.row),
    unused: slots - used,
    limitReached: granted < sorted.fresh.length,
    taken: rows.length - sorted.fresh.length + lost.length,
  };
}

/** Another run recorded this import's progress meanwhile: this one stops. */
export class NotMine extends Error {
  constructor() {
    super('Another run of this import moved on');
    this.name = 'NotMine';
  }
}

const idOf = (ctx: BatchContext, r: BatchRow) => importContactId(ctx.importId, r.row);

/** The contacts of the claims won, and of this import's own claims whose contact a cut-short run never put. */
async function putContacts(
  ctx: BatchContext,
  won: readonly BatchRow[],
  mine: readonly BatchRow[],
  hashOf: ReadonlyMap<number, string>,
) {
  const found = await getContacts(
    ctx.store,
    ctx.accountId,
    mine.map((r) => idOf(ctx, r)),
  );
  const missing = mine.filter((_, i) => found[i] === undefined);
  await putNewContacts(
    ctx.store,
    [...won, ...missing].map((r) =>
      newContactItem(ctx.accountId, {
        contactId: idOf(ctx, r),
        email: r.contact.email,
        emailHash: hashOf.get(r.row)!,
        ...(r.contact.firstName ? { firstName: r.contact.firstName } : {}),
        ...(r.contact.lastName ? { lastName: r.contact.lastName } : {}),
        tags: r.contact.tags,
        ...(r.contact.fields ? { fields: r.contact.fields } : {}),
        status: 'subscribed',
        consent: { source: 'import', at: ctx.at, attestation: IMPORT_ATTESTATION, importId: ctx.importId },
        at: ctx.at,
      }),
    ),
  );
}
