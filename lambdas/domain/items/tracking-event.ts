import * as z from 'zod';
import { ConditionFailedError, type Item, type Store } from '../../ports/store';
import { TRACKING_EVENT_SK_PREFIX } from '../../table-definition';
import { unlinkIndexPartition } from './contact-index-unlink';
import type { ItemKind } from './item-kind';

/** Keys of the tracking event item (lambdas/table.ts lists every kind). */
export const trackingEventKeys = {
  trackingEvent: (setupId: string, iso: string, id: string) => ({
    pk: `SETUP#${setupId}`,
    sk: `${TRACKING_EVENT_SK_PREFIX}${iso}#${id}`,
  }),
  /** Prefix of keys.trackingEvent's sort key, for "events of a setup" queries. */
  trackingEventPrefix: TRACKING_EVENT_SK_PREFIX,
  firstTrackingEvent: (setupId: string) => ({ pk: `SETUP#${setupId}`, sk: 'FIRST_EVENT' }),
  /** An identified visitor's event, on the index: "events of contact X, newest first" (issue 31). */
  contactEventIndex: (accountId: string, contactId: string, iso: string, id: string) => ({
    gsi1pk: `CONTACTEVENTS#${accountId}#${contactId}`,
    gsi1sk: `${iso}#${id}`,
  }),
} as const;

export const trackingEventKind: ItemKind = {
  name: 'tracking-event',
  patterns: [
    {
      what: 'tracking events of a setup, recent first',
      key: 'pk SETUP#{id} sk EVENT#{iso}#{id} (TTL expiresAt)',
    },
    { what: 'first tracking event of a setup', key: 'pk SETUP#{id} sk FIRST_EVENT' },
    {
      what: "an identified visitor's events, recent first (issue 31)",
      key: 'gsi1 CONTACTEVENTS#{accountId}#{contactId} gsi1sk {iso}#{id} (TTL expiresAt)',
    },
  ],
};

const SETUP_PREFIX = trackingEventKeys.firstTrackingEvent('').pk;

/**
 * A stored tracking event (pk SETUP#{setupId}, sk EVENT#{receivedAt}#{eventId}): what the ingest writes
 * (lambdas/domain/tracking/ingest-event.ts, through toTrackingEventItem) and what the analytics aggregator
 * reads back from the table's stream (lambdas/domain/analytics/aggregate-event.ts, through
 * parseTrackingEvent). One type for both ends: a field renamed on one side fails to compile, or fails
 * tests/unit/analytics/event-round-trip.test.ts.
 */
export interface TrackingEventRecord {
  /** The setup's id (the partition of its events). */
  setupId: string;
  eventId: string;
  eventName: string;
  receivedAt: string;
  /** origin + path only (tracking/page-location.ts). */
  pageUrl: string;
  trackingId?: string;
  /** The client's event_data, kept as JSON text (DynamoDB's number range and nesting limits). */
  eventData?: string;
  clientTimestamp?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  /** Visit fields (tracking/visit-fields.ts); absent for events ingested without the request's facts. */
  visitorHash?: string;
  device?: string;
  browser?: string;
  country?: string;
  referrer?: string;
  attributionHash?: string;
  attributionHashPrev?: string;
  /** The contact of the account the visitor was identified as (links/contact-token.ts), if any. */
  contactId?: string;
  /** TTL, epoch seconds. */
  expiresAt?: number;
}

/** What the ingest writes: every event has these, the visit fields when the request's facts were known. */
export type NewTrackingEvent = TrackingEventRecord &
  Required<Pick<TrackingEventRecord, 'trackingId' | 'eventData' | 'clientTimestamp' | 'expiresAt'>> & {
    /** The setup's account: with contactId, puts the event on the contact's index (not stored alone). */
    accountId?: string;
  };

/** A non-empty string, else unset (the aggregator always read the event's fields that way). */
const text = z
  .unknown()
  .optional()
  .transform((v) => (typeof v === 'string' && v !== '' ? v : undefined));
const required = z.string().min(1);

const storedEventSchema = z.object({
  pk: z.string().startsWith(SETUP_PREFIX),
  eventId: required,
  eventName: required,
  receivedAt: required,
  pageUrl: required,
  trackingId: text,
  eventData: text,
  clientTimestamp: text,
  utmSource: text,
  utmMedium: text,
  utmCampaign: text,
  visitorHash: text,
  device: text,
  browser: text,
  country: text,
  referrer: text,
  attributionHash: text,
  attributionHashPrev: text,
  contactId: text,
  expiresAt: z.number().optional().catch(undefined),
});

const OPTIONAL_FIELDS = [
  'trackingId',
  'eventData',
  'clientTimestamp',
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'visitorHash',
  'device',
  'browser',
  'country',
  'referrer',
  'attributionHash',
  'attributionHashPrev',
  'contactId',
  'expiresAt',
] as const satisfies readonly (keyof TrackingEventRecord)[];

/**
 * A stored tracking event (a stream image, or a queried item) -> its record, or undefined when it is not
 * one the aggregator can count (not under a setup, or without its id, name, time or page): such an image
 * was always skipped, never an error that would stop the stream.
 */
