import * as z from 'zod';

/**
 * The Shopify connection (issue 31), one per account:
 *   GET    /api/shopify/connection                              -> shopifyConnectionResponse
 *   PUT    /api/shopify/connection     connectShopifyBody       -> shopifyConnectionResponse (registers webhooks)
 *   DELETE /api/shopify/connection                              -> shopifyDisconnectResponse
 *   POST   /api/shopify/webhooks/{connectionId}  (public: Shopify's deliveries, signed) -> shopifyWebhookResponse
 * The access token and the webhook secret are never answered back: only their last 4 characters.
 */

/** The webhooks the connection subscribes to (Admin API topics). */
export const SHOPIFY_WEBHOOK_TOPICS = [
  'orders/create',
  'checkouts/create',
  'checkouts/update',
  'customers/create',
  'customers/update',
] as const;
export type ShopifyWebhookTopic = (typeof SHOPIFY_WEBHOOK_TOPICS)[number];

/** Deliveries above this answer 413 and change nothing. */
export const SHOPIFY_WEBHOOK_MAX_BYTES = 256 * 1024;

const credential = (what: string) =>
  z
    .string({ error: `Enter the ${what}.` })
    .trim()
    .min(1, `Enter the ${what}.`)
    .min(16, `This does not look like a complete ${what}: paste all of it.`)
    .max(256, `The ${what} is longer than 256 characters: paste only the ${what}.`)
    .regex(/^\S+$/, `The ${what} has no spaces: paste only the ${what}.`);

export const connectShopifyBodySchema = z.object({
  shop: z
    .string({ error: "Enter your shop's address, such as your-shop.myshopify.com." })
    .trim()
    .toLowerCase()
    .transform((shop) => shop.replace(/^https?:\/\//, '').replace(/\/+$/, ''))
    .pipe(
      z
        .string()
        .max(100, "Enter your shop's address, such as your-shop.myshopify.com.")
        .regex(
          /^[a-z0-9][a-z0-9-]*\.myshopify\.com$/,
          "Enter your shop's myshopify.com address (such as your-shop.myshopify.com), not its own domain.",
        ),
    ),
  accessToken: credential('Admin API access token'),
  webhookSecret: credential('API secret key'),
});
export type ConnectShopifyBody = z.input<typeof connectShopifyBodySchema>;

export const shopifyConnectionSchema = z.object({
  connectionId: z.string(),
  shop: z.string(),
  tokenLast4: z.string(),
  secretLast4: z.string(),
  /** Where Shopify delivers the webhooks. */
  webhookAddress: z.string(),
  topics: z.array(z.string()),
  connectedAt: z.string(),
});
export type ShopifyConnection = z.infer<typeof shopifyConnectionSchema>;

export const shopifyConnectionResponseSchema = z.object({ connection: shopifyConnectionSchema.nullable() });
export type ShopifyConnectionResponse = z.infer<typeof shopifyConnectionResponseSchema>;

export const shopifyDisconnectResponseSchema = z.object({ disconnected: z.boolean() });

export const shopifyWebhookParamsSchema = z.object({
  connectionId: z.uuid({ error: 'Unknown webhook address.' }),
});

export const shopifyWebhookResponseSchema = z.object({
  received: z.literal(true),
  /** recorded | duplicate | ignored, and why when ignored. */
  outcome: z.string(),
});
