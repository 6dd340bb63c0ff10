import * as z from 'zod';
import { teamRoleSchema, type TeamRole } from '../../../shared/contracts/teams';
import { ConditionFailedError, type Store, type TransactWrite } from '../../ports/store';
import { parseStored, type ItemKind } from './item-kind';

/**
 * Keys of memberships (issue 34; lambdas/table.ts lists every kind). A member of another person's account
 * has two items written together: one in the account's partition (who may act for it, read on every request
 * that names the account) and one in the person's own (the accounts they can switch to). An account's owner
 * has neither: the account's id is the owner's sub, so nothing stored before teams moves.
 */
export const membershipKeys = {
  member: (accountId: string, userId: string) => ({ pk: `USER#${accountId}`, sk: `MEMBER#${userId}` }),
  memberOf: (userId: string, accountId: string) => ({ pk: `USER#${userId}`, sk: `MEMBEROF#${accountId}` }),
  seats: (accountId: string) => ({ pk: `USER#${accountId}`, sk: 'SEATS' }),
} as const;

export const membershipKind: ItemKind = {
  name: 'membership',
  patterns: [
    { what: "an account's members and their roles", key: 'pk USER#{accountId} sk MEMBER#{userId}' },
    { what: 'the accounts a person is a member of', key: 'pk USER#{userId} sk MEMBEROF#{accountId}' },
    { what: "the account's members counted (the plan's seats)", key: 'pk USER#{accountId} sk SEATS' },
  ],
};

const memberSchema = z.object({
  userId: z.string(),
  accountId: z.string(),
  // 'owner' only once ownership moved to a member (lambdas/domain/items/ownership.ts).
  role: teamRoleSchema,
  email: z.string(),
  joinedAt: z.string(),
});
export type Member = z.output<typeof memberSchema>;

/** The caller's membership of an account (strongly consistent: a removed member loses it at once). */
export async function getMember(
  store: Store,
  accountId: string,
  userId: string,
): Promise<Member | undefined> {
  const item = await store.get(membershipKeys.member(accountId, userId));
  return item ? parseStored(membershipKind.name, memberSchema, item) : undefined;
}

/** An account's members, oldest first (the owner is not among them). */
export async function listMembers(store: Store, accountId: string): Promise<Member[]> {
  const items = await store.query({ partition: `USER#${accountId}`, beginsWith: 'MEMBER#' });
  return items
    .map((i) => parseStored(membershipKind.name, memberSchema, i))
    .sort((a, b) => a.joinedAt.localeCompare(b.joinedAt));
}

/** The accounts a person belongs to besides their own. */
export async function listMemberships(store: Store, userId: string): Promise<Member[]> {
  const items = await store.query({ partition: `USER#${userId}`, beginsWith: 'MEMBEROF#' });
  return items.map((i) => parseStored(membershipKind.name, memberSchema, i));
}

/** Both items of a new member, each only if absent (joining twice fails the transaction). */
export function addMemberWrites(member: Member): TransactWrite[] {
  return [
    {
      kind: 'put',
      item: { ...membershipKeys.member(member.accountId, member.userId), ...member },
      condition: 'absent',
    },
    {
      kind: 'put',
      item: { ...membershipKeys.memberOf(member.userId, member.accountId), ...member },
      condition: 'absent',
    },
  ];
}

/** Both items of a member removed (or leaving). */
export function removeMemberWrites(accountId: string, userId: string): TransactWrite[] {
  return [
    { kind: 'delete', key: membershipKeys.member(accountId, userId) },
    { kind: 'delete', key: membershipKeys.memberOf(userId, accountId) },
  ];
}

export type MemberRole = Exclude<TeamRole, 'owner'>;

/** Members besides the owner (0 when none ever joined). */
export async function getSeatsUsed(store: Store, accountId: string): Promise<number> {
  const item = await store.get(membershipKeys.seats(accountId));
  return typeof item?.members === 'number' ? item.members : 0;
}

/** Creates the seat counter at 0 when absent (its conditional updates need it to exist). */
export async function createSeats(store: Store, accountId: string): Promise<void> {
  try {
    await store.put({ ...membershipKeys.seats(accountId), members: 0 }, 'absent');
  } catch (error) {
    if (!(error instanceof ConditionFailedError)) throw error;
  }
}

/** Takes one seat, on the condition that the owner plus the members stay within `limit` (exact under races). */
export function takeSeatWrite(accountId: string, limit: number): TransactWrite {
  return {
    kind: 'update',
    key: membershipKeys.seats(accountId),
    set: {},
    add: { members: 1 },
    condition: { attribute: 'members', lessThan: limit - 1 },
  };
}

/** Gives a seat back (a member removed or leaving). */
export function releaseSeatWrite(accountId: string): TransactWrite {
  return {
    kind: 'update',
    key: membershipKeys.seats(accountId),
    set: {},
    add: { members: -1 },
    condition: { attribute: 'members', greaterThan: 0 },
  };
}

/** Both items of a member given another role, only while the member is there (a removed one fails it). */
export function setMemberRoleWrites(accountId: string, userId: string, role: MemberRole): TransactWrite[] {
  return [
    { kind: 'update', key: membershipKeys.member(accountId, userId), set: { role }, condition: 'present' },
    { kind: 'update', key: membershipKeys.memberOf(userId, accountId), set: { role }, condition: 'present' },
  ];
}

/** Both items of a member moved from role `from` to `to`, only while the member still has `from`. */
export function moveRoleWrites(
  accountId: string,
  userId: string,
  from: TeamRole,
  to: TeamRole,
): TransactWrite[] {
  const condition = { attribute: 'role', equals: from };
  return [
    { kind: 'update', key: membershipKeys.member(accountId, userId), set: { role: to }, condition },
    { kind: 'update', key: membershipKeys.memberOf(userId, accountId), set: { role: to }, condition },
  ];
}
