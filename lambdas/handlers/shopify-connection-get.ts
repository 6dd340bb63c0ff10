import { shopifyConnectionResponseSchema } from '../../shared/contracts/shopify';
import { deps } from '../deps';
import { toConnectionView } from '../domain/shopify/connect';
import { getShopifyConnection } from '../domain/items/shopify-connection';
import { httpRoute } from '../http/route';
import { publicOrigin } from '../http/public-origin';

/** GET /api/shopify/connection: the caller's connection (never its token or secret), or null. */
export const handler = httpRoute({
  id: 'shopifyConnectionGet',
  contract: { response: shopifyConnectionResponseSchema },
  handle: async ({ identity, ports, event }) => {
    const record = await getShopifyConnection(ports.store, identity.accountId);
    return { connection: record ? toConnectionView(publicOrigin(deps().config, event), record) : null };
  },
});
