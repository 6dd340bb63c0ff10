import { connectShopifyBodySchema, shopifyConnectionResponseSchema } from '../../shared/contracts/shopify';
import { deps } from '../deps';
import { connectShopify, toConnectionView } from '../domain/shopify/connect';
import { httpRoute } from '../http/route';
import { publicOrigin } from '../http/public-origin';
import { shopifyAdminPort } from '../wiring/shopify-admin';
import { signingPort } from '../wiring/signing';

/**
 * PUT /api/shopify/connection: registers the webhooks with the shop's token, then stores the connection.
 * 400 with a sentence when Shopify refuses the token, 503 when the shop cannot be reached (nothing stored).
 */
export const handler = httpRoute({
  id: 'shopifyConnect',
  uses: [signingPort, shopifyAdminPort],
  contract: { body: connectShopifyBodySchema, response: shopifyConnectionResponseSchema },
  handle: async ({ identity, ports, body, event }) => {
    const origin = publicOrigin(deps().config, event);
    const record = await connectShopify(ports, identity.accountId, body, origin);
    return { connection: toConnectionView(origin, record) };
  },
});
