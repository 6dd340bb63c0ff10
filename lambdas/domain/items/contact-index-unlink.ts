import { ConditionFailedError, type Item, type Store } from '../../ports/store';

const PAGE = 100;

/**
 * Takes every item of one gsi1 partition (a contact's events: tracking-event.ts, commerce-event.ts) off
 * the contact: removes its contactId and its gsi1 keys, so the event stays as an anonymous one (counted
 * by analytics, expiring by its TTL) and nothing links it to the person any more. Page by page from the
 * index's own `next` (the index lags the table a little, so a page is never read twice); an item gone in
 * between (its TTL) is skipped. Returns how many were unlinked.
 */
export async function unlinkIndexPartition(store: Store, gsi1pk: string): Promise<number> {
  let unlinked = 0;
  let startKey: Item | undefined;
  do {
    const page = await store.queryPage({
      index: 'gsi1',
      partition: gsi1pk,
      limit: PAGE,
      ...(startKey ? { startKey } : {}),
    });
    const done = await Promise.all(page.items.map((item) => unlinkOne(store, item)));
    unlinked += done.filter(Boolean).length;
    startKey = page.next;
  } while (startKey);
  return unlinked;
}

async function unlinkOne(store: Store, item: Item): Promise<boolean> {
  try {
    await store.update(
      { pk: String(item.pk), sk: String(item.sk) },
      { contactId: undefined, gsi1pk: undefined, gsi1sk: undefined },
      'present',
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionFailedError) return false;
    throw error;
  }
}
