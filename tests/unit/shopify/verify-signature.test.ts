import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { shopifySignatureMatches } from '../../../lambdas/domain/shopify/verify-signature';

/** Signed as Shopify documents it: base64 HMAC-SHA256 of the raw body with the app's secret key. */
const SECRET = 'shpss_0123456789abcdef';
const body = Buffer.from('{"id":820982911946154508,"note":"Crème brûlée"}', 'utf8');
const sign = (bytes: Buffer, secret = SECRET) => createHmac('sha256', secret).update(bytes).digest('base64');

describe('shopifySignatureMatches', () => {
  it('accepts the signature of the exact bytes', () => {
    expect(shopifySignatureMatches(body, SECRET, sign(body))).toBe(true);
    expect(shopifySignatureMatches(body, SECRET, ` ${sign(body)} `)).toBe(true);
  });

  it.each([
    ['another secret', sign(body, 'other')],
    ['other bytes (re-serialised JSON)', sign(Buffer.from(JSON.stringify(JSON.parse(body.toString()))))],
    ['a truncated signature', sign(body).slice(0, 20)],
    ['hex instead of base64', createHmac('sha256', SECRET).update(body).digest('hex')],
    ['an empty header', ''],
    ['no header', undefined],
  ])('refuses %s', (_what, header) => {
    expect(shopifySignatureMatches(body, SECRET, header)).toBe(false);
  });
});
