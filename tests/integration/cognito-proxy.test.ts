import {
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  ChangePasswordCommand,
  GetUserCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  ListUserPoolsCommand,
  ListUsersCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call } from './helpers/api';
import { cognito, newEmail, newUser, PASSWORD, signIn, type Tokens } from './helpers/cognito';

/** The /cognito proxy on the app's origin forwards only what a browser client calls; the rest is 403. */
let alice: Tokens & { email: string; sub: string };
beforeAll(async () => {
  alice = await newUser('proxy');
});

const poolId = () => inject('stack').env.USER_POOL_ID as string;

describe('the local /cognito proxy', () => {
  it('refuses ListUsers without a word about any user', async () => {
    const error = await cognito()
      .send(new ListUsersCommand({ UserPoolId: poolId() }))
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'AccessDeniedException', $metadata: { httpStatusCode: 403 } });
    expect(JSON.stringify(error)).not.toContain(alice.email);
  });

  it.each([
    ['AdminGetUser', () => new AdminGetUserCommand({ UserPoolId: poolId(), Username: alice.sub })],
    ['AdminDeleteUser', () => new AdminDeleteUserCommand({ UserPoolId: poolId(), Username: alice.sub })],
    ['ListUserPools', () => new ListUserPoolsCommand({ MaxResults: 10 })],
  ])('answers 403 to %s', async (_name, command) => {
    const error = await cognito()
      .send(command() as never)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ $metadata: { httpStatusCode: 403 } });
  });

  it('answers 403 to a request that names no action, and to an unknown one', async () => {
    const none = await call('/cognito/', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/x-amz-json-1.1' },
    });
    expect(none.status).toBe(403);
    const unknown = await call('/cognito/', {
      method: 'POST',
      body: '{}',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.DescribeUserPool',
      },
    });
    expect(unknown.status).toBe(403);
    expect(unknown.body).toMatchObject({ __type: 'AccessDeniedException' });
  });

  it('still forwards what the browser uses: sign-up and sign-in (beforeAll), get user, sign-out', async () => {
    const user = await cognito().send(new GetUserCommand({ AccessToken: alice.accessToken }));
    expect(user.UserAttributes).toContainEqual({ Name: 'email', Value: alice.email });
    // cognito-local itself lacks GlobalSignOut: what matters here is that the proxy passes it on (no 403).
    const signOut = await cognito()
      .send(new GlobalSignOutCommand({ AccessToken: alice.accessToken }))
      .catch((e: unknown) => e);
    expect(signOut).not.toMatchObject({ $metadata: { httpStatusCode: 403 } });
    expect(signOut).not.toMatchObject({ name: 'AccessDeniedException' });
  });

  it('still serves the pool JWKS (public)', async () => {
    const res = await call(`/cognito/${poolId()}/.well-known/jwks.json`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ keys: [expect.objectContaining({ kty: 'RSA' })] });
  });
});

describe("the local /cognito proxy enforces the pool's password policy (cognito-local does not)", () => {
  const clientId = () => inject('stack').env.USER_POOL_CLIENT_ID as string;
  const signUpWith = (email: string, password: string) =>
    cognito()
      .send(
        new SignUpCommand({
          ClientId: clientId(),
          Username: email,
          Password: password,
          UserAttributes: [{ Name: 'email', Value: email }],
        }),
      )
      .catch((e: unknown) => e);

  it.each([
    ['short', 'Password not long enough'],
    ['alllower1!', 'Password must have uppercase characters'],
    ['NoSymbol12', 'Password must have symbol characters'],
  ])('refuses sign-up with %j as Cognito does, and makes no account', async (password, words) => {
    const email = newEmail('weak');
    const error = await signUpWith(email, password);
    expect(error).toMatchObject({
      name: 'InvalidPasswordException',
      message: `Password did not conform with policy: ${words}`,
      $metadata: { httpStatusCode: 400 },
    });
    const signIn = await cognito()
      .send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: clientId(),
          AuthParameters: { USERNAME: email, PASSWORD: password },
        }),
      )
      .catch((e: unknown) => e);
    expect(signIn).toMatchObject({ $metadata: { httpStatusCode: 400 } });
    expect(signIn).not.toHaveProperty('AuthenticationResult');
  });

  it('refuses a weak new password on ChangePassword, and the old one still signs in', async () => {
    const bob = await newUser('change');
    const error = await cognito()
      .send(
        new ChangePasswordCommand({
          AccessToken: bob.accessToken,
          PreviousPassword: PASSWORD,
          ProposedPassword: 'short',
        }),
      )
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'InvalidPasswordException', $metadata: { httpStatusCode: 400 } });
    await expect(signIn(bob.email)).resolves.toMatchObject({ accessToken: expect.any(String) });
  });

  it('still passes a sign-up that meets the policy on to cognito-local', async () => {
    await expect(signUpWith(newEmail('strong'), PASSWORD)).resolves.toMatchObject({
      UserSub: expect.any(String),
    });
  });
});
