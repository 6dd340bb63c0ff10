import {
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  GetUserCommand,
  GlobalSignOutCommand,
  ListUserPoolsCommand,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call } from './helpers/api';
import { cognito, newUser, type Tokens } from './helpers/cognito';

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
