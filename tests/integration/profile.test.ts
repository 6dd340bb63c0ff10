import { beforeAll, describe, expect, it } from 'vitest';
import { profileResponseSchema } from '../../shared/contracts/profile';
import { keys } from '../../lambdas/table';
import { call } from './helpers/api';
import { newUser, signIn, signUp } from './helpers/cognito';
import { patchSetup, tableStore } from './setup/support';

/** The profile (user_info) is created by the server on the first authenticated call, once. */

type User = Awaited<ReturnType<typeof newUser>>;
const store = tableStore();
const getProfile = (token: string) => call('/api/profile', { token });
const rowsFor = async (email: string) => {
  const { gsi1pk } = keys.usernameIndex(email);
  return store.query({ index: 'gsi1', partition: gsi1pk });
};

let ann: User;
let ben: User;

beforeAll(async () => {
  [ann, ben] = await Promise.all([newUser('ann-profile'), newUser('ben-profile')]);
});

describe('GET /api/profile', () => {
  it('does not exist before the first call (sign-up alone creates nothing)', async () => {
    expect(await store.get(keys.profile(ann.sub))).toBeUndefined();
  });

  it('creates the profile on the first call: username from the email local part, free tier, inactive, no projects', async () => {
    const res = await getProfile(ann.idToken);
    expect(res.status).toBe(200);
    const { profile } = profileResponseSchema.parse(res.body);
    expect(profile).toEqual({
      userId: ann.sub,
      username: ann.email.split('@')[0],
      subscriptionTier: 'free',
      subscriptionStatus: 'inactive',
      projectCount: 0,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(await rowsFor(ann.email)).toEqual([
      expect.objectContaining({ ...keys.profile(ann.sub), userId: ann.sub }),
    ]);
    // Later calls read the same row.
    expect((await getProfile(ann.idToken)).body).toEqual(res.body);
  });

  it('creates exactly one row when the first calls race (5 at once)', async () => {
    const user = await newUser('race-profile');
    const answers = await Promise.all(Array.from({ length: 5 }, () => getProfile(user.idToken)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const profiles = answers.map((a) => profileResponseSchema.parse(a.body).profile);
    expect(new Set(profiles.map((p) => p?.createdAt)).size).toBe(1);
    expect(profiles.every((p) => p?.userId === user.sub)).toBe(true);
    expect(await rowsFor(user.email)).toHaveLength(1);
  });

  it('makes usernames unique with a numeric suffix, through a uniqueness item', async () => {
    const local = `same-${Date.now().toString(36)}`;
    const users = [];
    for (const domain of ['a.example.com', 'b.example.com', 'c.example.com']) {
      const email = `${local}@${domain}`;
      const out = await signUp(email);
      users.push({ ...(await signIn(email)), sub: out.UserSub as string });
    }
    // The first sequentially, then two at once: the claim's condition keeps them apart.
    const first = profileResponseSchema.parse((await getProfile(users[0]!.idToken)).body).profile;
    const rest = await Promise.all(users.slice(1).map((u) => getProfile(u.idToken)));
    const names = [first, ...rest.map((r) => profileResponseSchema.parse(r.body).profile)].map(
      (p) => p?.username,
    );
    expect(names[0]).toBe(local);
    expect([...names].sort()).toEqual([local, `${local}-2`, `${local}-3`].sort());
    for (const [i, name] of names.entries()) {
      expect(await store.get(keys.usernameClaim(name ?? ''))).toMatchObject({ userId: users[i]!.sub });
    }
  });

  it('keeps what other features changed (a later call never resets it)', async () => {
    await store.update(
      keys.profile(ann.sub),
      { subscriptionTier: 'pro', subscriptionStatus: 'active', projectCount: 3 },
      'present',
    );
    const { profile } = profileResponseSchema.parse((await getProfile(ann.idToken)).body);
    expect(profile).toMatchObject({ subscriptionTier: 'pro', subscriptionStatus: 'active', projectCount: 3 });
  });

  it("answers the caller's own profile whatever the request names", async () => {
    const res = await call(`/api/profile?userId=${ann.sub}`, {
      token: ben.idToken,
      headers: { 'x-user-id': ann.sub },
    });
    expect(res.status).toBe(200);
    expect(profileResponseSchema.parse(res.body).profile).toMatchObject({
      userId: ben.sub,
      username: ben.email.split('@')[0],
    });
  });

  it('answers 401 without a token, and to a token that is not a JWT', async () => {
    expect((await call('/api/profile')).status).toBe(401);
    expect((await call('/api/profile', { token: 'not-a-jwt' })).status).toBe(401);
  });
});

describe('every setup route makes sure the profile exists', () => {
  it.each([
    ['GET /api/setup', (token: string) => call('/api/setup', { token })],
    ['PATCH /api/setup', (token: string) => patchSetup(token, { businessDescription: 'Candles' })],
    [
      'POST /api/setup/complete (even when it refuses)',
      (token: string) =>
        call('/api/setup/complete', {
          method: 'POST',
          token,
          body: '{}',
          headers: { 'content-type': 'application/json' },
        }),
    ],
  ])('%s', async (_name, send) => {
    const user = await newUser('ensure');
    expect(await store.get(keys.profile(user.sub))).toBeUndefined();
    const res = await send(user.idToken);
    expect(res.status).toBeLessThan(500);
    expect(await store.get(keys.profile(user.sub))).toMatchObject({
      userId: user.sub,
      username: user.email.split('@')[0],
      subscriptionStatus: 'inactive',
    });
  });
});
