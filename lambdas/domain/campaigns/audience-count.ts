import type { Audience } from '../../../shared/contracts/campaigns';
import type { Item, Store } from '../../ports/store';
import { keys } from '../../table';

/**
 * How many subscribed contacts an audience matches now (the wizard's live count and the checks). Reads the
 * contacts area's items: all subscribed contacts are the COUNTS item's `subscribed` (kept exact by every contact
 * write); a tag audience pages through the subscribed contacts (gsi1 keys.contactStatusIndex) and counts those
 * whose tags match.
 */
const subscribedIndex = (sub: string) => keys.contactStatusIndex(sub, 'subscribed', '', '').gsi1pk;

const PAGE = 500;

export function matchesAudience(contact: Item, audience: Audience): boolean {
  if (audience.kind === 'all') return true;
  const tags = new Set(Array.isArray(contact.tags) ? (contact.tags as unknown[]) : []);
  return audience.match === 'any'
    ? audience.tags.some((tag) => tags.has(tag))
    : audience.tags.every((tag) => tags.has(tag));
}

export async function countAudience(store: Store, sub: string, audience: Audience): Promise<number> {
  if (audience.kind === 'all') {
    const counts = await store.get(keys.contactCounts(sub));
    return typeof counts?.subscribed === 'number' && counts.subscribed > 0 ? counts.subscribed : 0;
  }
  let count = 0;
  let startKey: Item | undefined;
  do {
    const page = await store.queryPage({
      index: 'gsi1',
      partition: subscribedIndex(sub),
      limit: PAGE,
      ...(startKey ? { startKey } : {}),
    });
    for (const contact of page.items)
      if (contact.status === 'subscribed' && matchesAudience(contact, audience)) count += 1;
    startKey = page.next;
  } while (startKey);
  return count;
}
