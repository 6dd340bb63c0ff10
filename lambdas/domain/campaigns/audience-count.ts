import type { Audience } from '../../../shared/contracts/campaigns';
import type { Item, Store } from '../../ports/store';

/**
 * How many subscribed contacts an audience matches now (the wizard's live count and the checks). Reads the
 * contacts area's items (docs: /work model, "The audience data model"): all subscribed contacts are the COUNTS
 * item's `subscribed`; a tag audience pages through the subscribed contacts (gsi1 CONTACTSTATUS#{sub}#subscribed)
 * and counts those whose tags match.
 */
const contactsPartition = (sub: string) => `CONTACTS#${sub}`;
const countsKey = (sub: string) => ({ pk: contactsPartition(sub), sk: 'COUNTS' });
const subscribedIndex = (sub: string) => `CONTACTSTATUS#${sub}#subscribed`;

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
    const counts = await store.get(countsKey(sub));
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
