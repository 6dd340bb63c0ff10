import type { CommerceSource, CustomEvent } from '../../../shared/contracts/commerce-events';
import { ConditionFailedError, type Store } from '../../ports/store';
import { commerceEventWrites, type StoredCommerceEvent } from '../items/commerce-event';
import { COMMERCE_EVENT_TTL_DAYS, type RecordCommerceEventResult } from './record-event';

const DAY_S = 86_400;

/**
 * Stores one custom event (issue 31: POST /api/v1/events with a name of the shop's own) as the same item
 * kind as the commerce events (items/commerce-event.ts: the account's CEVENT# items, the contact's index,
 * the table's stream), so flows start on it and read it back like any event. Once per (source, dedupeId);
 * no money (value 0, currency ''), so orders and revenue never count it; kept COMMERCE_EVENT_TTL_DAYS.
 */
export async function recordCustomEvent(
  store: Store,
  input: {
    accountId: string;
    event: CustomEvent;
    source: CommerceSource;
    dedupeId: string;
    occurredAt?: string;
    contactId?: string;
    now: Date;
  },
): Promise<RecordCommerceEventResult> {
  const receivedAt = input.now.toISOString();
  const record: StoredCommerceEvent = {
    accountId: input.accountId,
    eventId: globalThis.crypto.randomUUID(),
    event: input.event,
    source: input.source,
    occurredAt: input.occurredAt ?? receivedAt,
    receivedAt,
    ...(input.contactId ? { contactId: input.contactId } : {}),
    valueMinor: 0,
    currency: '',
  };
  const expiresAt = Math.floor(input.now.getTime() / 1000) + COMMERCE_EVENT_TTL_DAYS * DAY_S;
  try {
    await store.transact(commerceEventWrites(record, `event:${input.source}:${input.dedupeId}`, expiresAt));
  } catch (error) {
    if (error instanceof ConditionFailedError) return { stored: false, reason: 'duplicate' };
    throw error;
  }
  return { stored: true, record };
}
