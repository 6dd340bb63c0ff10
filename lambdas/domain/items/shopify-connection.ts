import * as z from 'zod';
import type { Item, Store, TransactWrite } from '../../ports/store';
import { ConditionFailedError } from '../../ports/store';
import { parseStored, type ItemKind } from './item-kind';

/**
 * Issue 31: an account's Shopify connection (one per account), the pointer its webhook address resolves
 * through (the address carries the connection's id, never the account's), and the once-only mark of each
 * delivered webhook (X-Shopify-Webhook-Id), kept a week (Shopify retries a failed delivery for 4 hours).
 * The access token and the webhook secret are stored encrypted (AES-256-GCM, lambdas/domain/shopify/secret-box.ts);
 * only their last 4 characters are ever shown again.
 */
export const shopifyConnectionKeys = {
  shopifyConnection: (accountId: string) => ({ pk: `SHOPIFY#${accountId}`, sk: 'CONNECTION' }),
  shopifyHookPointer: (connectionId: string) => ({ pk: `SHOPIFYHOOK#${connectionId}`, sk: 'POINTER' }),
  shopifyWebhookOnce: (accountId: string, webhookId: string) => ({
    pk: `SHOPIFYONCE#${accountId}`,
    sk: webhookId,
  }),
} as const;

export const shopifyConnectionKind: ItemKind = {
  name: 'shopify-connection',
  patterns: [
    { what: "an account's Shopify connection", key: 'pk SHOPIFY#{accountId} sk CONNECTION' },
    { what: 'the account of a webhook address', key: 'pk SHOPIFYHOOK#{connectionId} sk POINTER' },
    {
      what: 'once-only mark of a Shopify webhook delivery (TTL expiresAt)',
      key: 'pk SHOPIFYONCE#{accountId} sk {webhookId}',
    },
  ],
};

const connectionSchema = z.object({
  accountId: z.string().min(1),
  connectionId: z.string().min(1),
  shop: z.string().min(1),
  /** Sealed (secret-box.ts) access token and webhook secret, and their last 4 characters. */
  tokenSealed: z.string().min(1),
  secretSealed: z.string().min(1),
  tokenLast4: z.string(),
  secretLast4: z.string(),
  /** The webhook subscriptions made at connect (Shopify's ids, by topic), deleted at disconnect. */
  webhooks: z.array(z.object({ topic: z.string(), id: z.string() })),
  connectedAt: z.string().min(1),
});
export type ShopifyConnectionRecord = z.output<typeof connectionSchema>;

export function parseShopifyConnection(item: Item): ShopifyConnectionRecord {
  return parseStored(shopifyConnectionKind.name, connectionSchema, item);
}

export async function getShopifyConnection(
  store: Store,
  accountId: string,
): Promise<ShopifyConnectionRecord | undefined> {
  const item = await store.get(shopifyConnectionKeys.shopifyConnection(accountId));
  return item ? parseShopifyConnection(item) : undefined;
}

/** The account a webhook address belongs to, when it still exists. */
export async function getHookAccount(store: Store, connectionId: string): Promise<string | undefined> {
  const item = await store.get(shopifyConnectionKeys.shopifyHookPointer(connectionId));
  return typeof item?.accountId === 'string' ? item.accountId : undefined;
}

/** Puts the connection (replacing an earlier one) and its webhook pointer. */
export function putConnectionWrites(record: ShopifyConnectionRecord): TransactWrite[] {
  return [
    { kind: 'put', item: { ...shopifyConnectionKeys.shopifyConnection(record.accountId), ...record } },
    {
      kind: 'put',
      item: {
        ...shopifyConnectionKeys.shopifyHookPointer(record.connectionId),
        accountId: record.accountId,
        connectionId: record.connectionId,
      },
    },
  ];
}

/** Removes the connection and its pointer, only if it is still this connection. */
export function deleteConnectionWrites(record: ShopifyConnectionRecord): TransactWrite[] {
  return [
    {
      kind: 'delete',
      key: shopifyConnectionKeys.shopifyConnection(record.accountId),
      condition: { attribute: 'connectionId', equals: record.connectionId },
    },
    { kind: 'delete', key: shopifyConnectionKeys.shopifyHookPointer(record.connectionId) },
  ];
}

/** Marks a delivery as taken: false when it was already (a redelivery or a replay). */
export async function claimWebhookOnce(
  store: Store,
  accountId: string,
  webhookId: string,
  expiresAt: number,
): Promise<boolean> {
  const item = { ...shopifyConnectionKeys.shopifyWebhookOnce(accountId, webhookId), expiresAt };
  try {
    await store.transact([{ kind: 'put', item, condition: 'absent' }]);
    return true;
  } catch (error) {
    if (error instanceof ConditionFailedError) return false;
    throw error;
  }
}

/** Gives a delivery's mark back (its handling failed, so Shopify's retry must be taken). */
export async function releaseWebhookOnce(store: Store, accountId: string, webhookId: string): Promise<void> {
  await store.transact([
    { kind: 'delete', key: shopifyConnectionKeys.shopifyWebhookOnce(accountId, webhookId) },
  ]);
}

/**
 * The partitions of an account's connection, its webhook pointer and its delivery marks (for "Delete my
 * account"): the pointer first, so the address stops answering before the connection goes.
 */
export async function shopifyPartitions(store: Store, accountId: string): Promise<string[]> {
  const connection = await getShopifyConnection(store, accountId);
  return [
    ...(connection ? [shopifyConnectionKeys.shopifyHookPointer(connection.connectionId).pk] : []),
    shopifyConnectionKeys.shopifyWebhookOnce(accountId, '').pk,
    shopifyConnectionKeys.shopifyConnection(accountId).pk,
  ];
}
