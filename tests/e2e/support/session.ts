import type { BrowserContext } from 'playwright-core';
import { newEmail, signIn, signUp, verifyEmail, type Tokens } from '../../integration/helpers/cognito';

/**
 * A real account for e2e tests that are not about signing in: signed up and signed in through the real
 * Cognito SDK against the stack's same-origin /cognito (cognito-local), then handed to the browser in the
 * localStorage keys aws-amplify v6 reads, so the page starts signed in with genuine tokens.
 */
export interface E2eUser extends Tokens {
  email: string;
  sub: string;
}

async function clientIdOf(baseUrl: string): Promise<string> {
  const config = (await (await fetch(`${baseUrl}/config.json`)).json()) as { userPoolClientId: string };
  return config.userPoolClientId;
}

export async function createUser(baseUrl: string, tag = 'e2e'): Promise<E2eUser> {
  const target = { baseUrl, clientId: await clientIdOf(baseUrl) };
  const email = newEmail(tag);
  const out = await signUp(email, target);
  const tokens = await signIn(email, target);
  return { ...tokens, email, sub: out.UserSub as string };
}

/**
 * The user with the email address verified as its owner would (issue 18: test sends need it): the code
 * requested through /cognito, read from the local mail viewer (the SES stand-in at `sesEndpoint`), entered
 * with VerifyUserAttribute; the returned user carries the refreshed ID token that says so.
 */
export async function verifiedUser(baseUrl: string, sesEndpoint: string, user: E2eUser): Promise<E2eUser> {
  const target = { baseUrl, clientId: await clientIdOf(baseUrl) };
  return { ...user, idToken: await verifyEmail(user, target, sesEndpoint) };
}

function usernameOf(accessToken: string): string {
  const payload = JSON.parse(
    Buffer.from(accessToken.split('.')[1] as string, 'base64url').toString('utf8'),
  ) as {
    username?: string;
    sub: string;
  };
  return payload.username ?? payload.sub;
}

/** Puts the user's tokens where Amplify keeps them, before any page script runs. */
export async function signInContext(context: BrowserContext, baseUrl: string, user: E2eUser): Promise<void> {
  const clientId = await clientIdOf(baseUrl);
  const username = usernameOf(user.accessToken);
  const prefix = `CognitoIdentityServiceProvider.${clientId}`;
  const entries: Record<string, string> = {
    [`${prefix}.LastAuthUser`]: username,
    [`${prefix}.${username}.idToken`]: user.idToken,
    [`${prefix}.${username}.accessToken`]: user.accessToken,
    [`${prefix}.${username}.refreshToken`]: user.refreshToken,
    [`${prefix}.${username}.clockDrift`]: '0',
    [`${prefix}.${username}.signInDetails`]: JSON.stringify({
      loginId: user.email,
      authFlowType: 'USER_PASSWORD_AUTH',
    }),
  };
  await context.addInitScript((items: Record<string, string>) => {
    if (sessionStorage.getItem('__e2e_seeded')) return;
    sessionStorage.setItem('__e2e_seeded', '1');
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
  }, entries);
}

/** A JSON call to the stack's API as `user`; an answer that is not 2xx throws with its status and body. */
export async function apiAs<T>(
  baseUrl: string,
  user: E2eUser,
  path: string,
  init: RequestInit = {},
): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${user.idToken}`, 'content-type': 'application/json', ...init.headers },
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}
