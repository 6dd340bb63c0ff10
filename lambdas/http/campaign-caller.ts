import type { Identity } from './identity';

/**
 * The caller as the campaign checks and actions take it: `userId` is the account whose campaign it is (the
 * account the request acts for), never the person's own sub, which for a member is another account
 * (issue 34: a member's send-now, schedule and checks answered 404 "Campaign not found" before this);
 * `emailVerified` is the person's own.
 */
export const callerOf = (identity: Identity) => ({
  userId: identity.accountId,
  emailVerified: identity.emailVerified,
});
