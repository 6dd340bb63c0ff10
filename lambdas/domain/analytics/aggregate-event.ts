import { ConditionFailedError, type Item, type Store, TransactionConflictError } from '../../ports/store';
import { keys } from '../../table';
import { type CountedEvent, countersOf, hourOf, VISIT_GAP_MS } from './dimensions';

/**
 * Counts one tracking event into its site's hour item, exactly once (the aggregator's unit of work;
 * lambdas/handlers/analytics-aggregate.ts feeds it from DynamoDB Streams). One transaction writes:
 *   1. APPLIED#{eventId}, put-if-absent: a redelivered stream record (retry, bisected batch) finds it
 *      and counts nothing;
 *   2. the visitor item (VISITOR#{hash}, the day's hash), conditioned on the lastSeenMs that was read,
 *      which decides "first event of this visitor today" and "new visit after 30 minutes";
 *   3. the hour item, ADD of countersOf(event).
 * A lost race on the visitor item (or a transaction conflict) reads again and retries.
 */
const DAY_SECONDS = 24 * 60 * 60;
/** Visitor items and markers outlive the day and the stream's 24 h retention, then expire. */
const SHORT_TTL_SECONDS = 2 * DAY_SECONDS;
/** Hour items outlive the longest report (90 days) with room to spare. */
const HOUR_TTL_SECONDS = 400 * DAY_SECONDS;
const MAX_ATTEMPTS = 6;

export type ApplyResult = 'counted' | 'already-counted';

export async function applyEvent(store: Store, event: CountedEvent): Promise<ApplyResult> {
  const atMs = Date.parse(event.receivedAt);
  const nowSeconds = Math.floor(atMs / 1000);
  const visitorKey = keys.analyticsVisitor(event.setupId, event.visitorHash);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const visitor = await store.get(visitorKey);
    const lastSeenMs = typeof visitor?.lastSeenMs === 'number' ? visitor.lastSeenMs : undefined;
    const newVisitor = lastSeenMs === undefined;
    const newVisit = newVisitor || atMs - lastSeenMs > VISIT_GAP_MS;
    const nextVisitor: Item = {
      ...visitorKey,
      lastSeenMs: Math.max(atMs, lastSeenMs ?? atMs),
      expiresAt: nowSeconds + SHORT_TTL_SECONDS,
    };
    try {
      await store.transact([
        {
          kind: 'put',
          item: {
            ...keys.analyticsApplied(event.setupId, event.eventId),
            expiresAt: nowSeconds + SHORT_TTL_SECONDS,
          },
          condition: 'absent',
        },
        {
          kind: 'put',
          item: nextVisitor,
          condition: newVisitor ? 'absent' : { attribute: 'lastSeenMs', equals: lastSeenMs },
        },
        {
          kind: 'update',
          key: keys.analyticsHour(event.setupId, hourOf(event.receivedAt)),
          set: { expiresAt: nowSeconds + HOUR_TTL_SECONDS },
          add: countersOf(event, { newVisit, newVisitor }),
        },
      ]);
      return 'counted';
    } catch (error) {
      if (error instanceof ConditionFailedError && error.failedIndex === 0) return 'already-counted';
      if (!(error instanceof ConditionFailedError) && !(error instanceof TransactionConflictError))
        throw error;
    }
  }
  throw new Error(`Event ${event.eventId} could not be counted after ${MAX_ATTEMPTS} attempts`);
}

/** A stored tracking event item -> the fields counted, or undefined for events without a visitor hash. */
export function countedEventOf(item: Item): CountedEvent | undefined {
  const str = (name: string) =>
    typeof item[name] === 'string' && item[name] !== '' ? (item[name] as string) : undefined;
  const pk = str('pk');
  const [eventId, eventName, receivedAt, pageUrl, visitorHash] = [
    str('eventId'),
    str('eventName'),
    str('receivedAt'),
    str('pageUrl'),
    str('visitorHash'),
  ];
  if (!pk?.startsWith('SETUP#') || !eventId || !eventName || !receivedAt || !pageUrl || !visitorHash)
    return undefined;
  let eventData: Record<string, unknown> | undefined;
  try {
    const parsed: unknown = JSON.parse(str('eventData') ?? '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      eventData = parsed as Record<string, unknown>;
  } catch {
    eventData = undefined;
  }
  const optional = (name: keyof CountedEvent) => (str(name) ? { [name]: str(name) } : {});
  return {
    setupId: pk.slice('SETUP#'.length),
    eventId,
    eventName,
    receivedAt,
    pageUrl,
    visitorHash,
    ...(eventData ? { eventData } : {}),
    ...optional('device'),
    ...optional('browser'),
    ...optional('country'),
    ...optional('referrer'),
    ...optional('utmSource'),
    ...optional('utmMedium'),
    ...optional('utmCampaign'),
  };
}
