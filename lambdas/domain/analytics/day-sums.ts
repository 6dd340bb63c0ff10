import type { Item, Key, Store } from '../../ports/store';
import { keys } from '../../table';
import { addCounters, type Sums, sumOfDays, windowPlan } from './windows';

/**
 * The dimension counters (top lists, events, goals) of a range of UTC days, for the report. A busy site's
 * day item names every page and source of the day, so 91 of them are large; the days before yesterday
 * are finished, so for each report range (7, 30, 90 days) the sum of its finished days is kept in one
 * window item (keys.analyticsWindow, windows.ts), built each night off the request path (window-job.ts).
 * A report reads its range's window, subtracts the finished days before its first day (0 to 2) and adds
 * the days not finished yet (1 or 2): one item and a few day items whatever the traffic. Should the
 * window be missing (the job has not run yet, or the site's first traffic), the report adds up the days
 * itself once and keeps the window for the next report.
 *
 * Finished: an event is counted within the stream's 24 hours after it was received, so a UTC day's
 * counters do not change after the end of the next day. Should one still arrive (an event item written
 * with an earlier receivedAt, which only tests do), the aggregator adds one to the site's `lateEvents`
 * (on keys.analyticsZone) after counting it, and that number is part of the window's key: a new key, a
 * new window.
 */
export type { Sums } from './windows';

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * A window holds at most this many counters (DynamoDB's item limit is 400 KB; a counter is its name, up
 * to a few hundred bytes for a long page path, and a number). A larger window is kept as `overflow` with
 * no counters: its reports read the days as they are (the pre-window cost), and nobody rebuilds it.
 */
export const MAX_KEPT_COUNTERS = 4000;
/** A window is read on the day after its last day's next day; it expires a day later. */
const WINDOW_TTL_SECONDS = 2 * 24 * 60 * 60;

/** The last finished UTC day at `now`: the day before yesterday. */
export const lastFinishedDay = (now: Date) => new Date(now.getTime() - 2 * DAY_MS).toISOString().slice(0, 10);

/** An event counted now that changes a finished day. */
export const isLate = (receivedAt: string, now: Date) => receivedAt.slice(0, 10) <= lastFinishedDay(now);

export type DayItems = (
  store: Store,
  setupId: string,
  prefix: string,
  between: [string, string],
) => Promise<Item[]>;

/** The window item to keep for `sums` (an overflow marker when too large for one item). */
export function windowItem(key: Key, sums: Sums, now: Date): Item {
  const expiresAt = Math.floor(now.getTime() / 1000) + WINDOW_TTL_SECONDS;
  return sums.size <= MAX_KEPT_COUNTERS
    ? { ...key, ...Object.fromEntries(sums), expiresAt }
    : { ...key, overflow: true, expiresAt };
}

export async function daySums(
  deps: { store: Store; dayItems: DayItems },
  setupId: string,
  days: [string, string],
  now: Date,
  lateEvents: number,
  rangeDays: number,
): Promise<Sums> {
  const sums: Sums = new Map();
  const finished = lastFinishedDay(now);
  const read = (range: [string, string]) =>
    deps.dayItems(deps.store, setupId, keys.analyticsDayPrefix, range);
  const plan = windowPlan(days, rangeDays, finished);
  if (!plan) {
    for (const item of await read(days)) addCounters(item, sums);
    return sums;
  }
  const key = keys.analyticsWindow(setupId, rangeDays, finished, lateEvents);
  const [kept, subtract, recent] = await Promise.all([
    deps.store.get(key),
    Promise.all(plan.subtract.map(read)),
    plan.add ? read(plan.add) : Promise.resolve([]),
  ]);
  if (kept && kept.overflow !== true) {
    addCounters(kept, sums);
    for (const item of subtract.flat()) addCounters(item, sums, -1);
  } else {
    // No window yet (or one too large to keep): the days as they are, and the window for later reports.
    const items = await read(plan.window);
    if (!kept)
      await deps.store.put(windowItem(key, sumOfDays(items, keys.analyticsDayPrefix, plan.window), now));
    addCounters(
      sumOfDays(items, keys.analyticsDayPrefix, [days[0], days[1] < finished ? days[1] : finished]),
      sums,
    );
  }
  for (const item of recent) addCounters(item, sums);
  return sums;
}
