/** POST /api/contacts/bulk: tag, untag or delete many contacts, at most CONTACT_BULK_MAX per call. */
import { api } from '../../../lib/api-client';
import { bulkContactsResponseSchema, CONTACT_BULK_MAX } from '../../../../shared/contracts/contacts';

export type BulkAction = 'tag' | 'untag' | 'delete';

/** Splits the ids into calls of at most `size`, in order. Pure. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Runs the action over every id, one call per chunk, one after the other (a failure stops the rest and is
 * thrown); answers how many were changed and how many were left as they were.
 */
export async function bulkContacts(action: BulkAction, contactIds: readonly string[], tag?: string) {
  const total = { done: 0, skipped: 0 };
  for (const ids of chunk(contactIds, CONTACT_BULK_MAX)) {
    const body = action === 'delete' ? { action, contactIds: ids } : { action, contactIds: ids, tag };
    const answer = await api.post('/api/contacts/bulk', body, { schema: bulkContactsResponseSchema });
    total.done += answer.done;
    total.skipped += answer.skipped;
  }
  return total;
}
