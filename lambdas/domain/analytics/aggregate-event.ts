import {
  ConditionFailedError,
  type Key,
  type Store,
  type TransactWrite,
  TransactionConflictError,
} from '../../ports/store';
import { analyticsCountersKeys, counterAddWrite } from '../items/analytics-counters';
import { appliedWrite, getVisitor, type VisitorRecord, visitorWrite } from '../items/analytics-visitor';
import { touchWrite } from '../items/attribution-touch';
import { parseTrackingEvent } from '../items/tracking-event';
import {
  ATTRIBUTION_WINDOW_MS,
  campaignVisitOf,
  type ConversionGoals,
  conversionCounters,
  creditedCampaign,
  isConversion,
  laterTouch,
  type Touch,
} from './attribution';
import { type AttributionState, attributionState, visitorId } from './attribution-state';
import { CONVERTING_VISITS_PREFIX, type CountedEvent, countersOf, hourOf, isTotal } from './dimensions';
import { localDate } from './local-days';
import { isLate } from './day-sums';
import { markActiveDays, readSiteStates } from './active-sites';
import { countLateEvents, type SiteZone } from './site-zone';
import { nextVisit, type VisitState } from './visits';

/** A visitor item as read -> its visit (analytics/visits.ts); undefined for a visitor new today. */
const visitStateOf = (visitor: VisitorRecord | undefined): VisitState | undefined =>
  visitor?.lastSeenMs === undefined
    ? undefined
    : {
        lastSeenMs: visitor.lastSeenMs,
        source: visitor.visitSource,
        campaign: visitor.visitCampaign,
        goals: visitor.visitGoals ?? [],
      };

/**
 * Counts tracking events into their sites' hour items, each exactly once (the aggregator's unit of work;
 * lambdas/handlers/analytics-aggregate.ts feeds it from DynamoDB Streams, in order). A chunk of up to
 * CHUNK events is one transaction:
 *   1. APPLIED#{eventId} per event, put-if-absent: a redelivered stream record (retry, bisected batch)
 *      finds it, and that event is dropped from the chunk and the rest retried;
 *   2. per visitor, the visitor item (VISITOR#{hash}, the day's hash) with its last event time, put on
 *      the condition that it still holds the lastSeenMs that was read: that read decides "first event of
 *      this visitor today" (a visitor) and "a new visit" (30 minutes since the last event, or other UTM
 *      tags: visits.ts), and the item keeps the visit's tags and the goals reached in it (a goal's
 *      converting visits, `gv:`);
 *   3. per site and UTC hour, one update ADDing the chunk's totals (views, visits, visitors), per site
 *      and local day of the site's zone (site-zone.ts, read with the visitors) one ADDing the same
 *      totals, and per site and UTC day one ADDing its dimension counters (pages, sources, events…);
 *   4. campaign attribution (attribution.ts): a campaign visit puts its touch (TOUCH#{attribution hash},
 *      7-day TTL) and keeps it on the visitor item; a conversion with a touch in the window adds `cc:` and
 *      `cr:` to its day item. The touch a visitor starts the day with is read from the touch items once,
 *      when its visitor item does not exist yet; after that the visitor item carries it.
 * Before a site's first chunk of a UTC day, outside the transaction, a marker says the site had traffic
 * that day (active-sites.ts), for the nightly window job.
 * A lost race on a visitor item, or a transaction conflict, reads again and retries; the APPLIED# marker
 * in the same transaction makes a conversion's credit, like every counter, count once. At most
 * 16 markers + 16 visitor items + 16 touches + 3 × 16 counter items: DynamoDB's limit is 100.
 */
const DAY_SECONDS = 24 * 60 * 60;
/** Visitor items and markers outlive the day and the stream's 24 h retention, then expire. */
const SHORT_TTL_SECONDS = 2 * DAY_SECONDS;
/** Hour items outlive the longest report (90 days) with room to spare. */
const HOUR_TTL_SECONDS = 400 * DAY_SECONDS;
/** 16 markers + at most 16 visitor items, 16 touches and 48 counter items: DynamoDB's limit is 100. */
export const CHUNK = 16;
const MAX_ATTEMPTS = 8;

export interface ApplyResult {
  counted: number;
  alreadyCounted: number;
}

