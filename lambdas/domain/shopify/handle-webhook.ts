import { SHOPIFY_WEBHOOK_TOPICS, type ShopifyWebhookTopic } from '../../../shared/contracts/shopify';
import type { Signing } from '../../ports/signing';
import type { Store } from '../../ports/store';
import { recordCommerceEvent } from '../commerce/record-event';
import { emailHashOf } from '../contacts/email-hash';
import { getEmailClaim } from '../items/email-claim';
import {
  claimWebhookOnce,
  getHookAccount,
  getShopifyConnection,
  releaseWebhookOnce,
} from '../items/shopify-connection';
import { DomainError } from '../errors';
import { applyShopifyCustomer } from './customer-contact';
import { mapCommerce } from './map-commerce';
import { open } from './secret-box';
import { shopifyBadSignature, shopifyMissingHeader, shopifyUnknownHook } from './shopify-errors';
import { shopifySignatureMatches } from './verify-signature';

/** A delivery's once-only mark is kept this long (Shopify retries a failed delivery over 4 hours). */
const ONCE_TTL_S = 7 * 86_400;

export interface ShopifyDelivery {
  connectionId: string;
  /** The body exactly as received: the signature covers these bytes. */
  rawBody: Buffer;
  /** Lower-case header names. */
  headers: Record<string, string | undefined>;
}

const isTopic = (topic: string): topic is ShopifyWebhookTopic =>
  (SHOPIFY_WEBHOOK_TOPICS as readonly string[]).includes(topic);

/**
 * One webhook delivery: the connection of its address, the signature over the raw body (401 and nothing
 * changed when it does not match), the shop it names, then at most once per X-Shopify-Webhook-Id (a replay is
 * answered 'duplicate' and changes nothing). Returns the outcome in words; Shopify gets a 200 for every signed
 * delivery it should not retry, a 5xx only when storing failed (its mark is given back so the retry is taken).
 */
export async function handleShopifyWebhook(
  ports: { store: Store; signing: Signing },
  delivery: ShopifyDelivery,
  now: Date,
): Promise<string> {
  const { store } = ports;
  const accountId = await getHookAccount(store, delivery.connectionId);
  const record = accountId ? await getShopifyConnection(store, accountId) : undefined;
  if (!accountId || record?.connectionId !== delivery.connectionId) throw shopifyUnknownHook();
  const secret = await open(ports.signing, accountId, record.secretSealed);
  const { headers } = delivery;
  if (!shopifySignatureMatches(delivery.rawBody, secret, headers['x-shopify-hmac-sha256']))
    throw shopifyBadSignature();
  const shop = headers['x-shopify-shop-domain'];
  if (shop !== undefined && shop.toLowerCase() !== record.shop) throw shopifyBadSignature();
  const webhookId = headers['x-shopify-webhook-id'];
  if (!webhookId) throw shopifyMissingHeader('X-Shopify-Webhook-Id');
  const topic = headers['x-shopify-topic'] ?? '';
  let body: unknown;
  try {
    body = JSON.parse(delivery.rawBody.toString('utf8'));
  } catch {
    throw new DomainError('invalid', 'malformed_json', 'Malformed JSON body.');
  }
  if (!isTopic(topic)) return `ignored: topic ${topic || '(none)'} is not one we subscribe to`;
  const expiresAt = Math.floor(now.getTime() / 1000) + ONCE_TTL_S;
  if (!(await claimWebhookOnce(store, accountId, webhookId, expiresAt))) return 'duplicate';
  try {
    return await apply(ports, accountId, topic, body, webhookId, now);
  } catch (error) {
    await releaseWebhookOnce(store, accountId, webhookId);
    throw error;
  }
}

async function apply(
  ports: { store: Store; signing: Signing },
  accountId: string,
  topic: ShopifyWebhookTopic,
  body: unknown,
  webhookId: string,
  now: Date,
): Promise<string> {
  if (topic === 'customers/create' || topic === 'customers/update')
    return applyShopifyCustomer(ports, accountId, body, now);
  const mapped = mapCommerce(topic, body);
  if (!mapped.ok) return `ignored: ${mapped.reason}`;
  const { event, email, occurredAt } = mapped.mapped;
  const contactId = email
    ? (await getEmailClaim(ports.store, accountId, await emailHashOf(ports.signing, email)))?.contactId
    : undefined;
  const result = await recordCommerceEvent(ports.store, {
    accountId,
    event,
    source: 'shopify',
    dedupeId: webhookId,
    ...(occurredAt ? { occurredAt } : {}),
    ...(contactId ? { contactId } : {}),
    now,
  });
  return result.stored ? `recorded: ${event.name}` : 'duplicate';
}