export function parseTrackingEvent(item: Item): TrackingEventRecord | undefined {
  const parsed = storedEventSchema.safeParse(item);
  if (!parsed.success) return undefined;
  const { pk, eventId, eventName, receivedAt, pageUrl } = parsed.data;
  const record: TrackingEventRecord = {
    setupId: pk.slice(SETUP_PREFIX.length),
    eventId,
    eventName,
    receivedAt,
    pageUrl,
  };
  for (const name of OPTIONAL_FIELDS) {
    const value = parsed.data[name];
    if (value !== undefined) Object.assign(record, { [name]: value });
  }
  return record;
}

/**
 * The item of a new event. A typed function, no schema: it runs on every ingested event (the ingest's
 * budget, tests/bench/tracking-ingest.ts); the aggregator validates what it reads back.
 */
export function toTrackingEventItem(event: NewTrackingEvent): Item {
  const item: Item = trackingEventKeys.trackingEvent(event.setupId, event.receivedAt, event.eventId);
  // A copy loop, not `{ ...keys, ...rest }`: several times cheaper for an object of this many fields.
  for (const name in event)
    if (name !== 'setupId' && name !== 'accountId') item[name] = event[name as keyof NewTrackingEvent];
  if (event.contactId && event.accountId)
    Object.assign(
      item,
      trackingEventKeys.contactEventIndex(event.accountId, event.contactId, event.receivedAt, event.eventId),
    );
  return item;
}

export function putTrackingEvent(store: Store, event: NewTrackingEvent): Promise<void> {
  return store.put(toTrackingEventItem(event));
}

/** What the tracking page shows of a setup's latest event (each field as stored, when a string). */
export interface LatestTrackingEvent {
  receivedAt?: string | undefined;
  pageUrl?: string | undefined;
  eventName?: string | undefined;
}

const str = z.string().optional().catch(undefined);
const latestSchema = z.object({ receivedAt: str, pageUrl: str, eventName: str });

/** The setup's most recent event (one descending Query of its EVENT# items), if any. */
export async function latestTrackingEvent(
  store: Store,
  setupId: string,
): Promise<LatestTrackingEvent | undefined> {
  const [latest] = await store.query({
    partition: trackingEventKeys.trackingEvent(setupId, '', '').pk,
    beginsWith: trackingEventKeys.trackingEventPrefix,
    ascending: false,
    limit: 1,
  });
  return latest && latestSchema.parse(latest);
}

/** The first-event marker (pk SETUP#{id} sk FIRST_EVENT): which request brought the setup's first event. */
export interface FirstEventMarker {
  firstEventAt?: string | undefined;
  pageUrl?: string | undefined;
}

const markerSchema = z.object({
  firstEventAt: z.string().optional().catch(undefined),
  pageUrl: z.string().optional().catch(undefined),
});

export async function getFirstEventMarker(
  store: Store,
  setupId: string,
): Promise<FirstEventMarker | undefined> {
  const item = await store.get(trackingEventKeys.firstTrackingEvent(setupId));
  return item && markerSchema.parse(item);
}

/**
 * Puts the setup's first-event marker if it has none (put-if-absent: under concurrency exactly one request
 * wins). Returns the marker that holds: this one (`first`), or the one found.
 */
export async function claimFirstEventMarker(
  store: Store,
  setupId: string,
  marker: { firstEventAt: string; pageUrl: string },
): Promise<{ first: boolean; marker: FirstEventMarker }> {
  try {
    await store.put({ ...trackingEventKeys.firstTrackingEvent(setupId), ...marker }, 'absent');
    return { first: true, marker };
  } catch (error) {
    if (!(error instanceof ConditionFailedError)) throw error;
    return { first: false, marker: (await getFirstEventMarker(store, setupId)) ?? marker };
  }
}

/** The most a contact's-events read returns at once. */
export const MAX_CONTACT_EVENTS = 100;

/**
 * A contact's recent tracking events, newest first (gsi1 CONTACTEVENTS#{accountId}#{contactId}): what the
 * visitor did on the site while identified as that contact of that account. `before` (the `cursor` of the
 * last page) continues further back. Events past their TTL are left out even while DynamoDB has not yet
 * deleted them (it may take days), so the read shows what the raw events' retention promises.
 */
export async function listContactEvents(
  store: Store,
  input: { accountId: string; contactId: string; now: Date; limit?: number; before?: string },
): Promise<{ events: TrackingEventRecord[]; cursor: string | undefined }> {
  const limit = Math.min(Math.max(1, input.limit ?? 50), MAX_CONTACT_EVENTS);
  const index = trackingEventKeys.contactEventIndex(input.accountId, input.contactId, '', '');
  const items = await store.query({
    index: 'gsi1',
    partition: index.gsi1pk,
    // Sort keys start with the ISO time: '0' is before every one of them (a key value may not be empty).
    ...(input.before ? { between: ['0', input.before] as const } : {}),
    ascending: false,
    limit: limit + 1,
  });
  const nowSeconds = Math.floor(input.now.getTime() / 1000);
  const rest = items.filter((item) => item.gsi1sk !== input.before);
  const page = rest.slice(0, limit);
  const events = page
    .map(parseTrackingEvent)
    .filter((e): e is TrackingEventRecord => !!e && (e.expiresAt === undefined || e.expiresAt > nowSeconds));
  const last = rest.length > limit ? page[page.length - 1] : undefined;
  return { events, cursor: typeof last?.gsi1sk === 'string' ? last.gsi1sk : undefined };
}

