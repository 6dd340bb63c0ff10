import { beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../../lambdas/table';
import { newUser } from '../helpers/cognito';
import { freshDomain, getSetup, patchSetup, setupOf, tableStore } from './support';

/** The domain is unique across setups: a claim item written in the same transaction as the setup's domain. */

type User = Awaited<ReturnType<typeof newUser>>;
const store = tableStore();
const TAKEN = {
  error: 'domain_taken',
  message: 'This domain name is already registered. Please try a different one.',
};
const claimOwner = async (domain: string) => (await store.get(keys.domainClaim(domain)))?.userId;

let ann: User;
let ben: User;

beforeAll(async () => {
  [ann, ben] = await Promise.all([newUser('ann-domain'), newUser('ben-domain')]);
});

describe('domain uniqueness', () => {
  it("refuses a domain another account has (409) and changes nothing of the loser's record", async () => {
    const annDomain = freshDomain('ann');
    const benDomain = freshDomain('ben');
    setupOf(await patchSetup(ann.idToken, { websiteProvider: 'shopify', domain: annDomain }));
    const benBefore = setupOf(
      await patchSetup(ben.idToken, {
        websiteProvider: 'wix',
        domain: benDomain,
        businessDescription: 'Soap',
      }),
    );

    // Even with other fields in the same body: all or nothing.
    const res = await patchSetup(ben.idToken, {
      websiteProvider: 'webflow',
      domain: `https://${annDomain.toUpperCase()}/`,
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual(TAKEN);
    expect(setupOf(await getSetup(ben.idToken))).toEqual(benBefore);
    expect(await claimOwner(annDomain)).toBe(ann.sub);
    expect(await claimOwner(benDomain)).toBe(ben.sub);
  });

  it('lets the owner save the same domain again', async () => {
    const domain = freshDomain('again');
    const first = setupOf(await patchSetup(ann.idToken, { websiteProvider: 'shopify', domain }));
    const again = setupOf(
      await patchSetup(ann.idToken, { websiteProvider: 'squarespace', domain: domain.toUpperCase() }),
    );
    expect(again).toMatchObject({ id: first.id, domain, websiteProvider: 'squarespace' });
    expect(await claimOwner(domain)).toBe(ann.sub);
  });

  it('changing a domain frees the old one, and another user can then take it', async () => {
    const old = freshDomain('old');
    const next = freshDomain('next');
    setupOf(await patchSetup(ann.idToken, { websiteProvider: 'shopify', domain: old }));
    expect((await patchSetup(ben.idToken, { domain: old })).status).toBe(409);

    setupOf(await patchSetup(ann.idToken, { domain: next }));
    expect(await store.get(keys.domainClaim(old))).toBeUndefined();
    expect(await claimOwner(next)).toBe(ann.sub);

    expect(setupOf(await patchSetup(ben.idToken, { domain: old })).domain).toBe(old);
    expect(await claimOwner(old)).toBe(ben.sub);
  });

  it('two users racing for one domain: exactly one wins, every time; the loser keeps its record and its domain', async () => {
    const users = [ann, ben];
    const start = await Promise.all(
      users.map(async (u) => setupOf(await patchSetup(u.idToken, { domain: freshDomain('start') }))),
    );
    const current = new Map(users.map((u, i) => [u.sub, start[i]!]));

    for (let round = 0; round < 10; round++) {
      const contested = freshDomain(`race${round}`);
      const answers = await Promise.all(
        users.map((u) => patchSetup(u.idToken, { websiteProvider: 'custom', domain: contested })),
      );
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses, `round ${round}: ${answers.map((a) => a.text).join(' | ')}`).toEqual([200, 409]);

      const winnerIndex = answers.findIndex((a) => a.status === 200);
      const winner = users[winnerIndex]!;
      const loser = users[1 - winnerIndex]!;
      expect(answers[1 - winnerIndex]!.body).toEqual(TAKEN);
      expect(await claimOwner(contested)).toBe(winner.sub);

      const winnerBefore = current.get(winner.sub)!;
      const loserBefore = current.get(loser.sub)!;
      const winnerAfter = setupOf(await getSetup(winner.idToken));
      expect(winnerAfter.domain).toBe(contested);
      expect(await store.get(keys.domainClaim(winnerBefore.domain!))).toBeUndefined();
      expect(setupOf(await getSetup(loser.idToken))).toEqual(loserBefore);
      expect(await claimOwner(loserBefore.domain!)).toBe(loser.sub);

      current.set(winner.sub, winnerAfter);
    }
  });

  it('one user saving several domains at once keeps exactly one claim: the one its record has (8 rounds)', async () => {
    const user = await newUser('tabs');
    let previous = setupOf(await patchSetup(user.idToken, { domain: freshDomain('base') })).domain!;
    for (let round = 0; round < 8; round++) {
      const tabs = [freshDomain(`tab${round}a`), freshDomain(`tab${round}b`), freshDomain(`tab${round}c`)];
      const answers = await Promise.all(tabs.map((domain) => patchSetup(user.idToken, { domain })));
      expect(
        answers.map((r) => r.status),
        answers.map((r) => r.text).join(' | '),
      ).toEqual([200, 200, 200]);
      const final = setupOf(await getSetup(user.idToken)).domain!;
      expect(tabs).toContain(final);
      expect(await claimOwner(final)).toBe(user.sub);
      for (const domain of [previous, ...tabs].filter((d) => d !== final)) {
        expect(await store.get(keys.domainClaim(domain)), domain).toBeUndefined();
      }
      previous = final;
    }
  });
});
