import type { Store } from '../../ports/store';
import { analyticsCountersKeys, type CounterItem } from '../items/analytics-counters';
import { getWindow, putWindow, windowKey } from '../items/analytics-window';
import { addCounters, type Sums, sumOfDays, windowPlan } from './windows';

/**
 * The dimension counters (top lists, events, goals) of a range of UTC days, for the report. A busy site's
 * day item names every page and source of the day, so 91 of them are large; the days before yesterday
 * are finished, so for each report range (7, 30, 90 days) the sum of its finished days is kept in one
 * window item (items/analytics-window.ts, windows.ts), built each night off the request path (window-job.ts).
 * A report reads its range's window, subtracts the finished days before its first day (0 to 2) and adds
 * the days not finished yet (1 or 2): one item and a few day items whatever the traffic. Should the
 * window be missing (the job has not run yet, or the site's first traffic), the report adds up the days
 * itself once and keeps the window for the next report.
 *
 * Finished: an event is counted within the stream's 24 hours after it was received, so a UTC day's
 * counters do not change after the end of the next day. Should one still arrive (an event item written
 * with an earlier receivedAt, which only tests do), the aggregator adds one to the site's `lateEvents`
 * (on its zone item) after counting it, and that number is part of the window's key: a new key, a
 * new window.
 */
export type { Sums } from './windows';

const DAY_MS = 24 * 60 * 60 * 1000;
export { MAX_KEPT_COUNTERS, windowItem } from '../items/analytics-window';

const DAY_PREFIX = analyticsCountersKeys.analyticsDayPrefix;

/** The last finished UTC day at `now`: the day before yesterday. */
export const lastFinishedDay = (now: Date) => new Date(now.getTime() - 2 * DAY_MS).toISOString().slice(0, 10);

/** An event counted now that changes a finished day. */
export const isLate = (receivedAt: string, now: Date) => receivedAt.slice(0, 10) <= lastFinishedDay(now);

export type DayItems = (
  store: Store,
  setupId: string,
  prefix: string,
  between: [string, string],
) => Promise<CounterItem[]>;

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
  const read = (range: [string, string]) => deps.dayItems(deps.store, setupId, DAY_PREFIX, range);
  const plan = windowPlan(days, rangeDays, finished);
  if (!plan) {
    for (const item of await read(days)) addCounters(item, sums);
    return sums;
  }
  const key = windowKey(setupId, rangeDays, finished, lateEvents);
  const [kept, subtract, recent] = await Promise.all([
    getWindow(deps.store, key),
    Promise.all(plan.subtract.map(read)),
    plan.add ? read(plan.add) : Promise.resolve([]),
  ]);
  if (kept && !kept.overflow) {
    addCounters(kept.sums, sums);
    for (const item of subtract.flat()) addCounters(item, sums, -1);
  } else {
    // No window yet (or one too large to keep): the days as they are, and the window for later reports.
    const items = await read(plan.window);
    if (!kept) await putWindow(deps.store, key, sumOfDays(items, DAY_PREFIX, plan.window), now);
    addCounters(sumOfDays(items, DAY_PREFIX, [days[0], days[1] < finished ? days[1] : finished]), sums);
  }
  for (const item of recent) addCounters(item, sums);
  return sums;
}
