import { contactsBusy } from './contact-errors';
import { CONTACT_TAGS_MAX, type BulkContactsResponse } from '../../../shared/contracts/contacts';
import type { Clock } from '../../ports/clock';
import { ConditionFailedError, type Store } from '../../ports/store';
import { RetryAttempt, withRetries } from '../store-retry';
import { contactTagsWrite, getContact } from '../items/contact';
import { deleteContacts } from './delete-contacts';

export type BulkInput =
  { action: 'tag' | 'untag'; contactIds: string[]; tag: string } | { action: 'delete'; contactIds: string[] };

/** Tags one contact (or removes the tag), on condition it was not changed since it was read. */
async function retag(
  store: Store,
  accountId: string,
  contactId: string,
  input: { add: boolean; tag: string },
  at: string,
) {
  return withRetries(async () => {
    const contact = await getContact(store, accountId, contactId);
    if (!contact) return false;
    const tags = contact.tags;
    const has = tags.includes(input.tag);
    if (input.add === has || (input.add && tags.length >= CONTACT_TAGS_MAX)) return false;
    try {
      await store.transact([
        contactTagsWrite(
          accountId,
          contactId,
          input.add ? [...tags, input.tag] : tags.filter((t) => t !== input.tag),
          at,
          contact.updatedAt,
        ),
      ]);
    } catch (error) {
      if (error instanceof ConditionFailedError) throw new RetryAttempt();
      throw error;
    }
    return true;
  }, contactsBusy);
}

/**
 * POST /api/contacts/bulk: up to 100 of the caller's contacts tagged, untagged or deleted. Ids that are not
 * the caller's contacts, contacts that already have (or lack) the tag and contacts at 20 tags are skipped.
 */
export async function bulkContacts(
  deps: { store: Store; clock: Clock },
  accountId: string,
  input: BulkInput,
): Promise<BulkContactsResponse> {
  const at = deps.clock.now().toISOString();
  const ids = [...new Set(input.contactIds)];
  if (input.action === 'delete') {
    const deleted = await deleteContacts(deps.store, accountId, ids, at);
    return { done: deleted.length, skipped: input.contactIds.length - deleted.length };
  }
  let done = 0;
  for (let start = 0; start < ids.length; start += 10) {
    const changed = await Promise.all(
      ids
        .slice(start, start + 10)
        .map((id) => retag(deps.store, accountId, id, { add: input.action === 'tag', tag: input.tag }, at)),
    );
    done += changed.filter(Boolean).length;
  }
  return { done, skipped: input.contactIds.length - done };
}
