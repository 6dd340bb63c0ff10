import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { getAccountTombstone } from '../domain/items/account-tombstone';
import type { TeamRole } from '../../shared/contracts/teams';
import type { Store } from '../ports/store';
import { ACCOUNT_DELETED, HttpError, UNAUTHORIZED } from './errors';

/** The caller, as the verified token says, and the account whose items the request works on. */
export interface Identity {
  /** The person: the token's `sub` (Cognito calls, the person's own settings). */
  userId: string;
  /**
   * The account whose items the request reads and writes: every key of what the caller owns derives from
   * it, never from `userId`. Resolved once per request by `accountIdOf`.
   */
  accountId: string;
  email: string;
  /** The ID token's `email_verified` (API Gateway passes claims as strings: 'true'). */
  emailVerified: boolean;
  /** The caller's role in the account (issue 34): 'owner' in their own account. */
  role: TeamRole;
  /** The Cognito user name (`cognito:username` of an ID token, `username` of an access token), when present. */
  username?: string;
}

/**
 * The caller's own account: its id is the owner's `sub`, so nothing stored before teams moved. A member
 * acting for another account names it in a header; lambdas/http/account-access.ts resolves that (issue 34).
 */
export function accountIdOf(userId: string): string {
  return userId;
}

/**
 * Refuses an account whose deletion has started (its tombstone, lambdas/domain/items/account-tombstone.ts):
 * an ID token stays valid for up to an hour after "Delete my account", and nothing may be written for an
 * account that is gone. One strongly consistent GetItem per signed-in request; public routes never call it.
 */
export async function refuseDeletedAccount(store: Store, accountId: string): Promise<void> {
  if (await isDeletedAccount(store, accountId))
    throw new HttpError(401, ACCOUNT_DELETED.error, ACCOUNT_DELETED.message);
}

/** True once the account's deletion has started (the streamed chat, off httpRoute, asks this). */
export const isDeletedAccount = async (store: Store, accountId: string): Promise<boolean> =>
  (await getAccountTombstone(store, accountId)) !== undefined;

type JwtClaims = Record<string, string | number | boolean | string[]>;

/**
 * Reads the claims API Gateway's JWT authorizer (or the local server, after verifying the token against
 * the local JWKS) put on the event. The raw Authorization header is never trusted here.
 */
export function identityOf(event: APIGatewayProxyEventV2): Identity {
  const context = event.requestContext as APIGatewayProxyEventV2['requestContext'] & {
    authorizer?: { jwt?: { claims?: JwtClaims } };
  };
  const claims = context.authorizer?.jwt?.claims;
  const sub = claims?.sub;
  if (typeof sub !== 'string' || sub === '')
    throw new HttpError(401, UNAUTHORIZED.error, UNAUTHORIZED.message);
  const email = typeof claims?.email === 'string' ? claims.email : '';
  const emailVerified = claims?.email_verified === true || claims?.email_verified === 'true';
  const username = claims?.['cognito:username'] ?? claims?.username;
  return {
    userId: sub,
    accountId: accountIdOf(sub),
    role: 'owner',
    email,
    emailVerified,
    ...(typeof username === 'string' && username !== '' ? { username } : {}),
  };
}
