import * as z from 'zod';
import {
  commerceEventSchema,
  commerceSourceSchema,
  isCommerceEventName,
  type CommerceSource,
  type StoredEventBody,
} from '../../../shared/contracts/commerce-events';
import type { Item, Store, TransactWrite } from '../../ports/store';
import { COMMERCE_EVENT_SK_PREFIX } from '../../table-definition';
import { unlinkIndexPartition } from './contact-index-unlink';
import { parseStored, type ItemKind } from './item-kind';

/**
 * Commerce events (issue 31): Viewed Product, Added to Cart, Started Checkout, Placed Order, from the site's
 * script, the public API or Shopify. One item per accepted event in the account's partition (newest last by
 * sort key), indexed by contact when the visitor was identified, plus a once-only mark per dedupe id so a
 * redelivered event (an API retry, a Shopify redelivery, a second Placed Order for one order_id) is stored once.
 * The sort key is CEVENT#, not the tracking events' EVENT#, so the analytics stream filter does not see them.
 */
export const commerceEventKeys = {
  commerceEvent: (accountId: string, iso: string, eventId: string) => ({
    pk: `COMMERCE#${accountId}`,
    sk: `${COMMERCE_EVENT_SK_PREFIX}${iso}#${eventId}`,
  }),
  commerceEventPrefix: COMMERCE_EVENT_SK_PREFIX,
  contactCommerceIndex: (accountId: string, contactId: string, iso: string, eventId: string) => ({
    gsi1pk: `CONTACTCOMMERCE#${accountId}#${contactId}`,
    gsi1sk: `${iso}#${eventId}`,
  }),
  commerceOnce: (accountId: string, dedupeId: string) => ({
    pk: `COMMERCEONCE#${accountId}`,
    sk: dedupeId,
  }),
} as const;

export const commerceEventKind: ItemKind = {
  name: 'commerce-event',
  patterns: [
    {
      what: 'commerce events of an account, by time (TTL expiresAt except orders)',
      key: 'pk COMMERCE#{accountId} sk CEVENT#{iso}#{eventId}',
    },
    {
      what: 'commerce events of a contact, by time',
      key: 'gsi1 CONTACTCOMMERCE#{accountId}#{contactId} gsi1sk {iso}#{eventId}',
    },
    { what: 'once-only mark of a commerce event', key: 'pk COMMERCEONCE#{accountId} sk {dedupeId}' },
  ],
};

/** A stored commerce event, as read back. */
export interface StoredCommerceEvent {
  accountId: string;
  eventId: string;
  /** A commerce event, or a custom one from the API (any other name: isCustomEvent). */
  event: StoredEventBody;
  source: CommerceSource;
  /** When it happened (the sender's time when given, else when received). */
  occurredAt: string;
  receivedAt: string;
  contactId?: string;
  /** The event's value (Placed Order, carts: value; Viewed Product: price) in minor units. */
  valueMinor: number;
  currency: string;
  /** A site event's setup and its visitor's 7-day attribution hashes (campaign attribution of orders). */
  setupId?: string;
  attributionHash?: string;
  attributionHashPrev?: string;
}

const storedSchema = z.object({
  accountId: z.string().min(1),
  eventId: z.string().min(1),
  name: z.string(),
  properties: z.string(),
  source: commerceSourceSchema,
  occurredAt: z.string().min(1),
  receivedAt: z.string().min(1),
  contactId: z.string().min(1).optional(),
  valueMinor: z.number(),
  currency: z.string(),
  setupId: z.string().min(1).optional(),
  attributionHash: z.string().min(1).optional(),
  attributionHashPrev: z.string().min(1).optional(),
});

const customPropertiesSchema = z.record(z.string(), z.unknown());

export function parseCommerceEvent(item: Item): StoredCommerceEvent {
  const stored = parseStored('commerce-event', storedSchema, item);
  const properties = JSON.parse(stored.properties) as unknown;
  const event: StoredEventBody = isCommerceEventName(stored.name)
    ? commerceEventSchema.parse({ name: stored.name, properties })
    : { name: stored.name, properties: customPropertiesSchema.parse(properties) };
  const { name: _name, properties: _properties, ...rest } = stored;
  return { ...rest, event };
}

/**
 * The writes that store one event: its item, and (with a dedupe id) the once-only mark whose 'absent'
 * condition makes a second delivery fail the whole transaction. `expiresAt` (epoch s) on both when given.
 */
