import { createHmac, randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { call, rawCall } from '../helpers/api';

/**
 * Shopify's side of the tests. Shopify has no local stand-in: the stack's loopback Admin API
 * (lambdas/local/shopify-admin.ts, at SHOPIFY_ADMIN_URL) mocks its webhook endpoints, and deliveries are
 * signed here exactly as Shopify signs them: base64 HMAC-SHA256 of the raw body with the app's secret key
 * (https://shopify.dev/docs/apps/build/webhooks/subscribe/https, "Validate the origin of your webhook").
 */
export const TOKEN = 'shpat_0123456789abcdef0123456789abcd01';
export const SECRET = 'shpss_secret_key_of_the_custom_app_9f3a';
export const newShop = () => `jm-${randomUUID().slice(0, 8)}.myshopify.com`;

export const connect = (token: string | undefined, body: unknown) =>
  call('/api/shopify/connection', {
    method: 'PUT',
    ...(token ? { token } : {}),
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
export const getConnection = (token: string) => call('/api/shopify/connection', { token });
export const disconnect = (token: string) => call('/api/shopify/connection', { method: 'DELETE', token });

/** The subscriptions the loopback Admin API holds for a shop (GET /admin/api/2024-10/webhooks.json). */
export async function subscriptionsOf(shop: string): Promise<{ topic: string; address: string }[]> {
  const base = inject('stack').env.SHOPIFY_ADMIN_URL!.replace('{shop}', shop);
  const res = await fetch(`${base}/admin/api/2024-10/webhooks.json`, {
    headers: { 'x-shopify-access-token': TOKEN },
  });
  return ((await res.json()) as { webhooks: { topic: string; address: string }[] }).webhooks;
}

export const sign = (raw: string | Buffer, secret = SECRET) =>
  createHmac('sha256', secret).update(raw).digest('base64');

/** POSTs a delivery with Shopify's headers, signed over exactly these bytes unless `hmac` is given. */
export function deliver(
  connectionId: string,
  topic: string,
  raw: string,
  options: { shop: string; webhookId?: string; hmac?: string },
) {
  return rawCall(`/api/shopify/webhooks/${connectionId}`, {
    method: 'POST',
    body: raw,
    headers: {
      'content-type': 'application/json',
      'x-shopify-topic': topic,
      'x-shopify-hmac-sha256': options.hmac ?? sign(raw),
      'x-shopify-shop-domain': options.shop,
      'x-shopify-api-version': '2024-10',
      'x-shopify-webhook-id': options.webhookId ?? randomUUID(),
      'x-shopify-triggered-at': new Date().toISOString(),
    },
  });
}
