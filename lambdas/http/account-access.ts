import { ACCOUNT_HEADER, roleAllows, TEAM_ERRORS, type TeamRole } from '../../shared/contracts/teams';
import { getMember } from '../domain/items/membership';
import { getOwnerId } from '../domain/items/ownership';
import type { Store } from '../ports/store';
import { HttpError } from './errors';

/** The account a request acts for and the caller's role in it. */
export interface AccountAccess {
  accountId: string;
  role: TeamRole;
}

/** The account a request names in its `x-jm-account` header, if any (headers arrive lower-cased). */
export const requestedAccountOf = (headers: Readonly<Record<string, string | undefined>> | undefined) =>
  headers?.[ACCOUNT_HEADER]?.trim() || undefined;

/**
 * Issue 34: which account a signed-in request acts for, and whether the caller's role there reaches the
 * route's minimal role (lambdas/routes/roles.ts). Without the header, or naming their own account, the
 * caller is its owner unless ownership moved (one GetItem of the account's CURRENT_OWNER; a second, of the
 * membership, only then). Naming another account costs one strongly consistent GetItem of the membership,
 * so a removed member is refused on their very next request. Never trusted from the body.
 */
export async function resolveAccess(
  store: Store,
  userId: string,
  requested: string | undefined,
  needed: TeamRole,
): Promise<AccountAccess> {
  let access: AccountAccess = { accountId: userId, role: 'owner' };
  const accountId = requested ?? userId;
  if (accountId !== userId || (await getOwnerId(store, userId)) !== userId) {
    const member = await getMember(store, accountId, userId);
    if (!member) throw new HttpError(403, TEAM_ERRORS.notMember.error, TEAM_ERRORS.notMember.message);
    access = { accountId, role: member.role };
  }
  if (!roleAllows(access.role, needed)) {
    const refusal = TEAM_ERRORS.roleTooLow(access.role, needed);
    throw new HttpError(403, refusal.error, refusal.message);
  }
  return access;
}
