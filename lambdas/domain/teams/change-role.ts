import type { MemberRoleBody } from '../../../shared/contracts/teams';
import { ConditionFailedError, type Store } from '../../ports/store';
import { DomainError } from '../errors';
import { setMemberRoleWrites } from '../items/membership';
import { getOwnerId } from '../items/ownership';

/**
 * Gives a member another role (owner or admin; issue 34). Both membership items change in one transaction,
 * each only while present, so a member removed meanwhile is answered 'not a member', never written back.
 * The member's very next request acts with the new role (the membership is read on every request).
 */
export async function changeMemberRole(
  store: Store,
  accountId: string,
  userId: string,
  role: MemberRoleBody['role'],
): Promise<void> {
  if (userId === (await getOwnerId(store, accountId)))
    throw new DomainError('conflict', 'owner_role_fixed', "The account owner's role cannot be changed.");
  try {
    await store.transact(setMemberRoleWrites(accountId, userId, role));
  } catch (error) {
    if (error instanceof ConditionFailedError)
      throw new DomainError('not_found', 'member_not_found', 'That person is not a member of this account.');
    throw error;
  }
}
