/**
 * The Cognito actions a browser client (aws-amplify v6, our web/lib/auth) calls with no credentials but
 * its own tokens: sign-up, sign-in, refresh, get user, sign-out and the password flows. The local /cognito
 * proxy forwards only these; every other action (ListUsers, Admin*, pool and client management) answers
 * 403, as it would in AWS without IAM credentials.
 */
export const BROWSER_COGNITO_ACTIONS: ReadonlySet<string> = new Set([
  // sign-up
  'SignUp',
  'ConfirmSignUp',
  'ResendConfirmationCode',
  // sign-in
  'InitiateAuth',
  'RespondToAuthChallenge',
  // refresh
  'GetTokensFromRefreshToken',
  // the signed-in user, and the code that verifies their email address (issue 18)
  'GetUser',
  'GetUserAttributeVerificationCode',
  'VerifyUserAttribute',
  // the signed-in user deletes their own sign-in (token-authenticated in AWS too; npm run smoke cleans up with it)
  'DeleteUser',
  // sign-out
  'GlobalSignOut',
  'RevokeToken',
  // password flows
  'ForgotPassword',
  'ConfirmForgotPassword',
  'ChangePassword',
]);

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

/** The action named by an X-Amz-Target header, or undefined when the header is not a Cognito one. */
export function cognitoAction(target: string | string[] | undefined): string | undefined {
  if (typeof target !== 'string' || !target.startsWith(TARGET_PREFIX)) return undefined;
  return target.slice(TARGET_PREFIX.length);
}

/** Public, credential-free reads: the pool's JWKS and OpenID configuration. */
export const isPublicCognitoRead = (method: string | undefined, path: string) =>
  (method === 'GET' || method === 'HEAD') &&
  /^\/[\w-]+\/\.well-known\/(jwks\.json|openid-configuration)$/.test(path);
