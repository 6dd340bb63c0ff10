/**
 * The smoke test's test send and cleanup, under the sending policy of issue 18: a new account's address is
 * unverified, so its test send must be refused (403 email_not_verified); once the owner enters the code
 * Cognito mailed, the send to its own address goes out. Locally the code is read from the local mail viewer
 * (where every mail lands); in AWS the code goes to the simulator address, which nobody can read, so the
 * smoke test proves the refusal and says plainly that the real send was not tried.
 */
import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import {
  DeleteUserCommand,
  GetUserAttributeVerificationCodeCommand,
  VerifyUserAttributeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { ACCOUNT_DELETE_PATH } from '../../shared/contracts/account';
import type { RuntimeConfig } from '../../shared/contracts/runtime-config';
import { signIn, type Account } from './account';
import { expectStatus, request } from './http';
import { check } from './report';

const CODE_SUBJECT = 'Your Jungle Mail verification code';

function testSendTo(site: string, a: Account) {
  return request<{ error?: string; message?: string }>(`${site}/api/projects/${a.projectId}/test-send`, {
    method: 'POST',
    token: a.idToken,
    json: { recipientEmail: a.email },
  });
}

export async function unverifiedSendRefused(site: string, a: Account) {
  const answer = await testSendTo(site, a);
  check(
    answer.status === 403 && answer.body.error === 'email_not_verified',
    `expected 403 email_not_verified, got HTTP ${answer.status}: ${answer.text.slice(0, 200)}`,
  );
  return { value: null, detail: answer.body.message ?? '' };
}

/** The local mail viewer's store (the SES stand-in), or undefined on a deploy (no /_local/mail there). */
export async function localMailStore(site: string): Promise<string | undefined> {
  const answer = await fetch(`${site}/_local/mail`, { redirect: 'manual' });
  await answer.body?.cancel();
  const location = answer.status === 302 ? answer.headers.get('location') : null;
  return location ? new URL('store', new URL(location, site)).href : undefined;
}

interface StoredMail {
  subject: string;
  destination: { to: string[] };
  body: { text?: string };
}

async function codeMails(store: string, email: string): Promise<StoredMail[]> {
  const { emails } = (await (await fetch(store)).json()) as { emails: StoredMail[] };
  return emails.filter((m) => m.subject === CODE_SUBJECT && m.destination.to.includes(email));
}

/** Asks Cognito for a code, reads it from the local mail viewer, verifies, and signs in again for fresh tokens. */
export async function verifyAddress(
  cognito: CognitoIdentityProviderClient,
  config: RuntimeConfig,
  a: Account,
  store: string,
) {
  const before = (await codeMails(store, a.email)).length;
  await cognito.send(
    new GetUserAttributeVerificationCodeCommand({ AccessToken: a.accessToken, AttributeName: 'email' }),
  );
  let code: string | undefined;
  for (let i = 0; i < 50 && !code; i++) {
    const mails = await codeMails(store, a.email);
    if (mails.length > before) code = /code is (\d{6})\b/.exec(mails.at(-1)?.body.text ?? '')?.[1];
    if (!code) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  check(code, `no verification code for ${a.email} reached the local mail viewer`);
  await cognito.send(
    new VerifyUserAttributeCommand({ AccessToken: a.accessToken, AttributeName: 'email', Code: code }),
  );
  await signIn(cognito, config, a);
  return { value: null, detail: 'code from the local mail viewer' };
}

export async function testSend(site: string, a: Account) {
  const answer = await testSendTo(site, a);
  expectStatus(answer, 200, 'test send');
  return { value: null, detail: answer.body.message ?? '' };
}

/**
 * Removes what the run created with the product's own "Delete my account" (projects, images, setup, the
 * sign-in), repeated while it answers 202 (continuing). Without an ID token (sign-in failed) only the
 * Cognito user can be removed, with its access token when there is one.
 */
export async function cleanUp(
  site: string,
  cognito: CognitoIdentityProviderClient,
  a: Account,
): Promise<string[]> {
  if (a.idToken) {
    for (let i = 0; i < 20; i++) {
      const answer = await request(`${site}${ACCOUNT_DELETE_PATH}`, {
        method: 'POST',
        token: a.idToken,
        json: { confirm: true },
      });
      if (answer.status === 200) return [];
      if (answer.status !== 202)
        return [`${ACCOUNT_DELETE_PATH}: HTTP ${answer.status} ${answer.text.slice(0, 200)}`];
    }
    return [`${ACCOUNT_DELETE_PATH} was still continuing after 20 calls`];
  }
  if (!a.accessToken) return [];
  try {
    await cognito.send(new DeleteUserCommand({ AccessToken: a.accessToken }));
    return [];
  } catch (error) {
    return [`account ${a.email}: ${(error as Error).name}`];
  }
}
