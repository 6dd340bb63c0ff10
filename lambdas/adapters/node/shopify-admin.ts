import type { ShopifyAdmin, ShopifyWebhookSubscription } from '../../ports/shopify-admin';
import { ShopifyRefusedError, ShopifyUnreachableError } from '../../ports/shopify-admin';

/**
 * The Admin API over REST, version 2024-10. Webhook subscriptions:
 * https://shopify.dev/docs/api/admin-rest/2024-10/resources/webhook (POST /admin/api/2024-10/webhooks.json with
 * `{ webhook: { topic, address, format: 'json' } }`, 201 `{ webhook: { id, ... } }`; 422 when the address is
 * already subscribed to the topic; DELETE /admin/api/2024-10/webhooks/{id}.json). Authentication: the custom
 * app's token in X-Shopify-Access-Token (https://shopify.dev/docs/api/admin-rest#authentication); a wrong token
 * answers 401, a token without the scope 403.
 * `base` is SHOPIFY_ADMIN_URL with `{shop}` (https://{shop} in AWS; the loopback stand-in locally).
 */
const VERSION = '2024-10';
const TIMEOUT_MS = 10_000;

export function createShopifyAdmin(base: string): ShopifyAdmin {
  const call = async (shop: string, token: string, method: string, path: string, body?: unknown) => {
    const url = `${base.replace('{shop}', shop)}/admin/api/${VERSION}/${path}`;
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: {
          'x-shopify-access-token': token,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new ShopifyUnreachableError(`${shop} could not be reached: ${(error as Error).message}`);
    }
    if (response.status === 401 || response.status === 403)
      throw new ShopifyRefusedError(response.status, await response.text().catch(() => ''));
    return response;
  };
  return {
    async registerWebhooks(shop, token, address, topics) {
      const made: ShopifyWebhookSubscription[] = [];
      for (const topic of topics) {
        const response = await call(shop, token, 'POST', 'webhooks.json', {
          webhook: { topic, address, format: 'json' },
        });
        if (response.status === 422) continue; // already subscribed: nothing to keep
        if (response.status !== 201 && response.status !== 200)
          throw new ShopifyUnreachableError(`${shop} answered ${response.status} to a webhook subscription`);
        const answer = (await response.json().catch(() => undefined)) as
          { webhook?: { id?: number | string } } | undefined;
        if (answer?.webhook?.id === undefined)
          throw new ShopifyUnreachableError(`${shop} answered a webhook subscription without its id`);
        made.push({ topic, id: String(answer.webhook.id) });
      }
      return made;
    },
    async deleteWebhooks(shop, token, ids) {
      for (const id of ids) {
        const response = await call(shop, token, 'DELETE', `webhooks/${encodeURIComponent(id)}.json`);
        if (!response.ok && response.status !== 404)
          throw new ShopifyUnreachableError(`${shop} answered ${response.status} to a webhook deletion`);
      }
    },
  };
}
