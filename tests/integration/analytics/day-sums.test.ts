/**
 * The dimension sums of a report's UTC days (lambdas/domain/analytics/day-sums.ts) against DynamoDB Local:
 * from the range's kept window of finished days (windows.ts) they are exactly the sums of the day items,
 * whether the window was kept by the first report or is missing, whether `from` is after the window's
 * start (a counter of that day then drops to zero and is gone), and after a late event.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import {
  daySums,
  isLate,
  lastFinishedDay,
  MAX_KEPT_COUNTERS,
  windowItem,
} from '../../../lambdas/domain/analytics/day-sums';
import { counterItems } from '../../../lambdas/domain/items/analytics-counters';
import { addCounters, addDays, type Sums, windowStart } from '../../../lambdas/domain/analytics/windows';
import type { Store } from '../../../lambdas/ports/store';
import { keys } from '../../../lambdas/table';
import { dynamo, store } from '../tracking/support';
import { countingStore } from '../../support/counting-store';

afterAll(() => dynamo.destroy());

// Real time: the kept windows expire two days after `now` (DynamoDB Local's TTL must not take them).
const now = new Date();
const finished = lastFinishedDay(now);
const day = (n: number) => addDays(finished, n);

/** The plain sum of the day items of [from, to]: what a report counted before any kept sum. */
async function plain(setupId: string, days: [string, string]): Promise<Sums> {
  const sums: Sums = new Map();
  for (const item of await counterItems(store, setupId, keys.analyticsDayPrefix, days))
    addCounters(item, sums);
  return sums;
}

/** Day items from 40 days before the last finished day to today: `/` each day, a page only that day. */
async function seed(): Promise<string> {
  const setupId = randomUUID();
  for (let n = -40; n <= 2; n++)
    await store.put({
      ...keys.analyticsDay(setupId, day(n)),
      'p:/': 50 + n,
      [`p:/day${n}`]: 1,
      'v:Purchase:EUR': n % 3 === 0 ? 0.1 : 0.2,
      expiresAt: Math.floor(now.getTime() / 1000) + 86_400,
    });
  return setupId;
}

const sumsOf = (s: Store, setupId: string, days: [string, string], late: number, range: number) =>
  daySums({ store: s, dayItems: counterItems }, setupId, days, now, late, range);

describe('sums of finished days', () => {
  it('finished means before yesterday (UTC): later events only come with a stream backlog or a test', () => {
    const at = new Date('2026-03-20T12:00:00Z');
    expect(lastFinishedDay(at)).toBe('2026-03-18');
    expect(isLate('2026-03-18T23:59:59.000Z', at)).toBe(true);
    expect(isLate('2026-03-19T00:00:00.000Z', at)).toBe(false);
  });

  for (const range of [7, 30, 90])
    it(`${range} days: equal to the days' plain sums, with the window missing and with it kept`, async () => {
      const setupId = await seed();
      const start = windowStart(range, finished);
      const cases: [string, string][] = [
        [start, day(2)], // from on the window's first day
        [addDays(start, 1), day(2)], // from after it: its day is subtracted, `p:/day…` of it drops to 0
        [addDays(start, 1), day(-3)], // traffic ended before the last finished day
      ];
      for (const days of cases) {
        const expected = await plain(setupId, days);
        const first = countingStore(store);
        expect(await sumsOf(first.store, setupId, days, 0, range), `first ${days.join('..')}`).toEqual(
          expected,
        );
        const kept = countingStore(store);
        expect(await sumsOf(kept.store, setupId, days, 0, range), `kept ${days.join('..')}`).toEqual(
          expected,
        );
        // From the window: one get and at most three small Queries (before `from`, after `to`, not finished).
        expect(kept.calls.filter((c) => c === 'put')).toEqual([]);
        expect(kept.calls.length).toBeLessThanOrEqual(4);
      }
      if (range <= 30) {
        const dropped = await sumsOf(store, setupId, [addDays(start, 1), day(2)], 0, range);
        expect(dropped.has(`p:/day${-(range - 2)}`)).toBe(false);
        expect(dropped.get(`p:/day${-(range - 3)}`)).toBe(1);
      }
      const window = await store.get(keys.analyticsWindow(setupId, range, finished, 0));
      expect(window).toMatchObject({ 'p:/': expect.any(Number) as unknown });
    });

  it('a late event: with the aggregator`s lateEvents raised, a new window has it', async () => {
    const setupId = await seed();
    const days: [string, string] = [windowStart(30, finished), day(2)];
    const before = await sumsOf(store, setupId, days, 0, 30);
    expect(before).toEqual(await plain(setupId, days));
    // A finished day changes behind the window's back (the aggregator then raises lateEvents).
    await store.transact([
      { kind: 'update', key: keys.analyticsDay(setupId, day(-5)), set: {}, add: { 'p:/late': 1, 'p:/': 7 } },
    ]);
    expect(await sumsOf(store, setupId, days, 0, 30)).toEqual(before);
    const after = await sumsOf(store, setupId, days, 1, 30);
    expect(after).toEqual(await plain(setupId, days));
    expect(after.get('p:/late')).toBe(1);
    expect(after.get('p:/')).toBe((before.get('p:/') as number) + 7);
  });

  it('a window too large for one item is kept as an overflow marker; its reports read the days', async () => {
    const setupId = await seed();
    const many: Sums = new Map(Array.from({ length: MAX_KEPT_COUNTERS + 1 }, (_, i) => [`p:/${i}`, 1]));
    const key = keys.analyticsWindow(setupId, 30, finished, 0);
    expect(windowItem(key, many, now)).toEqual({
      ...key,
      overflow: true,
      expiresAt: expect.any(Number) as unknown,
    });
    await store.put(windowItem(key, many, now));
    const days: [string, string] = [windowStart(30, finished), day(2)];
    const run = countingStore(store);
    expect(await sumsOf(run.store, setupId, days, 0, 30)).toEqual(await plain(setupId, days));
    expect(run.calls).not.toContain('put');
  });

  it('a day range and a range of days not finished yet are read as they are, nothing kept', async () => {
    const setupId = await seed();
    for (const [days, range] of [
      [[day(1), day(2)], 7],
      [[day(0), day(2)], 1],
    ] as const) {
      const run = countingStore(store);
      expect(await sumsOf(run.store, setupId, [...days], 0, range)).toEqual(await plain(setupId, [...days]));
      expect(run.calls).toEqual(['queryPage']);
    }
  });
});
