import { shopifyDisconnectResponseSchema } from '../../shared/contracts/shopify';
import { disconnectShopify } from '../domain/shopify/disconnect';
import { httpRoute } from '../http/route';
import { shopifyAdminPort } from '../wiring/shopify-admin';
import { signingPort } from '../wiring/signing';

/** DELETE /api/shopify/connection: 404 when none is connected. */
export const handler = httpRoute({
  id: 'shopifyDisconnect',
  uses: [signingPort, shopifyAdminPort],
  contract: { response: shopifyDisconnectResponseSchema },
  handle: async ({ identity, ports }) => {
    await disconnectShopify(ports, identity.accountId);
    return { disconnected: true };
  },
});
