import { ConditionFailedError } from '../../ports/store';
import { deleteConnectionWrites, getShopifyConnection } from '../items/shopify-connection';
import { forgetSubscriptions, type ShopifyPorts } from './connect';
import { shopifyNotConnected } from './shopify-errors';

/**
 * DELETE /api/shopify/connection: removes the account's connection (its webhook address stops answering at
 * once) and deletes its subscriptions at Shopify, best effort. 404 when none is connected. Events and contacts
 * already received stay.
 */
export async function disconnectShopify(ports: ShopifyPorts, accountId: string): Promise<void> {
  const record = await getShopifyConnection(ports.store, accountId);
  if (!record) throw shopifyNotConnected();
  try {
    await ports.store.transact(deleteConnectionWrites(record));
  } catch (error) {
    if (error instanceof ConditionFailedError) throw shopifyNotConnected();
    throw error;
  }
  await forgetSubscriptions(ports, record);
}
