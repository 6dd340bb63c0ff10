import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { recipientClickTokens, signClick, verifyClick } from '../../../lambdas/domain/links/click-token';
import { type LinkKeys, type LinkPurpose } from '../../../lambdas/domain/links/signed-token';
import { signUnsubscribe, verifyUnsubscribe } from '../../../lambdas/domain/links/unsubscribe-token';

/** Keys like the signing port gives: one random key per purpose. */
function keyRing(): LinkKeys {
  const made: Partial<Record<LinkPurpose, Uint8Array>> = {};
  return { key: async (purpose) => (made[purpose] ??= randomBytes(32)) };
}

const claims = {
  campaignId: 'c0ffee00-aaaa-4bbb-8ccc-dddddddddddd',
  contactId: 'a5d1e2f3-1111-4222-8333-944455556666',
};
const MAC = 22;
const decode = (token: string) => Buffer.from(token.slice(0, -MAC), 'base64url').toString('utf8');
const withPayload = (token: string, payload: string) =>
  Buffer.from(payload).toString('base64url') + token.slice(-MAC);

describe('click tokens (/c/{token}, /o/{token}.gif)', () => {
  it('round-trips campaign, contact and link index; URL-safe, no URL inside, compact', async () => {
    const keys = keyRing();
    const token = await signClick(keys, { ...claims, link: 3 });
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(token.length).toBeLessThan(140);
    expect(decode(token)).not.toMatch(/https?:/);
    await expect(verifyClick(keys, token)).resolves.toEqual({ ...claims, link: 3 });
  });

  it('an opens token has no link index', async () => {
    const keys = keyRing();
    await expect(verifyClick(keys, await signClick(keys, claims))).resolves.toEqual(claims);
  });

  it.each([
    ['another link index', (p: string) => p.replace(/\.3$/, '.4')],
    ['another contact', (p: string) => p.replace('a5d1e2f3', 'b5d1e2f3')],
    ['another campaign', (p: string) => p.replace('c0ffee00', 'c0ffee01')],
  ])('refuses a token altered to %s (MAC kept)', async (_what, alter) => {
    const keys = keyRing();
    const token = await signClick(keys, { ...claims, link: 3 });
    const forged = withPayload(token, alter(decode(token)));
    expect(forged).not.toBe(token);
    await expect(verifyClick(keys, forged)).resolves.toBeNull();
  });

  it('refuses a flipped MAC character, a truncated token, junk and an oversized token', async () => {
    const keys = keyRing();
    const token = await signClick(keys, { ...claims, link: 0 });
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    for (const bad of [token.slice(0, -1) + last, token.slice(0, -5), 'x', '', 'a'.repeat(5000)])
      await expect(verifyClick(keys, bad)).resolves.toBeNull();
  });

  it('does not accept an unsubscribe token as a click, nor the reverse (separate keys and purpose)', async () => {
    const keys = keyRing();
    const unsubscribe = await signUnsubscribe(keys, { sub: 'sub-1', ...claims });
    await expect(verifyClick(keys, unsubscribe)).resolves.toBeNull();
    const click = await signClick(keys, { ...claims, link: 1 });
    await expect(verifyUnsubscribe(keys, click)).resolves.toBeNull();
  });

  it('signed with another root key: refused', async () => {
    const token = await signClick(keyRing(), { ...claims, link: 1 });
    await expect(verifyClick(keyRing(), token)).resolves.toBeNull();
  });

  it('gives a recipient one token per link and one for the pixel', async () => {
    const keys = keyRing();
    const tokens = await recipientClickTokens(keys, claims, 3);
    expect(tokens.links).toHaveLength(3);
    await expect(verifyClick(keys, tokens.links[2]!)).resolves.toEqual({ ...claims, link: 2 });
    await expect(verifyClick(keys, tokens.open)).resolves.toEqual(claims);
  });
});
