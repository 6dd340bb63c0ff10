import type { Item, Store } from '../../ports/store';
import { keys } from '../../table';
import { nextDay } from './local-days';

/**
 * The dimension counters (top lists, events, goals) of a range of UTC days, for the report. A busy site's
 * day item names every page and source of the day, so 91 of them are large; the days before yesterday
 * are finished, so their sum is kept in one item (keys.analyticsDaySums, a day's TTL past its use) that
 * later reports read instead: a 90-day report then reads one sum and at most three day items.
 *
 * Finished: an event is counted within the stream's 24 hours after it was received, so a UTC day's
 * counters do not change after the end of the next day. Should one still arrive (an event item written
 * with an earlier receivedAt, which only tests do), the aggregator adds one to the site's `lateEvents`
 * (on keys.analyticsZone) after counting it, and that number is part of the sum's key: a new key, a new
 * sum.
 */
export type Sums = Map<string, number>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** A sum holds at most this many counters (DynamoDB's item limit is 400 KB); larger ones are not kept. */
const MAX_KEPT_COUNTERS = 4000;
const SUM_TTL_SECONDS = 2 * 24 * 60 * 60;

/** The last finished UTC day at `now`: the day before yesterday. */
export const lastFinishedDay = (now: Date) => new Date(now.getTime() - 2 * DAY_MS).toISOString().slice(0, 10);

/** An event counted now that changes a finished day. */
export const isLate = (receivedAt: string, now: Date) => receivedAt.slice(0, 10) <= lastFinishedDay(now);

function addCounters(item: Item, sums: Sums): void {
  for (const [name, value] of Object.entries(item))
    if (typeof value === 'number' && name !== 'expiresAt') sums.set(name, (sums.get(name) ?? 0) + value);
}

type DayItems = (store: Store, setupId: string, prefix: string, between: [string, string]) => Promise<Item[]>;

export async function daySums(
  deps: { store: Store; dayItems: DayItems },
  setupId: string,
  days: [string, string],
  now: Date,
  lateEvents: number,
): Promise<Sums> {
  const sums: Sums = new Map();
  const [from, to] = days;
  const finished = to <= lastFinishedDay(now) ? to : lastFinishedDay(now);
  const read = (range: [string, string]) =>
    deps.dayItems(deps.store, setupId, keys.analyticsDayPrefix, range);
  if (finished <= from) {
    for (const item of await read(days)) addCounters(item, sums);
    return sums;
  }
  const key = keys.analyticsDaySums(setupId, from, finished, lateEvents);
  const [kept, recent] = await Promise.all([
    deps.store.get(key),
    finished < to ? read([nextDay(finished), to]) : Promise.resolve([]),
  ]);
  if (kept) addCounters(kept, sums);
  else {
    const old: Sums = new Map();
    for (const item of await read([from, finished])) addCounters(item, old);
    if (old.size <= MAX_KEPT_COUNTERS)
      await deps.store.put({
        ...key,
        ...Object.fromEntries(old),
        expiresAt: Math.floor(now.getTime() / 1000) + SUM_TTL_SECONDS,
      });
    for (const [name, value] of old) sums.set(name, value);
  }
  for (const item of recent) addCounters(item, sums);
  return sums;
}
