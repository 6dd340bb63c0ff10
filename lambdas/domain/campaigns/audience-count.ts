import type { Audience } from '../../../shared/contracts/campaigns';
import type { Store } from '../../ports/store';
import {
  querySubscribedContactsPage,
  type AudienceContact,
  type SubscribedPageStart,
} from '../items/contact';
import { getContactCountsRecord } from '../items/contact-counts';
import { inAudience } from './send/audience';

/**
 * How many subscribed contacts an audience matches now (the wizard's live count and the checks). Reads the
 * contacts area's items: all subscribed contacts are the COUNTS item's `subscribed` (kept exact by every contact
 * write); a tag or field-condition audience pages through the subscribed contacts (items/contact.ts's subscribed index) and counts
 * those whose tags match.
 */
const PAGE = 500;

/** Whether a subscribed contact is in the audience (send/audience.ts: tags and field conditions). */
export function matchesAudience(
  contact: Pick<AudienceContact, 'tags' | 'fields'>,
  audience: Audience,
  today?: string,
): boolean {
  return inAudience(contact, audience, today);
}

export async function countAudience(
  store: Store,
  accountId: string,
  audience: Audience,
  today?: string,
): Promise<number> {
  if (audience.kind === 'all' && !audience.conditions?.length) {
    const subscribed = (await getContactCountsRecord(store, accountId))?.subscribed;
    return subscribed !== undefined && subscribed > 0 ? subscribed : 0;
  }
  let count = 0;
  let startKey: SubscribedPageStart | undefined;
  do {
    const page = await querySubscribedContactsPage(store, accountId, {
      limit: PAGE,
      ...(startKey ? { startKey } : {}),
    });
    for (const contact of page.contacts)
      if (contact.status === 'subscribed' && matchesAudience(contact, audience, today)) count += 1;
    startKey = page.next;
  } while (startKey);
  return count;
}
