import { contactsBusy } from './contact-errors';
import type { SuppressedStatus } from '../../../shared/contracts/contacts';
import { ConditionFailedError, type Store } from '../../ports/store';
import { RetryAttempt, withRetries } from '../store-retry';
import type { ContactItem, NewContact } from '../items/contact';
import { ensureCountsWrite, getContactCountsRecord } from '../items/contact-counts';
import { getEmailClaim, getEmailClaims, type EmailClaimRecord } from '../items/email-claim';
import { createContactWrites, failedWriteOf, type CreateOptions } from './contact-writes';

/** Why a new contact was not added. */
export type NotAdded =
  | { index: number; reason: 'exists'; contactId: string }
  | { index: number; reason: 'suppressed'; status: SuppressedStatus }
  | { index: number; reason: 'over-limit' }
  /** The same address earlier in the same batch (`of`: its index). */
  | { index: number; reason: 'duplicate'; of: number };

export interface InsertResult {
  added: ContactItem[];
  notAdded: NotAdded[];
}

type Refusal = { reason: 'exists'; contactId: string } | { reason: 'suppressed'; status: SuppressedStatus };

/** Why a claim item stops an address being added (none when absent, or a suppression being replaced). */
function refusal(
  claim: EmailClaimRecord | undefined,
  replacing: SuppressedStatus | undefined,
): Refusal | undefined {
  if (claim?.contactId !== undefined) return { reason: 'exists', contactId: claim.contactId };
  if (claim?.suppressed !== undefined && claim.suppressed !== replacing)
    return { reason: 'suppressed', status: claim.suppressed };
  return undefined;
}

/**
 * Inserts up to MAX_CONTACTS_PER_TRANSACTION new contacts (the manual add: one; an import: a batch) with
 * createContactWrites, as few transactions as the races allow. A transaction that fails names one write:
 * an address already claimed (that contact is set aside as 'exists' or 'suppressed', the rest go again), or
 * COUNTS (missing: created and tried again; the limit: as many subscribed contacts as there is room for go
 * again, the others are 'over-limit'). Contacts that are not added change nothing.
 */
export async function insertContacts(
  store: Store,
  accountId: string,
  contacts: readonly NewContact[],
  options: CreateOptions,
): Promise<InsertResult> {
  const notAdded: NotAdded[] = [];
  // Addresses already claimed are set aside first (one batched read), so a re-import of known addresses
  // costs no failed transactions; the transaction's conditions still decide every race.
  const claims = await getEmailClaims(
    store,
    accountId,
    contacts.map((c) => c.emailHash),
  );
  const first = new Map<string, number>();
  let pending = contacts
    .map((contact, index) => ({ contact, index }))
    .filter(({ contact, index }) => {
      const seen = first.get(contact.emailHash);
      if (seen !== undefined) {
        notAdded.push({ index, reason: 'duplicate', of: seen });
        return false;
      }
      first.set(contact.emailHash, index);
      const why = refusal(claims[index], options.replacingSuppression?.[contact.emailHash]);
      if (why) notAdded.push({ index, ...why });
      return !why;
    });
  const added = await withRetries(async () => {
    if (pending.length === 0) return [];
    const { writes, items } = createContactWrites(
      accountId,
      pending.map((p) => p.contact),
      options,
    );
    try {
      await store.transact(writes);
      return items;
    } catch (error) {
      if (!(error instanceof ConditionFailedError) || error.failedIndex === undefined) throw error;
      const failed = failedWriteOf(error.failedIndex);
      if (failed.kind === 'counts') {
        const subscribed = (await getContactCountsRecord(store, accountId))?.subscribed;
        if (subscribed === undefined) {
          await store.transact([ensureCountsWrite(accountId)]);
          throw new RetryAttempt();
        }
        let room = Math.max(0, options.limit - subscribed);
        pending = pending.filter((p) => {
          if (p.contact.status !== 'subscribed' || room-- > 0) return true;
          notAdded.push({ index: p.index, reason: 'over-limit' });
          return false;
        });
        throw new RetryAttempt();
      }
      if (failed.kind === 'contact') throw error;
      const { contact, index } = pending[failed.contact]!;
      const claim = await getEmailClaim(store, accountId, contact.emailHash);
      // No refusal: the claim went away meanwhile (a delete); try it again.
      const why = refusal(claim, options.replacingSuppression?.[contact.emailHash]);
      if (why) {
        notAdded.push({ index, ...why });
        pending = pending.filter((_, i) => i !== failed.contact);
      }
      throw new RetryAttempt();
    }
  }, contactsBusy);
  return { added, notAdded: notAdded.sort((a, b) => a.index - b.index) };
}
