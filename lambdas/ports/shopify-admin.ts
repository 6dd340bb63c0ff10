/**
 * Shopify's Admin API, as the Shopify connection uses it (issue 31): webhook subscriptions of a shop made with
 * a custom app's Admin API access token. The adapter (lambdas/adapters/node/shopify-admin.ts) speaks REST to
 * `{SHOPIFY_ADMIN_URL with the shop}/admin/api/2024-10/...`; locally and in tests a loopback stand-in.
 */
export interface ShopifyWebhookSubscription {
  topic: string;
  /** Shopify's id of the subscription (kept to delete it at disconnect). */
  id: string;
}

export interface ShopifyAdmin {
  /** Subscribes `address` to each topic (JSON format); an existing subscription of the same address counts. */
  registerWebhooks(
    shop: string,
    token: string,
    address: string,
    topics: readonly string[],
  ): Promise<ShopifyWebhookSubscription[]>;
  /** Deletes subscriptions made at connect (best effort: one already gone is not an error). */
  deleteWebhooks(shop: string, token: string, ids: readonly string[]): Promise<void>;
}

/** Shopify refused the token (401/403): wrong token, uninstalled app, or missing scopes. */
export class ShopifyRefusedError extends Error {
  override name = 'ShopifyRefusedError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The shop could not be reached (no such shop, network, timeout) or answered something unexpected. */
export class ShopifyUnreachableError extends Error {
  override name = 'ShopifyUnreachableError';
}
