import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sameMac, tokenMac } from '../../../lambdas/domain/links/token-mac';

/** The link tokens' MAC, worked out from the key's pads (token-mac.ts), against node's own HMAC. */
const reference = (key: Uint8Array, message: string) =>
  createHmac('sha256', key).update(message).digest().subarray(0, 16).toString('base64url');

describe('tokenMac', () => {
  it('is HMAC-SHA256 cut to 128 bits, for random keys and messages of every length and script', () => {
    const alphabet = ['a', 'Z', '9', '.', '\n', 'é', '€', '😀', '\u0000'];
    for (let round = 0; round < 400; round++) {
      const key = new Uint8Array(randomBytes([16, 32, 64, 65, 100][round % 5] as number));
      let message = '';
      const length = Math.floor(Math.random() * (round % 7 === 0 ? 1200 : 120));
      for (let i = 0; i < length; i++) message += alphabet[Math.floor(Math.random() * alphabet.length)];
      expect(tokenMac(key, message), `key ${key.byteLength} bytes, message ${message.length}`).toBe(
        reference(key, message),
      );
    }
  });

  it('keeps each key apart, and gives the same MAC again after another key was used', () => {
    const one = new Uint8Array(randomBytes(32));
    const two = new Uint8Array(randomBytes(32));
    const first = tokenMac(one, 'identity\nv1.acc.c.contact.1999999999');
    expect(tokenMac(two, 'identity\nv1.acc.c.contact.1999999999')).not.toBe(first);
    expect(tokenMac(one, 'x'.repeat(600))).toBe(reference(one, 'x'.repeat(600)));
    expect(tokenMac(one, 'identity\nv1.acc.c.contact.1999999999')).toBe(first);
  });

  it('compares two MACs whole', () => {
    const mac = tokenMac(new Uint8Array(32), 'm');
    expect(sameMac(mac, mac)).toBe(true);
    expect(sameMac(mac, `${mac.slice(0, 21)}${mac[21] === 'A' ? 'Q' : 'A'}`)).toBe(false);
    expect(sameMac(mac, mac.slice(0, 21))).toBe(false);
  });
});
