import { CONTACT_TAGS_MAX, type SuppressedStatus } from '../../../shared/contracts/contacts';
import { IMPORT_ATTESTATION, type ImportReason } from '../../../shared/contracts/imports';
import type { Signing } from '../../ports/signing';
import type { Store } from '../../ports/store';
import { getContacts, updateContactDetails, type ContactRecord, type NewContact } from '../items/contact';
import { MAX_CONTACTS_PER_TRANSACTION } from '../contacts/contact-writes';
import { emailHashOf } from '../contacts/email-hash';
import { insertContacts } from '../contacts/insert-contacts';
import type { ImportedContact } from './validate-row';

/** One valid, first-in-the-file row of a batch. */
export interface BatchRow {
  row: number;
  contact: ImportedContact;
}

export type RowOutcome =
  { row: number; outcome: 'added' | 'updated' } | { row: number; outcome: 'skipped'; reason: ImportReason };

const suppressedReason: Record<SuppressedStatus, ImportReason> = {
  unsubscribed: 'unsubscribed',
  bounced: 'bounced',
  complained: 'complained',
};

export interface BatchContext {
  store: Store;
  signing: Signing;
  accountId: string;
  importId: string;
  /** Subscribed contacts the plan allows. */
  limit: number;
  at: string;
}

/**
 * Writes one batch of rows (docs/product.md › Importing contacts). Each address's claim is read first: new
 * addresses go in through insertContacts (the contacts' one write builder: COUNTS and the plan limit in the
 * same transaction, the claim's condition so two imports at once never create one address twice; a claim
 * taken meanwhile comes back as 'exists'); an existing contact gets the file's names and its tags added,
 * never a status change; an address that unsubscribed, bounced or complained (even deleted since) is skipped.
 * A contact this very import created in a run that stopped before recording it counts as added again, so a
 * resumed import reports exactly.
 */
export async function writeBatch(ctx: BatchContext, rows: readonly BatchRow[]): Promise<RowOutcome[]> {
  const outcomes: RowOutcome[] = [];
  for (let i = 0; i < rows.length; i += MAX_CONTACTS_PER_TRANSACTION)
    outcomes.push(...(await writeChunk(ctx, rows.slice(i, i + MAX_CONTACTS_PER_TRANSACTION))));
  return outcomes.sort((a, b) => a.row - b.row);
}

async function writeChunk(ctx: BatchContext, rows: readonly BatchRow[]): Promise<RowOutcome[]> {
  // insertContacts reads every address's claim (one batched read) and sets known addresses aside.
  const news: NewContact[] = await Promise.all(
    rows.map(async (r) => ({
      contactId: globalThis.crypto.randomUUID(),
      email: r.contact.email,
      emailHash: await emailHashOf(ctx.signing, r.contact.email),
      ...(r.contact.firstName ? { firstName: r.contact.firstName } : {}),
      ...(r.contact.lastName ? { lastName: r.contact.lastName } : {}),
      tags: r.contact.tags,
      ...(r.contact.fields ? { fields: r.contact.fields } : {}),
      status: 'subscribed' as const,
      consent: {
        source: 'import' as const,
        at: ctx.at,
        attestation: IMPORT_ATTESTATION,
        importId: ctx.importId,
      },
      at: ctx.at,
    })),
  );
  const outcomes: RowOutcome[] = [];
  const existing: { row: BatchRow; contactId: string }[] = [];
  const { added, notAdded } = await insertContacts(ctx.store, ctx.accountId, news, { limit: ctx.limit });
  const addedIds = new Set(added.map((c) => c.contactId));
  news.forEach((c, i) => {
    if (addedIds.has(c.contactId)) outcomes.push({ row: rows[i]!.row, outcome: 'added' });
  });
  for (const miss of notAdded) {
    const r = rows[miss.index]!;
    if (miss.reason === 'exists') existing.push({ row: r, contactId: miss.contactId });
    else if (miss.reason === 'suppressed')
      outcomes.push({ row: r.row, outcome: 'skipped', reason: suppressedReason[miss.status] });
    else if (miss.reason === 'over-limit')
      outcomes.push({ row: r.row, outcome: 'skipped', reason: 'overLimit' });
    // The runner sets in-file repeats aside before a batch; should one get here, it is still one.
    else outcomes.push({ row: r.row, outcome: 'skipped', reason: 'duplicateInFile' });
  }
  const contacts = await getContacts(
    ctx.store,
    ctx.accountId,
    existing.map((e) => e.contactId),
  );
  outcomes.push(
    ...(await Promise.all(existing.map((e, i) => updateExisting(ctx, e.row, e.contactId, contacts[i])))),
  );
  return outcomes;
}

/**
 * The file's names and custom field values replace the contact's (a blank cell keeps them); its tags are added, up to
 * the 20 a contact may have.
 */
async function updateExisting(
  ctx: BatchContext,
  r: BatchRow,
  contactId: string,
  contact: ContactRecord | undefined,
): Promise<RowOutcome> {
  if (!contact) return { row: r.row, outcome: 'skipped', reason: 'deletedMeanwhile' };
  if (contact.consent.importId === ctx.importId) return { row: r.row, outcome: 'added' };
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
