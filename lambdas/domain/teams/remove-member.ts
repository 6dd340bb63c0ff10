import { ConditionFailedError, type Store } from '../../ports/store';
import { DomainError } from '../errors';
import { getMember, releaseSeatWrite, removeMemberWrites } from '../items/membership';
import { settleInvitationWrite } from '../items/invitation';
import { getOwnerId } from '../items/ownership';

const NOT_MEMBER = 'That person is not a member of this account.';

/**
 * Removes a member (owner or admin), or a member leaves (themselves): both membership items go and the seat
 * is given back in one transaction. The member's next request naming the account is refused (the
 * membership is read strongly consistent on every request). The owner can neither be removed nor leave.
 */
export async function removeMember(store: Store, accountId: string, userId: string): Promise<void> {
  if (userId === (await getOwnerId(store, accountId)))
    throw new DomainError(
      'conflict',
      'owner_cannot_leave',
      "The account's owner cannot be removed or leave it.",
    );
  if (!(await getMember(store, accountId, userId)))
    throw new DomainError('not_found', 'member_not_found', NOT_MEMBER);
  try {
    await store.transact([...removeMemberWrites(accountId, userId), releaseSeatWrite(accountId)]);
  } catch (error) {
    if (error instanceof ConditionFailedError)
      throw new DomainError('not_found', 'member_not_found', NOT_MEMBER);
    throw error;
  }
}

/** Withdraws a pending invitation; its link then answers 'already used or withdrawn'. */
export async function revokeInvitation(store: Store, accountId: string, inviteId: string): Promise<void> {
  try {
    await store.transact([settleInvitationWrite(accountId, inviteId, { status: 'revoked' })]);
  } catch (error) {
    if (error instanceof ConditionFailedError)
      throw new DomainError('not_found', 'invitation_not_found', 'This invitation is no longer pending.');
    throw error;
  }
}
