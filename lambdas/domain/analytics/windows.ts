import { type CounterItem, counterEntries, dateOf } from '../items/analytics-counters';

/**
 * Kept window sums of a site's finished UTC days (day-sums.ts reads them, window-job.ts builds them each
 * night): for each report range of R local days, the dimension counters of the UTC days
 * [windowStart(R, F), F], F the last finished UTC day. Pure arithmetic, no I/O.
 *
 * Where a local R-day range can start: its first local day is today's local date minus R - 1, and today's
 * local date is within a day of today's UTC date T in every zone (UTC-12 to UTC+14). Its first instant is
 * at the latest 14 hours before that day's UTC midnight (UTC+14) and at the earliest 12 hours after it
 * (UTC-12, where local today can be T - 1); either way the first UTC day with traffic, `from`, is never
 * before T - R. F is T - 2, so a window starting on F - R + 2 (R - 1 days) always starts on or before
 * `from`, and the report subtracts the few finished days in [start, from - 1] (0 to 2) from it.
 */
export type Sums = Map<string, number>;

/** Ranges with a kept window (a 1-day range reads its one to three day items as they are). */
export const WINDOW_RANGES = [7, 30, 90] as const;
const DAY_MS = 24 * 60 * 60 * 1000;

/** yyyy-mm-dd `n` days after (before, for n < 0) `date`. */
export const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

export const hasWindow = (rangeDays: number) => (WINDOW_RANGES as readonly number[]).includes(rangeDays);

/** The first UTC day of range R's window ending on the finished day F. */
export const windowStart = (rangeDays: number, finished: string) => addDays(finished, -(rangeDays - 2));

export const windowDays = (rangeDays: number, finished: string): [string, string] => [
  windowStart(rangeDays, finished),
  finished,
];

/**
 * How to get the sums of the UTC days [from, to] from the window of R ending on F: the window, less the
 * finished days before `from` and after `to`, plus the days after F. Undefined when the window does not
 * cover the start (or R has none, or no day is finished): then the days are read as they are.
 */
export interface WindowPlan {
  window: [string, string];
  subtract: [string, string][];
  add?: [string, string];
}

export function windowPlan(
  days: [string, string],
  rangeDays: number,
  finished: string,
): WindowPlan | undefined {
  const [from, to] = days;
  const start = windowStart(rangeDays, finished);
  if (!hasWindow(rangeDays) || from < start || from > finished) return undefined;
  const subtract: [string, string][] = [];
  if (from > start) subtract.push([start, addDays(from, -1)]);
  if (to < finished) subtract.push([addDays(to, 1), finished]);
  return {
    window: [start, finished],
    subtract,
    ...(to > finished ? { add: [addDays(finished, 1), to] } : {}),
  };
}

/** Adds (sign 1) or subtracts (sign -1) an item's counters; a counter that reaches 0 is dropped. */
export function addCounters(item: CounterItem | Sums, sums: Sums, sign: 1 | -1 = 1): void {
  const entries = item instanceof Map ? [...item] : counterEntries(item);
  for (const [name, value] of entries) {
    // Value sums (v:…) are decimals: a difference that is only rounding error is zero.
    const next = Math.round(((sums.get(name) ?? 0) + sign * value) * 1e6) / 1e6;
    if (next === 0) sums.delete(name);
    else sums.set(name, next);
  }
}

/** The date of a UTC day item's sort key (DAY#yyyy-mm-dd). */
export const dayOfItem = (item: CounterItem, prefix: string) => dateOf(item, prefix);

/** The sum of the items whose day is in [first, last]. */
export function sumOfDays(
  items: readonly CounterItem[],
  prefix: string,
  [first, last]: [string, string],
): Sums {
  const sums: Sums = new Map();
  for (const item of items) {
    const day = dayOfItem(item, prefix);
    if (day >= first && day <= last) addCounters(item, sums);
  }
  return sums;
}
