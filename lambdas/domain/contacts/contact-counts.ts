import type { ContactCountsResponse } from '../../../shared/contracts/contacts';
import type { Store } from '../../ports/store';
import { keys } from '../../table';
import { countsOf } from './contact-item';
import { readContactLimit } from './contact-limit';

/** GET /api/contacts/counts: contacts per status (kept exact by the write builders) and the plan's limit. */
export async function contactCounts(store: Store, sub: string): Promise<ContactCountsResponse> {
  const [counts, limit] = await Promise.all([
    store.get(keys.contactCounts(sub)),
    readContactLimit(store, sub),
  ]);
  return { counts: countsOf(counts), limit };
}
