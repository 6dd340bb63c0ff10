import { randomUUID } from 'node:crypto';
import {
  CognitoIdentityProviderClient,
  GetTokensFromRefreshTokenCommand,
  GetUserAttributeVerificationCodeCommand,
  InitiateAuthCommand,
  SignUpCommand,
  VerifyUserAttributeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { inject } from 'vitest';

export interface Tokens {
  idToken: string;
  accessToken: string;
  refreshToken: string;
}

interface Target {
  baseUrl: string;
  clientId: string;
}

const current = (): Target => ({
  baseUrl: inject('stack').baseUrl,
  clientId: inject('stack').env.USER_POOL_CLIENT_ID as string,
});

/** The real Cognito SDK client, pointed at the app's /cognito (the same-origin proxy the browser uses). */
export function cognito(target: Target = current()): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    endpoint: `${target.baseUrl}/cognito`,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
}

export const newEmail = (tag = 'user') => `${tag}-${randomUUID().slice(0, 8)}@example.com`;
export const PASSWORD = 'Jungle-passw0rd!';

export async function signUp(email: string, target: Target = current()) {
  return cognito(target).send(
    new SignUpCommand({
      ClientId: target.clientId,
      Username: email,
      Password: PASSWORD,
      UserAttributes: [{ Name: 'email', Value: email }],
    }),
  );
}

export async function signIn(email: string, target: Target = current()): Promise<Tokens> {
  const out = await cognito(target).send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: target.clientId,
      AuthParameters: { USERNAME: email, PASSWORD },
    }),
  );
  const r = out.AuthenticationResult;
  if (!r?.IdToken || !r.AccessToken || !r.RefreshToken)
    throw new Error(`Sign-in returned no tokens: ${JSON.stringify(out)}`);
  return { idToken: r.IdToken, accessToken: r.AccessToken, refreshToken: r.RefreshToken };
}

/** A new user, signed up and signed in. */
export async function newUser(
  tag?: string,
  target: Target = current(),
): Promise<Tokens & { email: string; sub: string }> {
  const email = newEmail(tag);
  const out = await signUp(email, target);
  const tokens = await signIn(email, target);
  return { ...tokens, email, sub: out.UserSub as string };
}

/** What aws-amplify v6 calls to refresh a session. */
export async function refresh(refreshToken: string, target: Target = current()) {
  return cognito(target).send(
    new GetTokensFromRefreshTokenCommand({ ClientId: target.clientId, RefreshToken: refreshToken }),
  );
}

const sesOfStack = () => inject('stack').env.AWS_ENDPOINT_SES as string;

interface StoredMail {
  subject: string;
  destination: { to: string[] };
  body: { text?: string };
}

/** The code emails sent to `email` so far, newest last, as the local mail viewer (the SES stand-in's store) holds them. */
export async function codeMailsTo(email: string, sesEndpoint = sesOfStack()): Promise<StoredMail[]> {
  const res = await fetch(`${sesEndpoint}/store`);
  const { emails } = (await res.json()) as { emails: StoredMail[] };
  return emails.filter(
    (m) => m.destination.to.includes(email) && m.subject === 'Your Jungle Mail verification code',
  );
}

/** Waits for the newest code in the local mail viewer for `email` (after `before` code mails). */
export async function latestCode(email: string, before = 0, sesEndpoint = sesOfStack()): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const mails = await codeMailsTo(email, sesEndpoint);
    const code =
      mails.length > before ? /code is (\d{6})\b/.exec(mails.at(-1)?.body.text ?? '')?.[1] : undefined;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No verification code reached the local mail viewer for ${email}`);
}

/**
 * Verifies the user's email address as the browser does: GetUserAttributeVerificationCode through
 * /cognito, the code read from the local mail viewer, VerifyUserAttribute, then a refresh so the ID token
 * says email_verified. Returns the new ID token.
 */
export async function verifyEmail(
  user: Tokens & { email: string },
  target: Target = current(),
  sesEndpoint = sesOfStack(),
) {
  const before = (await codeMailsTo(user.email, sesEndpoint)).length;
  await cognito(target).send(
    new GetUserAttributeVerificationCodeCommand({ AccessToken: user.accessToken, AttributeName: 'email' }),
  );
  const code = await latestCode(user.email, before, sesEndpoint);
  await cognito(target).send(
    new VerifyUserAttributeCommand({ AccessToken: user.accessToken, AttributeName: 'email', Code: code }),
  );
  const out = await refresh(user.refreshToken, target);
  const idToken = out.AuthenticationResult?.IdToken;
  if (!idToken) throw new Error('The refresh after verifying returned no ID token');
  return idToken;
}