/** One chunk's transaction from the visitor items as read; pure. */
export function chunkWrites(
  events: CountedEvent[],
  visitors: Map<string, VisitorRecord | undefined>,
  attribution: AttributionState = { touches: new Map(), goals: new Map() },
  zones: Map<string, SiteZone | undefined> = new Map(),
): TransactWrite[] {
  const touchNow = new Map(attribution.touches);
  const touchWrites = new Map<string, TransactWrite>();
  // Touches made in this chunk by attribution hash: another day's visitor hash of the same person.
  const chunkTouches = new Map<string, Touch>();
  const touchKeyOf = (event: CountedEvent, hash: string | undefined) =>
    hash ? `${event.setupId}\u0000${hash}` : '';
  const visits = new Map<string, VisitState | undefined>();
  for (const [id, visitor] of visitors) visits.set(id, visitStateOf(visitor));
  // Totals go to the hour item (days in any time zone), dimensions to the UTC day item (bounded reads).
  const counters = new Map<string, { key: Key; add: Record<string, number>; ttl: number }>();
  const addTo = (key: Key, name: string, n: number, ttl: number) => {
    const id = `${key.pk}\u0000${key.sk}`;
    const bucket = counters.get(id) ?? { key, add: {}, ttl: 0 };
    bucket.add[name] = (bucket.add[name] ?? 0) + n;
    bucket.ttl = Math.max(bucket.ttl, ttl);
    counters.set(id, bucket);
  };
  const markers: TransactWrite[] = [];
  for (const event of events) {
    const atMs = Date.parse(event.receivedAt);
    const seconds = Math.floor(atMs / 1000);
    const id = visitorId(event);
    const previous = visits.get(id);
    const goals = attribution.goals.get(event.setupId);
    const visit = nextVisit(previous, event, atMs, goals);
    const { newVisit } = visit;
    visits.set(id, visit.state);
    const hourKey = analyticsCountersKeys.analyticsHour(event.setupId, hourOf(event.receivedAt));
    const dayKey = analyticsCountersKeys.analyticsDay(event.setupId, event.receivedAt.slice(0, 10));
    const zone = zones.get(event.setupId);
    const localKey = zone
      ? analyticsCountersKeys.analyticsLocalDay(event.setupId, zone.tz, localDate(new Date(atMs), zone.tz))
      : undefined;
    const add = countersOf(event, { newVisit, newVisitor: previous === undefined });
    if (visit.reached) add[`${CONVERTING_VISITS_PREFIX}${visit.reached}`] = 1;
    for (const [name, n] of Object.entries(add)) {
      addTo(isTotal(name) ? hourKey : dayKey, name, n, seconds + HOUR_TTL_SECONDS);
      if (localKey && isTotal(name)) addTo(localKey, name, n, seconds + HOUR_TTL_SECONDS);
    }
    const known = [event.attributionHash, event.attributionHashPrev].map((h) =>
      chunkTouches.get(touchKeyOf(event, h)),
    );
    touchNow.set(id, [touchNow.get(id), ...known].reduce(laterTouch, undefined));
    const campaign = campaignVisitOf(event, newVisit);
    if (campaign) {
      touchNow.set(id, { campaign, atMs });
      if (event.attributionHash) {
        chunkTouches.set(touchKeyOf(event, event.attributionHash), { campaign, atMs });
        touchWrites.set(
          touchKeyOf(event, event.attributionHash),
          touchWrite(
            event.setupId,
            event.attributionHash,
            { campaign, atMs },
            Math.ceil((atMs + ATTRIBUTION_WINDOW_MS) / 1000),
          ),
        );
      }
    }
    const credited =
      goals && isConversion(event, goals) ? creditedCampaign(touchNow.get(id), atMs) : undefined;
    if (credited)
      for (const [name, n] of Object.entries(conversionCounters(credited, event)))
        addTo(dayKey, name, n, seconds + HOUR_TTL_SECONDS);
    markers.push(appliedWrite(event.setupId, event.eventId, seconds + SHORT_TTL_SECONDS));
  }
  // A visitor read but without events in the chunk (none, as applyChunk reads them) writes nothing.
  const visitorWrites: TransactWrite[] = [...visits].flatMap(([id, state]) => {
    if (!state) return [];
    const [setupId, hash] = id.split('\u0000') as [string, string];
    return visitorWrite(
      setupId,
      hash,
      {
        lastSeenMs: state.lastSeenMs,
        touch: touchNow.get(id),
        visitSource: state.source,
        visitCampaign: state.campaign,
        visitGoals: [...state.goals],
        expiresAt: Math.floor(state.lastSeenMs / 1000) + SHORT_TTL_SECONDS,
      },
      visitors.get(id)?.lastSeenMs,
    );
  });
  const counterWrites: TransactWrite[] = [...counters.values()].map((c) =>
    counterAddWrite(c.key, c.add, c.ttl),
  );
  return [...markers, ...visitorWrites, ...touchWrites.values(), ...counterWrites];
}

