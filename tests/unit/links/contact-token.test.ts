import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signClick } from '../../../lambdas/domain/links/click-token';
import { isOwnSite } from '../../../lambdas/domain/links/contact-link';
import {
  CONTACT_TOKEN_DAYS,
  signContactToken,
  verifyContactToken,
} from '../../../lambdas/domain/links/contact-token';
import { type LinkKeys, type LinkPurpose } from '../../../lambdas/domain/links/signed-token';

function keyRing(): LinkKeys {
  const made: Partial<Record<LinkPurpose, Uint8Array>> = {};
  return { key: async (purpose) => (made[purpose] ??= randomBytes(32)) };
}

const now = new Date('2026-03-01T12:00:00Z');
const DAY = 86_400_000;
const sub = 'f1e2d3c4-0000-4000-8000-000000000001';
const contact = { sub, kind: 'contact', contactId: 'a5d1e2f3-1111-4222-8333-944455556666' } as const;
const email = { sub, kind: 'email', emailHash: 'ab'.repeat(32) } as const;
const MAC = 22;
const decode = (token: string) => Buffer.from(token.slice(0, -MAC), 'base64url').toString('utf8');

describe('contact tokens (issue 31)', () => {
  it('round-trip both kinds; URL-safe; carry no address', async () => {
    const keys = keyRing();
    for (const claims of [contact, email]) {
      const token = await signContactToken(keys, claims, now);
      expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(token.length).toBeLessThan(260);
      expect(decode(token)).not.toContain('@');
      await expect(verifyContactToken(keys, token, now)).resolves.toEqual(claims);
    }
  });

  it(`expire after ${CONTACT_TOKEN_DAYS} days, to the second`, async () => {
    const keys = keyRing();
    const token = await signContactToken(keys, contact, now);
    const end = now.getTime() + CONTACT_TOKEN_DAYS * DAY;
    await expect(verifyContactToken(keys, token, new Date(end - 1000))).resolves.toEqual(contact);
    await expect(verifyContactToken(keys, token, new Date(end))).resolves.toBeNull();
  });

  it('refuse anything altered, extended, of another purpose or key, or not a string', async () => {
    const keys = keyRing();
    const token = await signContactToken(keys, contact, now);
    const payload = decode(token);
    const extended = payload.replace(/\.\d+$/, '.9999999999');
    const forged = Buffer.from(extended).toString('base64url') + token.slice(-MAC);
    const swapped = Buffer.from(payload.replace('.c.', '.e.')).toString('base64url') + token.slice(-MAC);
    const click = await signClick(keys, { campaignId: 'c1', contactId: contact.contactId, link: 0 });
    for (const bad of [forged, swapped, click, token.slice(1), token + 'A', '', 'x'.repeat(500)])
      await expect(verifyContactToken(keys, bad, now)).resolves.toBeNull();
    await expect(verifyContactToken(keyRing(), token, now)).resolves.toBeNull();
    for (const notText of [undefined, null, 42, { token }])
      await expect(verifyContactToken(keys, notText, now)).resolves.toBeNull();
  });

  it('an email token needs a 64-hex hash', async () => {
    const keys = keyRing();
    const token = await signContactToken(keys, { sub, kind: 'email', emailHash: 'not-a-hash' }, now);
    await expect(verifyContactToken(keys, token, now)).resolves.toBeNull();
  });
});

describe("isOwnSite: where the click redirect may add the token (the account's own site)", () => {
  const setup = { domain: 'candles.example', trackingFirstPageUrl: 'https://candles.myshopify.com/' };
  it.each([
    ['https://candles.example/sale', true],
    ['http://candles.example', true],
    ['https://www.candles.example/a?b=c#d', true],
    ['https://WWW.Candles.Example/', true],
    ['https://candles.myshopify.com/products/x', true],
    ['https://other.myshopify.com/', false],
    ['https://candles.example.evil.com/', false],
    ['https://evilcandles.example/', false],
    ['https://evil.com/?u=candles.example', false],
    ['https://candles.example@evil.com/', false],
    ['not a url', false],
  ])('%s -> %s', (url, own) => {
    expect(isOwnSite(url, setup)).toBe(own);
  });

  it('without a domain or a first page, nothing is the own site', () => {
    expect(
      isOwnSite('https://candles.example/', { domain: undefined, trackingFirstPageUrl: undefined }),
    ).toBe(false);
  });
});
