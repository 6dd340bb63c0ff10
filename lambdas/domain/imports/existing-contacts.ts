import { CONTACT_TAGS_MAX } from '../../../shared/contracts/contacts';
import { getContacts, updateContactDetails, type ContactRecord } from '../items/contact';
import { getEmailClaims } from '../items/email-claim';
import { added, skipped, sortByClaim, type BatchRow, type RowOutcome, type Sorted } from './batch-rows';
import type { BatchContext } from './write-batch';

/** A claim's contact follows it a moment later (another import's batch puts its contacts after its claims). */
const CONTACT_WAITS = 8;
const CONTACT_WAIT_MS = 250;

export async function updateAll(ctx: BatchContext, existing: Sorted['existing']): Promise<RowOutcome[]> {
  const ids = existing.map((e) => e.contactId);
  const contacts = await getContacts(ctx.store, ctx.accountId, ids);
  for (let wait = 0; wait < CONTACT_WAITS && contacts.some((c) => c === undefined); wait += 1) {
    await new Promise((resolve) => setTimeout(resolve, CONTACT_WAIT_MS));
    const missing = ids.flatMap((id, i) => (contacts[i] === undefined ? [i] : []));
    const found = await getContacts(
      ctx.store,
      ctx.accountId,
      missing.map((i) => ids[i]!),
    );
    missing.forEach((i, k) => (contacts[i] = found[k]));
  }
  return Promise.all(existing.map((e, i) => updateExisting(ctx, e.r, e.contactId, contacts[i])));
}

/**
 * The file's names and custom field values replace the contact's (a blank cell keeps them); its tags are added,
 * up to the 20 a contact may have.
 */
async function updateExisting(
  ctx: BatchContext,
  r: BatchRow,
  contactId: string,
  contact: ContactRecord | undefined,
): Promise<RowOutcome> {
  if (!contact) return skipped(r, 'deletedMeanwhile');
  if (contact.consent.importId === ctx.importId) return added(r);
  const firstName = r.contact.firstName ?? contact.firstName;
  const lastName = r.contact.lastName ?? contact.lastName;
  const tags = [...new Set([...contact.tags, ...r.contact.tags])].slice(0, CONTACT_TAGS_MAX);
  const fields = r.contact.fields ? { ...contact.fields, ...r.contact.fields } : undefined;
  await updateContactDetails(
    ctx.store,
    ctx.accountId,
    contactId,
    { firstName, lastName, tags, ...(fields ? { fields } : {}) },
    ctx.at,
  );
  return { row: r.row, outcome: 'updated' };
}

/** Claims taken by someone else between the read and the put (another import, a manual add). */
export async function settleLost(
  ctx: BatchContext,
  lost: readonly BatchRow[],
  hashOf: ReadonlyMap<number, string>,
): Promise<RowOutcome[]> {
  if (lost.length === 0) return [];
  const claims = await getEmailClaims(
    ctx.store,
    ctx.accountId,
    lost.map((r) => hashOf.get(r.row)!),
  );
  const sorted = sortByClaim(ctx.importId, lost, claims, undefined);
  // Taken and gone again in the meantime: reported, not retried (its slot is given back).
  const gone = sorted.fresh.map((r) => skipped(r, 'deletedMeanwhile'));
  return [...sorted.outcomes, ...gone, ...(await updateAll(ctx, sorted.existing))];
}
