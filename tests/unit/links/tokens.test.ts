import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signOptin, verifyOptin } from '../../../lambdas/domain/links/optin-token';
import { type LinkKeys, type LinkPurpose } from '../../../lambdas/domain/links/signed-token';
import { unsubscribeUrls } from '../../../lambdas/domain/links/unsubscribe-urls';
import { signUnsubscribe, verifyUnsubscribe } from '../../../lambdas/domain/links/unsubscribe-token';

/** Keys like the signing port gives: one random key per purpose. */
function keyRing(): LinkKeys {
  const made: Partial<Record<LinkPurpose, Uint8Array>> = {};
  return { key: async (purpose) => (made[purpose] ??= randomBytes(32)) };
}

const claims = {
  sub: '3f1c2b9e-7a55-4a2b-9a41-2f0c3d4e5f60',
  contactId: 'a5d1e2f3-1111-4222-8333-944455556666',
  campaignId: 'c0ffee00-aaaa-4bbb-8ccc-dddddddddddd',
};

/** A token is base64url(payload) followed by the 22-character base64url MAC. */
const MAC = 22;
const decode = (token: string) => Buffer.from(token.slice(0, -MAC), 'base64url').toString('utf8');
const encode = (payload: string) => Buffer.from(payload).toString('base64url');
/** The token with its payload replaced and the original MAC kept: what a forger can do without the key. */
const withPayload = (token: string, payload: string) => encode(payload) + token.slice(-MAC);

describe('unsubscribe tokens', () => {
  it('refuses a second spelling of a genuine MAC (the same 16 bytes, other unused low bits)', async () => {
    const keys = keyRing();
    const token = await signUnsubscribe(keys, claims);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(token.slice(-1));
    // The 22nd character carries 2 bits of the MAC and 4 unused ones: set one of the unused.
    const respelt = token.slice(0, -1) + alphabet[last | 1];
    expect(Buffer.from(respelt.slice(-MAC), 'base64url')).toEqual(
      Buffer.from(token.slice(-MAC), 'base64url'),
    );
    await expect(verifyUnsubscribe(keys, respelt)).resolves.toBeNull();
    await expect(verifyUnsubscribe(keys, token)).resolves.toEqual(claims);
  });

  it('round-trips the account, contact and campaign and never carries an address', async () => {
    const keys = keyRing();
    const token = await signUnsubscribe(keys, claims);
    // Path-safe, and without a dot: /u/{token} must not look like a file to a static server.
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decode(token)).not.toContain('@');
    await expect(verifyUnsubscribe(keys, token)).resolves.toEqual(claims);
  });

  it.each(['sub', 'contactId', 'campaignId'] as const)(
    'refuses a token whose %s was changed',
    async (field) => {
      const keys = keyRing();
      const token = await signUnsubscribe(keys, claims);
      const other = { ...claims, [field]: '00000000-0000-4000-8000-000000000000' };
      const forged = withPayload(token, ['u1', other.sub, other.contactId, other.campaignId].join('.'));
      expect(decode(forged)).toContain('00000000-0000');
      await expect(verifyUnsubscribe(keys, forged)).resolves.toBeNull();
    },
  );

  it('refuses a changed version, a flipped MAC character, a cut or padded token and junk', async () => {
    const keys = keyRing();
    const token = await signUnsubscribe(keys, claims);
    const body = token.slice(0, -MAC);
    const sig = token.slice(-MAC);
    const flipped = body + (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1);
    for (const bad of [
      withPayload(token, ['u2', claims.sub, claims.contactId, claims.campaignId].join('.')),
      flipped,
      token.slice(0, -1),
      token + 'A',
      body,
      token + sig,
      body + '.' + sig,
      '',
      'preview',
      '..',
      'a'.repeat(5000),
    ]) {
      await expect(verifyUnsubscribe(keys, bad), bad.slice(0, 40)).resolves.toBeNull();
    }
  });

  it('refuses a token signed with another key (another deployment, or a guessed key)', async () => {
    const token = await signUnsubscribe(keyRing(), claims);
    await expect(verifyUnsubscribe(keyRing(), token)).resolves.toBeNull();
  });

  it('refuses an opt-in token as an unsubscribe token and the other way round', async () => {
    const keys = keyRing();
    const optin = await signOptin(keys, claims, new Date());
    await expect(verifyUnsubscribe(keys, optin)).resolves.toBeNull();
    // The same bytes under the unsubscribe key: the purpose is inside the MAC, so this fails too.
    const sameKey: LinkKeys = { key: async () => new Uint8Array(32).fill(7) };
    const unsub = await signUnsubscribe(sameKey, claims);
    await expect(verifyOptin(sameKey, unsub, new Date())).resolves.toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses to sign a field that is not an id (a dot or an address would break the format)', async () => {
    await expect(signUnsubscribe(keyRing(), { ...claims, contactId: 'a.b' })).rejects.toThrow();
    await expect(signUnsubscribe(keyRing(), { ...claims, contactId: 'x@y.com' })).rejects.toThrow();
  });
});

describe('opt-in tokens', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  const optin = { sub: claims.sub, contactId: claims.contactId };

  it('verify for 7 days and then say expired', async () => {
    const keys = keyRing();
    const token = await signOptin(keys, optin, now);
    const at = (days: number) => new Date(now.getTime() + days * 86_400_000);
    await expect(verifyOptin(keys, token, at(6.99))).resolves.toEqual({
      ok: true,
      claims: { ...optin, issuedAtMs: now.getTime() },
    });
    await expect(verifyOptin(keys, token, at(7))).resolves.toEqual({ ok: false, reason: 'expired' });
  });

  it.each([0, 1, 2, 3])(
    'refuses a token whose field %i was changed (the expiry cannot be extended)',
    async (i) => {
      const keys = keyRing();
      const token = await signOptin(keys, optin, now);
      const fields = decode(token).split('.');
      fields[i] = i === 3 ? String(Number(fields[3]) + 86_400 * 365) : 'o1x';
      await expect(verifyOptin(keys, withPayload(token, fields.join('.')), now)).resolves.toEqual({
        ok: false,
        reason: 'invalid',
      });
    },
  );
});

describe('unsubscribeUrls', () => {
  it('gives the page and the one-click URL of one token', async () => {
    const keys = keyRing();
    const urls = await unsubscribeUrls(keys, 'https://mail.example/', claims);
    const token = urls.page.slice('https://mail.example/u/'.length);
    expect(urls.oneClick).toBe(`https://mail.example/api/u/${token}`);
    await expect(verifyUnsubscribe(keys, token)).resolves.toEqual(claims);
  });
});
