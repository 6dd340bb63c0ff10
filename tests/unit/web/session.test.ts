import { describe, expect, it } from 'vitest';
import { isFresh, readStoredSession } from '../../../web/lib/session';

const CLIENT = 'client123';
const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (payload: Record<string, unknown>) => `${b64url({ alg: 'RS256' })}.${b64url(payload)}.sig`;
const storage = (entries: Record<string, string>) => ({ getItem: (key: string) => entries[key] ?? null });
const key = (suffix: string) => `CognitoIdentityServiceProvider.${CLIENT}.${suffix}`;

describe('readStoredSession (the tokens Amplify stores, read without Amplify)', () => {
  it('is null when nobody signed in on this browser', () => {
    expect(readStoredSession(CLIENT, storage({}))).toBeNull();
    expect(readStoredSession(CLIENT, storage({ [key('LastAuthUser')]: 'u1' }))).toBeNull();
  });

  it('reads the user and expiry from the stored ID token of the last user', () => {
    const exp = Math.floor(Date.UTC(2030, 0, 1) / 1000);
    const token = jwt({ sub: 'sub-1', email: 'maya@example.com', exp });
    const session = readStoredSession(
      CLIENT,
      storage({ [key('LastAuthUser')]: 'u1', [key('u1.idToken')]: token, [key('u1.refreshToken')]: 'r' }),
    );
    expect(session).toEqual({
      userId: 'sub-1',
      email: 'maya@example.com',
      emailVerified: false,
      idToken: token,
      expiresAtMs: exp * 1000,
      canRefresh: true,
    });
    expect(isFresh(session!, Date.UTC(2029, 11, 31))).toBe(true);
    expect(isFresh(session!, exp * 1000 - 30_000)).toBe(false); // inside the refresh margin
  });

  it("reads email_verified (true once the mailed code was entered; API Gateway's string form too)", () => {
    for (const [claim, verified] of [
      [true, true],
      ['true', true],
      [false, false],
      [undefined, false],
    ] as const) {
      const token = jwt({ sub: 's', exp: 2_000_000_000, email_verified: claim });
      const session = readStoredSession(
        CLIENT,
        storage({ [key('LastAuthUser')]: 'u1', [key('u1.idToken')]: token }),
      );
      expect(session?.emailVerified).toBe(verified);
    }
  });

  it('ignores another app client and a malformed token', () => {
    const token = jwt({ sub: 's', exp: 2_000_000_000 });
    expect(
      readStoredSession('other', storage({ [key('LastAuthUser')]: 'u1', [key('u1.idToken')]: token })),
    ).toBeNull();
    expect(
      readStoredSession(CLIENT, storage({ [key('LastAuthUser')]: 'u1', [key('u1.idToken')]: 'not-a-jwt' })),
    ).toBeNull();
  });
});
