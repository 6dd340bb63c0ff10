import { shopifyWebhookParamsSchema, shopifyWebhookResponseSchema } from '../../shared/contracts/shopify';
import { handleShopifyWebhook } from '../domain/shopify/handle-webhook';
import { rawBody } from '../http/body';
import { httpRoute } from '../http/route';
import { signingPort } from '../wiring/signing';

/**
 * POST /api/shopify/webhooks/{connectionId} (public: Shopify delivers here; the signature is the
 * authentication). The body is read as bytes, never parsed before the signature is checked: the HMAC covers the
 * raw body, which API Gateway passes as text or base64 (isBase64Encoded) and rawBody() restores exactly.
 * 413 over 256 KB, 415 for a body that is not JSON, 401 for a wrong signature, 200 `{ received, outcome }`.
 */
export const handler = httpRoute({
  id: 'shopifyWebhook',
  uses: [signingPort],
  textBody: ['application/json'],
  contract: { params: shopifyWebhookParamsSchema, response: shopifyWebhookResponseSchema },
  handle: async ({ ports, params, event, log }) => {
    const outcome = await handleShopifyWebhook(
      ports,
      { connectionId: params.connectionId, rawBody: rawBody(event), headers: event.headers ?? {} },
      ports.clock.now(),
    );
    log.info('shopify webhook', { topic: event.headers?.['x-shopify-topic'], outcome });
    return { received: true as const, outcome };
  },
});
