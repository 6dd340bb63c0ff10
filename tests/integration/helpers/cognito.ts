import { randomUUID } from 'node:crypto';
import {
  CognitoIdentityProviderClient,
  GetTokensFromRefreshTokenCommand,
  InitiateAuthCommand,
  SignUpCommand,
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
