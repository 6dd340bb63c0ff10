/**
 * Email-address verification (issue 18) through the same Cognito actions the browser calls, via the app's
 * /cognito proxy into cognito-local: the code is written by our CustomMessage trigger and reaches the
 * local mail viewer (the SES stand-in's store) through lambdas/local/cognito-mail.ts, never the console.
 */
import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  GetUserAttributeVerificationCodeCommand,
  VerifyUserAttributeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, inject, it } from 'vitest';
import { codeMailsTo, cognito, latestCode, newUser, refresh } from './helpers/cognito';
import { decode } from './helpers/jwt';

const { env } = inject('stack');
const admin = new CognitoIdentityProviderClient({
  endpoint: env.AWS_ENDPOINT_COGNITO,
  region: 'us-east-1',
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});

async function emailVerifiedAttribute(sub: string) {
  const user = await admin.send(new AdminGetUserCommand({ UserPoolId: env.USER_POOL_ID, Username: sub }));
  return user.UserAttributes?.find((a) => a.Name === 'email_verified')?.Value;
}

const askForCode = (accessToken: string) =>
  cognito().send(
    new GetUserAttributeVerificationCodeCommand({ AccessToken: accessToken, AttributeName: 'email' }),
  );
const enterCode = (accessToken: string, code: string) =>
  cognito().send(
    new VerifyUserAttributeCommand({ AccessToken: accessToken, AttributeName: 'email', Code: code }),
  );

describe('verifying an email address', () => {
  it('sign-up mails no code of its own and leaves the address unverified', async () => {
    const user = await newUser('fresh');
    expect(await emailVerifiedAttribute(user.sub)).not.toBe('true');
    expect(decode(user.idToken).email_verified).toBe(false);
    expect(await codeMailsTo(user.email)).toEqual([]);
  });

  it('mails the code to the local mail viewer in our words, and the right code verifies the address', async () => {
    const user = await newUser('verify');
    await askForCode(user.accessToken); // (cognito-local answers {} where Cognito adds CodeDeliveryDetails)
    const code = await latestCode(user.email);
    const [mail] = await codeMailsTo(user.email);
    expect(mail!.body.text).toBe(
      `Your Jungle Mail verification code is ${code}. Enter it in the banner at the top of Jungle Mail to verify your email address. If you did not create a Jungle Mail account, you can ignore this email.`,
    );
    await enterCode(user.accessToken, code);
    expect(await emailVerifiedAttribute(user.sub)).toBe('true');
    const refreshed = await refresh(user.refreshToken);
    expect(decode(refreshed.AuthenticationResult!.IdToken!)).toMatchObject({
      email: user.email,
      email_verified: true,
    });
  });

  it('refuses a wrong code and changes nothing', async () => {
    const user = await newUser('wrong-code');
    await askForCode(user.accessToken);
    const code = await latestCode(user.email);
    const wrong = code === '000000' ? '111111' : '000000';
    await expect(enterCode(user.accessToken, wrong)).rejects.toMatchObject({ name: 'CodeMismatchException' });
    expect(await emailVerifiedAttribute(user.sub)).not.toBe('true');
  });

  it('"Send the code again" mails a new code, and that one works', async () => {
    const user = await newUser('resend');
    await askForCode(user.accessToken);
    await latestCode(user.email);
    await askForCode(user.accessToken);
    const second = await latestCode(user.email, 1);
    expect(await codeMailsTo(user.email)).toHaveLength(2);
    await enterCode(user.accessToken, second);
    expect(await emailVerifiedAttribute(user.sub)).toBe('true');
  });

  it("needs the user's own access token: without one the proxy answers as Cognito would", async () => {
    await expect(askForCode('not-a-token')).rejects.toBeDefined();
  });
});

describe('the local code-mail endpoint (loopback Lambda-invoke server only)', () => {
  const endpoint = () => `http://127.0.0.1:${inject('stack').ports.lambda}/_local/cognito-mail`;
  const post = (body: string) =>
    fetch(endpoint(), { method: 'POST', headers: { 'content-type': 'application/json' }, body });

  it('refuses malformed JSON, a body that is no Cognito email, and an oversized one, sending nothing', async () => {
    const to = `nobody-${Date.now()}@example.com`;
    const answers = [
      await post('{"to":'),
      await post(JSON.stringify({ source: 'VerifyUserAttribute', to: 'not-an-address', code: '1' })),
      await post(JSON.stringify({ source: 'x', to, code: '1', message: 'x'.repeat(70 * 1024) })),
    ];
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400]);
    expect(await codeMailsTo(to)).toEqual([]);
  });

  it('is not reachable through the app origin', async () => {
    const res = await fetch(`${inject('stack').baseUrl}/_local/cognito-mail`, { method: 'POST', body: '{}' });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});
