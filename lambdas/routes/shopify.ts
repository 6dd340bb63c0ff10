/**
 * Issue 31: the Shopify connection (settings page) and Shopify's webhook deliveries. The connection is keyed by
 * the caller's account, so another account's connection is out of reach; the webhook address is public and
 * answers only deliveries signed with the connection's secret.
 */
import { KB, type RouteDef } from './types';

export const shopifyRoutes = [
  {
    id: 'shopifyConnectionGet',
    method: 'GET',
    path: '/api/shopify/connection',
    handler: 'shopify-connection-get.ts',
    auth: 'jwt',
    maxBodyBytes: 0,
    grants: ['table:read'],
    area: 'shop',
  },
  {
    id: 'shopifyConnect',
    method: 'PUT',
    path: '/api/shopify/connection',
    handler: 'shopify-connect.ts',
    auth: 'jwt',
    maxBodyBytes: 2 * KB,
    grants: ['table:read', 'table:write', 'signing:read'],
    area: 'shop',
    // Five Admin API calls to the shop, 10 s each at most.
    timeoutSeconds: 29,
  },
  {
    id: 'shopifyDisconnect',
    method: 'DELETE',
    path: '/api/shopify/connection',
    handler: 'shopify-disconnect.ts',
    auth: 'jwt',
    maxBodyBytes: 0,
    grants: ['table:read', 'table:write', 'signing:read'],
    area: 'shop',
    timeoutSeconds: 29,
  },
  {
    id: 'shopifyWebhook',
    method: 'POST',
    path: '/api/shopify/webhooks/{connectionId}',
    handler: 'shopify-webhook.ts',
    auth: 'public',
    // SHOPIFY_WEBHOOK_MAX_BYTES (shared/contracts/shopify.ts): an order of 100 lines is well under it.
    maxBodyBytes: 256 * KB,
    grants: ['table:read', 'table:write', 'signing:read'],
    area: 'shop',
  },
] as const satisfies readonly RouteDef[];