/** After a chunk is counted: the sites whose finished days it changed get their lateEvents raised. */
async function noteLateEvents(store: Store, events: CountedEvent[], now: Date): Promise<void> {
  const late = new Map<string, number>();
  for (const e of events) if (isLate(e.receivedAt, now)) late.set(e.setupId, (late.get(e.setupId) ?? 0) + 1);
  await Promise.all([...late].map(([setupId, n]) => countLateEvents(store, setupId, n)));
}

async function applyChunk(
  store: Store,
  chunk: CountedEvent[],
  goalCache: Map<string, Promise<ConversionGoals>>,
  now: () => Date,
): Promise<ApplyResult> {
  let events = chunk.filter((e, i) => chunk.findIndex((o) => o.eventId === e.eventId) === i);
  let alreadyCounted = chunk.length - events.length;
  // The sites' zone items, read once per chunk beside the first read of its visitors; then the day
  // markers of sites counted for the first time that day (active-sites.ts), before the counters.
  let zones: Promise<Map<string, SiteZone | undefined>> | undefined;
  for (let attempt = 0; attempt < MAX_ATTEMPTS && events.length > 0; attempt++) {
    const ids = [...new Set(events.map(visitorId))];
    zones ??= readSiteStates(
      store,
      events.map((e) => e.setupId),
    ).then(async (states) => {
      await markActiveDays(store, events, states);
      return new Map([...states].map(([id, state]) => [id, state.zone]));
    });
    const [read, siteZones] = await Promise.all([
      Promise.all(
        ids.map((id) => {
          const [setupId, hash] = id.split('\u0000') as [string, string];
          return getVisitor(store, setupId, hash);
        }),
      ),
      zones,
    ]);
    const visitors = new Map(ids.map((id, i) => [id, read[i]]));
    const attribution = await attributionState(store, events, visitors, goalCache);
    let done = false;
    try {
      await store.transact(chunkWrites(events, visitors, attribution, siteZones));
      done = true;
    } catch (error) {
      if (
        error instanceof ConditionFailedError &&
        error.failedIndex !== undefined &&
        error.failedIndex < events.length
      ) {
        events = events.filter((_, i) => i !== error.failedIndex); // its marker exists: counted before
        alreadyCounted++;
        attempt--; // progress, not a collision
        continue;
      }
      if (!(error instanceof ConditionFailedError) && !(error instanceof TransactionConflictError))
        throw error;
    }
    if (done) {
      // Outside the try: a failure here is not the chunk's (a redelivery would find it counted).
      await noteLateEvents(store, events, now());
      return { counted: events.length, alreadyCounted };
    }
  }
  if (events.length === 0) return { counted: 0, alreadyCounted };
  throw new Error(`${events.length} events could not be counted after ${MAX_ATTEMPTS} attempts`);
}

/** Counts `events` (in order) chunk by chunk; `onChunk` hears how many were done, for partial failures. */
export async function applyEvents(
  store: Store,
  events: CountedEvent[],
  onChunk: (done: number) => void = () => undefined,
  now: () => Date = () => new Date(),
): Promise<ApplyResult> {
  const total: ApplyResult = { counted: 0, alreadyCounted: 0 };
  const goalCache = new Map<string, Promise<ConversionGoals>>();
  for (let start = 0; start < events.length; start += CHUNK) {
    const result = await applyChunk(store, events.slice(start, start + CHUNK), goalCache, now);
    total.counted += result.counted;
    total.alreadyCounted += result.alreadyCounted;
    onChunk(Math.min(events.length, start + CHUNK));
  }
  return total;
}

/**
 * A stream image of a stored tracking event (items/tracking-event.ts's schema) -> the fields counted, or
 * undefined for an image that is not a countable event or has no visitor hash (ingested without the
 * request's facts). event_data is kept as JSON text; when it is not a JSON object it counts as absent.
 */
export function countedEventOf(image: Record<string, unknown>): CountedEvent | undefined {
  const event = parseTrackingEvent(image);
  if (!event?.visitorHash) return undefined;
  const { eventData: text, clientTimestamp: _t, expiresAt: _e, visitorHash, ...fields } = event;
  let eventData: Record<string, unknown> | undefined;
  try {
    const parsed: unknown = JSON.parse(text ?? '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      eventData = parsed as Record<string, unknown>;
  } catch {
    eventData = undefined;
  }
  return { ...fields, visitorHash, ...(eventData ? { eventData } : {}) };
}
