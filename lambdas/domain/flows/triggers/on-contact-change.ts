import type { Clock } from '../../../ports/clock';
import type { Store } from '../../../ports/store';
import type { ContactRecord } from '../../items/contact';
import { contactEntries, type TriggerEntry } from '../../items/flow-trigger';
import { flowsEnteredByChange, type ContactFacts } from './match';
import { enrollFromEntry } from './on-event';

export const contactFacts = (c: ContactRecord): ContactFacts => ({
  status: c.status,
  tags: c.tags,
  consentSource: c.consent.source,
  subscribedAt: c.consent.confirmedAt ?? c.consent.at,
  updatedAt: c.updatedAt,
});

/** Whether a change can enter any flow at all (saves the index read on every other contact write). */
function mayTrigger(before: ContactFacts | undefined, after: ContactFacts): boolean {
  if (after.status === 'subscribed' && before?.status !== 'subscribed') return true;
  return after.tags.some((tag) => !before?.tags.includes(tag));
}

/**
 * The account's contact-trigger entries, read once per stream batch and account (an import's batch of a
 * hundred new subscribed contacts is one Query, not a hundred).
 */
export type ContactEntriesMemo = Map<string, Promise<TriggerEntry[]>>;

function entriesOf(store: Store, accountId: string, memo: ContactEntriesMemo | undefined) {
  if (!memo) return contactEntries(store, accountId);
  let entries = memo.get(accountId);
  if (!entries) {
    entries = contactEntries(store, accountId);
    memo.set(accountId, entries);
    entries.catch(() => memo.delete(accountId));
  }
  return entries;
}

/**
 * Issue 32: a contact's change (a stream record: the old image, undefined for a new contact, and the new)
 * -> the subscribed and tag-added flows it enters. No read at all unless the contact became subscribed or
 * gained a tag; then one Query of the account's contact-trigger entries (one per `memo`, a stream batch).
 */
export async function onContactChange(
  store: Store,
  clock: Clock,
  accountId: string,
  before: ContactRecord | undefined,
  after: ContactRecord,
  memo?: ContactEntriesMemo,
): Promise<number> {
  const was = before && contactFacts(before);
  const now = contactFacts(after);
  if (!mayTrigger(was, now)) return 0;
  const entries = await entriesOf(store, accountId, memo);
  let enrolled = 0;
  for (const { entry, entryId } of flowsEnteredByChange(entries, was, now))
    if (await enrollFromEntry(store, clock, { accountId, contactId: after.contactId, entryId }, entry))
      enrolled += 1;
  return enrolled;
}
