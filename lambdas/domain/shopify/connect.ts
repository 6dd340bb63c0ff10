import type { ShopifyConnection } from '../../../shared/contracts/shopify';
import { SHOPIFY_WEBHOOK_TOPICS } from '../../../shared/contracts/shopify';
import type { Clock } from '../../ports/clock';
import type { ShopifyAdmin } from '../../ports/shopify-admin';
import { ShopifyRefusedError, ShopifyUnreachableError } from '../../ports/shopify-admin';
import type { Signing } from '../../ports/signing';
import type { Store } from '../../ports/store';
import {
  deleteConnectionWrites,
  getShopifyConnection,
  putConnectionWrites,
  type ShopifyConnectionRecord,
} from '../items/shopify-connection';
import { open, seal } from './secret-box';
import { shopifyTokenRefused, shopifyUnreachable } from './shopify-errors';

export interface ShopifyPorts {
  store: Store;
  signing: Signing;
  shopifyAdmin: ShopifyAdmin;
  clock: Clock;
}

/** Where Shopify delivers a connection's webhooks. */
export const webhookAddressOf = (origin: string, connectionId: string) =>
  `${origin}/api/shopify/webhooks/${connectionId}`;

/** What the settings page sees: never the token or the secret, only their last 4 characters. */
export function toConnectionView(origin: string, record: ShopifyConnectionRecord): ShopifyConnection {
  return {
    connectionId: record.connectionId,
    shop: record.shop,
    tokenLast4: record.tokenLast4,
    secretLast4: record.secretLast4,
    webhookAddress: webhookAddressOf(origin, record.connectionId),
    topics: [...SHOPIFY_WEBHOOK_TOPICS],
    connectedAt: record.connectedAt,
  };
}

/** Runs an Admin API call, turning its failures into the sentences the settings page shows. */
export async function adminCall<T>(shop: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ShopifyRefusedError) throw shopifyTokenRefused();
    if (error instanceof ShopifyUnreachableError) throw shopifyUnreachable(shop);
    throw error;
  }
}

/**
 * PUT /api/shopify/connection: subscribes a fresh webhook address to the five topics with the shop's token
 * (nothing is stored when Shopify refuses the token or cannot be reached), then stores the connection with the
 * token and secret sealed. An earlier connection is replaced: its subscriptions are deleted (best effort) and its
 * address stops answering.
 */
export async function connectShopify(
  ports: ShopifyPorts,
  accountId: string,
  input: { shop: string; accessToken: string; webhookSecret: string },
  origin: string,
): Promise<ShopifyConnectionRecord> {
  const connectionId = globalThis.crypto.randomUUID();
  const address = webhookAddressOf(origin, connectionId);
  const webhooks = await adminCall(input.shop, () =>
    ports.shopifyAdmin.registerWebhooks(input.shop, input.accessToken, address, SHOPIFY_WEBHOOK_TOPICS),
  );
  const record: ShopifyConnectionRecord = {
    accountId,
    connectionId,
    shop: input.shop,
    tokenSealed: await seal(ports.signing, accountId, input.accessToken),
    secretSealed: await seal(ports.signing, accountId, input.webhookSecret),
    tokenLast4: input.accessToken.slice(-4),
    secretLast4: input.webhookSecret.slice(-4),
    webhooks,
    connectedAt: ports.clock.now().toISOString(),
  };
  const previous = await getShopifyConnection(ports.store, accountId);
  await ports.store.transact([
    ...(previous ? deleteConnectionWrites(previous).slice(1) : []),
    ...putConnectionWrites(record),
  ]);
  if (previous) await forgetSubscriptions(ports, previous);
  return record;
}

/** Deletes a connection's subscriptions at Shopify; a failure there is logged by nobody and changes nothing. */
export async function forgetSubscriptions(ports: ShopifyPorts, record: ShopifyConnectionRecord) {
  if (record.webhooks.length === 0) return;
  try {
    const token = await open(ports.signing, record.accountId, record.tokenSealed);
    await ports.shopifyAdmin.deleteWebhooks(
      record.shop,
      token,
      record.webhooks.map((w) => w.id),
    );
  } catch {
    // The app may be uninstalled already (its token refused): its subscriptions went with it.
  }
}
