/** The Cognito user pool, as far as the back end needs it (more arrives with later issues). */
export interface UserPool {
  /** Cheap reachability check for /api/health (DescribeUserPool). */
  ping(): Promise<void>;
  /** Deletes a user (AdminDeleteUser) by user name; a user already gone is no error ("Delete my account"). */
  deleteUser(username: string): Promise<void>;
  /**
   * Signs the user out everywhere (AdminUserGlobalSignOut: every refresh token revoked, so no new ID token
   * is issued) before the user is deleted; a user already gone is no error. 'unsupported' where the pool
   * cannot (cognito-local 5.3 implements neither GlobalSignOut nor AdminUserGlobalSignOut): there the
   * account's tombstone alone refuses the tokens still valid.
   */
  signOutEverywhere(username: string): Promise<'signed-out' | 'unsupported'>;
  /**
   * Whether the user's own email address is verified (AdminGetUser's `email_verified`), by user name or sub;
   * false for a user that does not exist.
   */
  emailVerified(username: string): Promise<boolean>;
}
