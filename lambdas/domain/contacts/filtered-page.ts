import { contactLimits } from '../../../shared/plans';
import type { Store } from '../../ports/store';
import {
  contactCursorOf,
  queryContactsPage,
  type ContactCursor,
  type ContactListQuery,
  type ContactRecord,
} from '../items/contact';

/**
 * Items one filtered page may read: the largest plan's contact limit, so a search of any account within its
 * plan looks through every contact in one request; a larger list answers with a cursor to read on.
 */
export const FILTERED_READ_BOUND = Math.max(...Object.values(contactLimits));

/** Items one Query reads (DynamoDB also stops a Query at 1 MB, about 2,000 contacts). */
const READ_STEP = 2_000;

/**
 * A page of `query.limit` contacts that pass the query's filter (a search, a tag), reading the account's
 * partition in email order Query after Query, bounded by FILTERED_READ_BOUND items read. When more matched
 * than fit, the cursor points just after the last contact kept, so "Show more" skips none and repeats none.
 */
export async function readFilteredPage(
  store: Store,
  accountId: string,
  query: ContactListQuery,
): Promise<{ contacts: ContactRecord[]; next?: ContactCursor }> {
  const want = query.limit;
  const contacts: ContactRecord[] = [];
  let after = query.after;
  let read = 0;
  while (read < FILTERED_READ_BOUND) {
    const limit = Math.min(READ_STEP, FILTERED_READ_BOUND - read);
    const page = await queryContactsPage(store, accountId, { ...query, limit, ...(after ? { after } : {}) });
    read += limit;
    contacts.push(...page.contacts);
    if (contacts.length >= want) {
      const kept = contacts.slice(0, want);
      const last = kept[kept.length - 1]!;
      const more = contacts.length > want || page.next !== undefined;
      return { contacts: kept, ...(more ? { next: contactCursorOf(last, query.status) } : {}) };
    }
    if (!page.next) return { contacts };
    after = page.next;
  }
  return { contacts, ...(after ? { next: after } : {}) };
}
