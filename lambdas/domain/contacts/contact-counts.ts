import type { ContactCountsResponse } from '../../../shared/contracts/contacts';
import type { Store } from '../../ports/store';
import { getContactCounts } from '../items/contact-counts';
import { readContactLimit } from './contact-limit';

/** GET /api/contacts/counts: contacts per status (kept exact by the write builders) and the plan's limit. */
export async function contactCounts(store: Store, accountId: string): Promise<ContactCountsResponse> {
  const [counts, limit] = await Promise.all([
    getContactCounts(store, accountId),
    readContactLimit(store, accountId),
  ]);
  return { counts, limit };
}