/**
 * Whether the setup's most recent `window` tracking events hold one named `name` (issue 32: a flow on a
 * custom `jm('track', …)` event says so until one arrives). One Query call, newest first.
 */
export async function recentTrackingEventNamed(
  store: Store,
  setupId: string,
  name: string,
  window = 1000,
): Promise<boolean> {
  const page = await store.queryPage({
    partition: trackingEventKeys.trackingEvent(setupId, '', '').pk,
    beginsWith: trackingEventKeys.trackingEventPrefix,
    ascending: false,
    limit: window,
    filter: { all: [{ attribute: 'eventName', beginsWith: name }] },
  });
  return page.items.some((item) => item.eventName === name);
}

const CONTACT_EVENTS_PREFIX = 'CONTACTEVENTS#';

/**
 * The account and contact of an identified visitor's stored event, read from its contact index key (the
 * event item holds neither alone): the flow triggers' matcher (domain/flows/triggers/) needs both.
 */
export function trackingEventContact(item: Item): { accountId: string; contactId: string } | undefined {
  const key = item.gsi1pk;
  if (typeof key !== 'string' || !key.startsWith(CONTACT_EVENTS_PREFIX)) return undefined;
  const [accountId, contactId] = key.slice(CONTACT_EVENTS_PREFIX.length).split('#');
  return accountId && contactId ? { accountId, contactId } : undefined;
}
/** A campaign visit's event as the order counter reads it back (its campaign tag and when it came). */
export interface CampaignEventSeen {
  utmCampaign: string;
  receivedAt: string;
}

const campaignSeenSchema = z.object({ utmCampaign: z.string().min(1), receivedAt: required });

/**
 * The latest event of one of `hashes`' visitors carrying a utm_campaign, received in [fromIso, toIso]:
 * the setup's events read newest first, strongly consistent (every event stored before the call is seen),
 * at most `maxPages` pages of 1 MB, stopping at the first match (commerce-aggregate.ts, the order/visit race).
 */
export async function latestCampaignEvent(
  store: Store,
  input: { setupId: string; hashes: readonly string[]; fromIso: string; toIso: string; maxPages: number },
): Promise<CampaignEventSeen | undefined> {
  if (input.hashes.length === 0) return undefined;
  const { pk } = trackingEventKeys.trackingEvent(input.setupId, '', '');
  const prefix = trackingEventKeys.trackingEventPrefix;
  let startKey: Item | undefined;
  for (let page = 0; page < input.maxPages; page++) {
    const read = await store.queryPage({
      partition: pk,
      between: [`${prefix}${input.fromIso}`, `${prefix}${input.toIso}\uffff`],
      ascending: false,
      consistent: true,
      limit: 1000,
      filter: { any: input.hashes.map((hash) => ({ attribute: 'attributionHash', beginsWith: hash })) },
      ...(startKey ? { startKey } : {}),
    });
    const match = read.items
      .filter((item) => input.hashes.includes(String(item.attributionHash)))
      .map((item) => campaignSeenSchema.safeParse(item))
      .find((parsed) => parsed.success);
    if (match?.success) return match.data;
    if (!read.next) return undefined;
    startKey = read.next;
  }
  return undefined;
}

/** A deleted contact's tracking events lose their link to it (contact-index-unlink.ts); how many. */
export const unlinkContactTrackingEvents = (store: Store, accountId: string, contactId: string) =>
  unlinkIndexPartition(store, trackingEventKeys.contactEventIndex(accountId, contactId, '', '').gsi1pk);

/**
 * When the contact last did `name` among its tracking events still kept (issue 32, a win-back flow's
 * backfill): one Query of the contact index newest first, filtered on the name, 200 events read.
 */
export async function lastContactTrackingEventAt(
  store: Store,
  input: { accountId: string; contactId: string; name: string; now: Date },
): Promise<string | undefined> {
  const index = trackingEventKeys.contactEventIndex(input.accountId, input.contactId, '', '');
  const page = await store.queryPage({
    index: 'gsi1',
    partition: index.gsi1pk,
    ascending: false,
    limit: 200,
    filter: { all: [{ attribute: 'eventName', beginsWith: input.name }] },
  });
  const nowSeconds = Math.floor(input.now.getTime() / 1000);
  const found = page.items
    .map(parseTrackingEvent)
    .find((e) => e?.eventName === input.name && (e.expiresAt === undefined || e.expiresAt > nowSeconds));
  return found?.receivedAt;
}
