import type { TeamResponse } from '../../../shared/contracts/teams';
import type { Store } from '../../ports/store';
import { listInvitations } from '../items/invitation';
import { listMembers } from '../items/membership';
import { getOwnershipOffer } from '../items/ownership';
import { seatLimitOf } from './seat-limit';

/**
 * The members page (issue 34): the owner, the members, open invitations, the seats used of the plan's and
 * a pending offer of ownership. The owner is the member whose role is 'owner' once ownership moved; before,
 * the person whose sub is the account's id, who has no membership item.
 */
export async function teamView(
  store: Store,
  account: { accountId: string; ownerEmail: string | undefined },
  now: Date,
): Promise<TeamResponse> {
  const [members, invitations, limit, offer] = await Promise.all([
    listMembers(store, account.accountId),
    listInvitations(store, account.accountId),
    seatLimitOf(store, account.accountId),
    getOwnershipOffer(store, account.accountId),
  ]);
  const rows = members.map(({ userId, email, role, joinedAt }) => ({ userId, email, role, joinedAt }));
  const firstOwner = { userId: account.accountId, email: account.ownerEmail ?? '', role: 'owner' as const };
  const owner = rows.find((m) => m.role === 'owner');
  return {
    members: owner ? [owner, ...rows.filter((m) => m !== owner)] : [{ ...firstOwner, joinedAt: '' }, ...rows],
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
    seats: { used: owner ? rows.length : rows.length + 1, limit },
    ...(offer?.status === 'pending'
      ? { ownershipOffer: { toUserId: offer.toUserId, offeredAt: offer.offeredAt } }
      : {}),
  };
}
