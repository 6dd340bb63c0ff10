import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { meResponseSchema } from '../../shared/contracts/me';
import { call } from './helpers/api';
import type { Tokens } from './helpers/cognito';
import { newUser, refresh } from './helpers/cognito';
import { cognitoLocalKey, decode, foreignKey, sign } from './helpers/jwt';

let alice: Tokens & { email: string; sub: string };
let bob: Tokens & { email: string; sub: string };

beforeAll(async () => {
  [alice, bob] = await Promise.all([newUser('alice'), newUser('bob')]);
});

describe('sign-up through cognito-local (PreSignUp trigger)', () => {
  it('yields a CONFIRMED user who could sign in at once, whose email is not verified yet', async () => {
    const { env } = inject('stack');
    const admin = new CognitoIdentityProviderClient({
      endpoint: env.AWS_ENDPOINT_COGNITO,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const user = await admin.send(
      new AdminGetUserCommand({ UserPoolId: env.USER_POOL_ID, Username: alice.sub }),
    );
    expect(user.UserStatus).toBe('CONFIRMED');
    // Verified only when its owner enters the mailed code (issue 18; tests/integration/email-verification.test.ts).
    expect(user.UserAttributes).not.toContainEqual({ Name: 'email_verified', Value: 'true' });
    expect(decode(alice.idToken)).toMatchObject({
      email: alice.email,
      email_verified: false,
      token_use: 'id',
    });
  });
});

describe('GET /api/me', () => {
  it('returns the verified claims of the caller', async () => {
    const res = await call('/api/me', { token: alice.idToken });
    expect(res.status).toBe(200);
    expect(meResponseSchema.parse(res.body)).toEqual({ userId: alice.sub, email: alice.email });
  });

  it('never answers for another user than the token says (wrong owner)', async () => {
    const res = await call(`/api/me?userId=${alice.sub}`, {
      token: bob.idToken,
      headers: { 'x-user-id': alice.sub },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ userId: bob.sub, email: bob.email });
  });

  it('refuses a token whose payload was altered (signature no longer matches)', async () => {
    const [header, , signature] = alice.idToken.split('.');
    const payload = Buffer.from(JSON.stringify({ ...decode(alice.idToken), sub: bob.sub })).toString(
      'base64url',
    );
    const res = await call('/api/me', { token: `${header}.${payload}.${signature}` });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'unauthorized', message: 'Please log in to continue.' });
  });

  describe('with minted tokens', () => {
    const claims = () => {
      const now = Math.floor(Date.now() / 1000);
      return { ...decode(alice.idToken), iat: now, exp: now + 600 };
    };

    it('accepts a token signed with the pool key (control for the cases below)', async () => {
      const res = await call('/api/me', { token: sign(claims(), cognitoLocalKey()) });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ userId: alice.sub, email: alice.email });
    });

    it('refuses a token signed with a foreign key', async () => {
      const res = await call('/api/me', { token: sign(claims(), foreignKey()) });
      expect(res.status).toBe(401);
    });

    it('refuses an expired token', async () => {
      const now = Math.floor(Date.now() / 1000);
      const res = await call('/api/me', {
        token: sign({ ...claims(), iat: now - 7200, exp: now - 3600 }, cognitoLocalKey()),
      });
      expect(res.status).toBe(401);
    });

    it('refuses a validly signed token without an exp claim (API Gateway requires exp)', async () => {
      const { exp: _exp, ...noExp } = claims();
      const res = await call('/api/me', { token: sign(noExp, cognitoLocalKey()) });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'unauthorized', message: 'Please log in to continue.' });
    });

    it('refuses a token for another app client', async () => {
      const res = await call('/api/me', {
        token: sign({ ...claims(), aud: 'some-other-client' }, cognitoLocalKey()),
      });
      expect(res.status).toBe(401);
    });

    it('refuses a token from another issuer', async () => {
      const res = await call('/api/me', {
        token: sign({ ...claims(), iss: 'http://localhost:1/cognito/local_other' }, cognitoLocalKey()),
      });
      expect(res.status).toBe(401);
    });
  });
});

describe('session refresh through the /cognito proxy', () => {
  it('turns GetTokensFromRefreshToken (aws-amplify v6) into new working tokens', async () => {
    const out = await refresh(alice.refreshToken);
    const result = out.AuthenticationResult;
    expect(result?.TokenType).toBe('Bearer');
    expect(result?.ExpiresIn).toBeGreaterThan(0);
    const idToken = result?.IdToken as string;
    expect(decode(idToken).jti).not.toBe(decode(alice.idToken).jti);
    expect(decode(result?.AccessToken as string)).toMatchObject({ sub: alice.sub, token_use: 'access' });
    const res = await call('/api/me', { token: idToken });
    expect(res.body).toEqual({ userId: alice.sub, email: alice.email });
  });

  it('refuses an unknown refresh token the way Cognito does', async () => {
    await expect(refresh('not-a-refresh-token')).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });
});
