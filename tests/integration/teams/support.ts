import type { DynamoStore } from '../../../lambdas/adapters/aws/dynamo-store';
import {
  addMemberWrites,
  removeMemberWrites,
  type MemberRole,
} from '../../../lambdas/domain/items/membership';
import { ACCOUNT_HEADER } from '../../../shared/contracts/teams';
import { call } from '../helpers/api';
import type { User } from '../projects/support';

/**
 * Members are written straight to the table with the membership items' own writes: invitations (the way a
 * member joins in the product) are not built yet (issue 34), and these tests prove what a membership allows.
 */
export async function addMember(store: DynamoStore, owner: User, member: User, role: MemberRole) {
  const joinedAt = new Date().toISOString();
  await store.transact(
    addMemberWrites({ accountId: owner.sub, userId: member.sub, role, email: member.email, joinedAt }),
  );
}

export const removeMember = (store: DynamoStore, owner: User, member: User) =>
  store.transact(removeMemberWrites(owner.sub, member.sub));

/** A request as `user`, acting for `account` (the account switcher's header). */
export const asMemberOf = (
  account: User,
  user: User,
  path: string,
  init: { method?: string; body?: unknown } = {},
) =>
  call(path, {
    method: init.method ?? 'GET',
    token: user.idToken,
    headers: {
      [ACCOUNT_HEADER]: account.sub,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
