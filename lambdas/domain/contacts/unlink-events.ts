import type { Store } from '../../ports/store';
import { unlinkContactCommerceEvents } from '../items/commerce-event';
import { unlinkContactTrackingEvents } from '../items/tracking-event';

/**
 * Forgetting a person (issue 31): once their contact is deleted, their tracking and commerce events lose
 * the link to it at once, not at their TTL. The events stay as anonymous ones (the site's analytics and
 * revenue counted them already and keep their numbers); nothing names the contact any more. The ingest
 * links no new event to a deleted contact (tracking/visitor-contact.ts reads the contact first).
 * Contacts one after another, each one's events a page of 100 at a time.
 */
export async function unlinkDeletedContactsEvents(
  store: Store,
  accountId: string,
  contactIds: readonly string[],
): Promise<number> {
  let unlinked = 0;
  for (const contactId of contactIds) {
    const [tracking, commerce] = await Promise.all([
      unlinkContactTrackingEvents(store, accountId, contactId),
      unlinkContactCommerceEvents(store, accountId, contactId),
    ]);
    unlinked += tracking + commerce;
  }
  return unlinked;
}
