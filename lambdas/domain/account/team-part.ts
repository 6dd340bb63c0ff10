import type { Store } from '../../ports/store';
import { listMembers, listMemberships, removeMemberWrites } from '../items/membership';

/**
 * Issue 34: an account's members lose it at once (their membership items in the account's partition go
 * with that partition; their own "member of" items go here), and a person deleting their login leaves
 * every account they were a member of (those accounts stay intact).
 */
export async function eraseMemberships(store: Store, userId: string): Promise<void> {
  const [members, memberships] = await Promise.all([
    listMembers(store, userId),
    listMemberships(store, userId),
  ]);
  for (const m of members) await store.transact(removeMemberWrites(userId, m.userId));
  for (const m of memberships) await store.transact(removeMemberWrites(m.accountId, userId));
}
