import { createShopifyAdmin } from '../adapters/node/shopify-admin';
import type { PortFactory } from '../deps';

/** Shopify's Admin API at SHOPIFY_ADMIN_URL (lambdas/config.md): https://{shop} in AWS, a loopback stand-in locally. */
export const shopifyAdminPort: PortFactory<'shopifyAdmin'> = {
  port: 'shopifyAdmin',
  build: ({ shopifyAdminUrl }) => createShopifyAdmin(shopifyAdminUrl),
};
