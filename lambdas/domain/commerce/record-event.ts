import type { CommerceEvent, CommerceSource } from '../../../shared/contracts/commerce-events';
import { commerceValue, toMinorUnits } from '../../../shared/contracts/commerce-events';
import { ConditionFailedError, type Store } from '../../ports/store';
import { commerceEventWrites, type StoredCommerceEvent } from '../items/commerce-event';

/** Cart, checkout and view events are kept this long; orders are kept (revenue, win-back) until the account goes. */
export const COMMERCE_EVENT_TTL_DAYS = 400;
const DAY_S = 86_400;

export interface RecordCommerceEventInput {
  accountId: string;
  event: CommerceEvent;
  source: CommerceSource;
  /** The sender's own id (API event id, Shopify webhook id): a second delivery with it is not stored again. */
  dedupeId?: string;
  /** When it happened, ISO; defaults to `now`. */
  occurredAt?: string;
  /** The identified contact of the account, when known. */
  contactId?: string;
  /** A site event's setup and visitor hashes (tracking/visit-fields.ts), for campaign attribution. */
  visit?: { setupId: string; attributionHash?: string; attributionHashPrev?: string };
  now: Date;
}

export type RecordCommerceEventResult =
  { stored: true; record: StoredCommerceEvent } | { stored: false; reason: 'duplicate' };

/**
 * Stores one validated commerce event (the one writer for the script's ingest, the public API and Shopify).
 * Placed Order is once per order_id whatever its source or id; other events are once per (source, dedupeId)
 * when a dedupe id is given. A duplicate changes nothing and is answered as such, never as an error.
 */
export async function recordCommerceEvent(
  store: Store,
  input: RecordCommerceEventInput,
): Promise<RecordCommerceEventResult> {
  const { accountId, event, source, now } = input;
  const receivedAt = now.toISOString();
  const record: StoredCommerceEvent = {
    accountId,
    eventId: globalThis.crypto.randomUUID(),
    event,
    source,
    occurredAt: input.occurredAt ?? receivedAt,
    receivedAt,
    ...(input.contactId ? { contactId: input.contactId } : {}),
    ...visitFieldsOf(input.visit),
    valueMinor: toMinorUnits(commerceValue(event)),
    currency: event.properties.currency,
  };
  const order = event.name === 'Placed Order';
  const dedupeId = order
    ? `order:${event.properties.order_id}`
    : input.dedupeId
      ? `event:${source}:${input.dedupeId}`
      : undefined;
  const expiresAt = order ? undefined : Math.floor(now.getTime() / 1000) + COMMERCE_EVENT_TTL_DAYS * DAY_S;
  try {
    await store.transact(commerceEventWrites(record, dedupeId, expiresAt));
  } catch (error) {
    if (error instanceof ConditionFailedError) return { stored: false, reason: 'duplicate' };
    throw error;
  }
  return { stored: true, record };
}

/** The visit's fields that are set (DynamoDB items carry no undefined attributes). */
function visitFieldsOf(visit: RecordCommerceEventInput['visit']): Partial<StoredCommerceEvent> {
  if (!visit) return {};
  const { setupId, attributionHash, attributionHashPrev } = visit;
  return {
    setupId,
    ...(attributionHash ? { attributionHash } : {}),
    ...(attributionHashPrev ? { attributionHashPrev } : {}),
  };
}
