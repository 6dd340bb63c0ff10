import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Shopify signs each webhook delivery with the app's secret: X-Shopify-Hmac-Sha256 is the base64 HMAC-SHA256 of
 * the raw request body (https://shopify.dev/docs/apps/build/webhooks/subscribe/https#step-2-validate-the-origin-of-your-webhook-to-ensure-its-coming-from-shopify).
 * Compared in constant time over equal-length buffers: a header of another length, or none, is simply false.
 */
export function shopifySignatureMatches(
  rawBody: Buffer,
  secret: string,
  header: string | undefined,
): boolean {
  if (!header) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  const given = Buffer.from(header.trim(), 'base64');
  if (given.length !== expected.length) return false;
  return timingSafeEqual(given, expected);
}