export function commerceEventWrites(
  stored: StoredCommerceEvent,
  dedupeId: string | undefined,
  expiresAt: number | undefined,
): TransactWrite[] {
  const { accountId, eventId, occurredAt, contactId, event, ...rest } = stored;
  const item: Item = {
    ...commerceEventKeys.commerceEvent(accountId, occurredAt, eventId),
    ...(contactId ? commerceEventKeys.contactCommerceIndex(accountId, contactId, occurredAt, eventId) : {}),
    accountId,
    eventId,
    occurredAt,
    name: event.name,
    properties: JSON.stringify(event.properties),
    ...rest,
    ...(contactId ? { contactId } : {}),
    ...(expiresAt ? { expiresAt } : {}),
  };
  const writes: TransactWrite[] = [{ kind: 'put', item }];
  if (dedupeId)
    writes.unshift({
      kind: 'put',
      item: {
        ...commerceEventKeys.commerceOnce(accountId, dedupeId),
        eventId,
        ...(expiresAt ? { expiresAt } : {}),
      },
      condition: 'absent',
    });
  return writes;
}

/** The account's events between two ISO times (inclusive start, exclusive end), oldest first. */
export async function listAccountCommerceEvents(
  store: Store,
  accountId: string,
  fromIso: string,
  toIso: string,
): Promise<StoredCommerceEvent[]> {
  const { pk } = commerceEventKeys.commerceEvent(accountId, '', '');
  const items = await store.query({ partition: pk, between: [`CEVENT#${fromIso}`, `CEVENT#${toIso}`] });
  return items.filter((item) => String(item.sk) < `CEVENT#${toIso}`).map(parseCommerceEvent);
}

/** A contact's most recent events, newest first. */
export async function listContactCommerceEvents(
  store: Store,
  accountId: string,
  contactId: string,
  limit: number,
): Promise<StoredCommerceEvent[]> {
  const { gsi1pk } = commerceEventKeys.contactCommerceIndex(accountId, contactId, '', '');
  const page = await store.queryPage({ index: 'gsi1', partition: gsi1pk, ascending: false, limit });
  return page.items.map(parseCommerceEvent);
}

/**
 * A contact's Placed Orders, all of them (orders never expire), newest first: the contact index read with a
 * filter on the name, page after page, at most `maxPages` reads of 1,000 events.
 */
export async function listContactOrders(
  store: Store,
  accountId: string,
  contactId: string,
  maxPages = 10,
): Promise<StoredCommerceEvent[]> {
  const { gsi1pk } = commerceEventKeys.contactCommerceIndex(accountId, contactId, '', '');
  const orders: StoredCommerceEvent[] = [];
  let startKey: Item | undefined;
  for (let page = 0; page < maxPages; page++) {
    const read = await store.queryPage({
      index: 'gsi1',
      partition: gsi1pk,
      ascending: false,
      limit: 1000,
      filter: { all: [{ attribute: 'name', beginsWith: 'Placed Order' }] },
      ...(startKey ? { startKey } : {}),
    });
    orders.push(...read.items.map(parseCommerceEvent));
    if (!read.next) break;
    startKey = read.next;
  }
  return orders;
}

/** The partitions an account's commerce events and their once-only marks live in (for "Delete my account"). */
export const commercePartitions = (accountId: string): string[] => [
  commerceEventKeys.commerceEvent(accountId, '', '').pk,
  commerceEventKeys.commerceOnce(accountId, '').pk,
];

/**
 * Whether the account's most recent `window` commerce events hold one named `name` (issue 32: a flow whose
 * trigger needs it says so until one arrives). One Query call, newest first, whatever the partition's size.
 */
export async function recentCommerceEventNamed(
  store: Store,
  accountId: string,
  name: string,
  window = 1000,
): Promise<boolean> {
  const { pk } = commerceEventKeys.commerceEvent(accountId, '', '');
  const page = await store.queryPage({
    partition: pk,
    beginsWith: COMMERCE_EVENT_SK_PREFIX,
    ascending: false,
    limit: window,
    filter: { all: [{ attribute: 'name', beginsWith: name }] },
  });
  return page.items.some((item) => item.name === name);
}
/** A deleted contact's commerce events lose their link to it (contact-index-unlink.ts); how many. */
export const unlinkContactCommerceEvents = (store: Store, accountId: string, contactId: string) =>
  unlinkIndexPartition(store, commerceEventKeys.contactCommerceIndex(accountId, contactId, '', '').gsi1pk);

/**
 * When the contact last did `name` among its commerce events (issue 32, a win-back flow's backfill): the
 * contact index newest first, filtered on the name, pages of 200 until one is found, at most `maxPages`.
 */
export async function lastContactCommerceEventAt(
  store: Store,
  accountId: string,
  contactId: string,
  name: string,
  maxPages = 5,
): Promise<string | undefined> {
  const { gsi1pk } = commerceEventKeys.contactCommerceIndex(accountId, contactId, '', '');
  let startKey: Item | undefined;
  for (let page = 0; page < maxPages; page++) {
    const read = await store.queryPage({
      index: 'gsi1',
      partition: gsi1pk,
      ascending: false,
      limit: 200,
      filter: { all: [{ attribute: 'name', beginsWith: name }] },
      ...(startKey ? { startKey } : {}),
    });
    const found = read.items.find((item) => item.name === name);
    if (found) return parseCommerceEvent(found).occurredAt;
    if (!read.next) return undefined;
    startKey = read.next;
  }
  return undefined;
}
