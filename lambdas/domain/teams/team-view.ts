import type { TeamResponse } from '../../../shared/contracts/teams';
import type { Store } from '../../ports/store';
import { listInvitations } from '../items/invitation';
import { listMembers } from '../items/membership';
import { seatLimitOf } from './seat-limit';

/** The members page (issue 34): the owner, the members, open invitations and the seats used of the plan's. */
export async function teamView(
  store: Store,
  account: { accountId: string; ownerEmail: string | undefined },
  now: Date,
): Promise<TeamResponse> {
  const [members, invitations, limit] = await Promise.all([
    listMembers(store, account.accountId),
    listInvitations(store, account.accountId),
    seatLimitOf(store, account.accountId),
  ]);
  return {
    members: [
      { userId: account.accountId, email: account.ownerEmail ?? '', role: 'owner', joinedAt: '' },
      ...members.map(({ userId, email, role, joinedAt }) => ({ userId, email, role, joinedAt })),
    ],
    invitations: invitations
      .filter((i) => i.status === 'pending' && Date.parse(i.expiresAt) > now.getTime())
      .map(({ inviteId, email, role, status, createdAt, expiresAt }) => ({
        inviteId,
        email,
        role,
        status,
        createdAt,
        expiresAt,
      })),
    seats: { used: members.length + 1, limit },
  };
}
