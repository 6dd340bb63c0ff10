/**
 * The nightly window job (trigger analyticsWindows, lambdas/domain/analytics/window-job.ts) against the
 * local stack: the aggregator marks the days each site was counted, the job finds those sites and keeps
 * their 7/30/90-day windows, a rerun changes nothing, the next night slides them, and a report reads the
 * same numbers with the windows as without them (a late event, a range starting after its window's first
 * day included).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { applyEvents } from '../../../lambdas/domain/analytics/aggregate-event';
import { lastFinishedDay } from '../../../lambdas/domain/analytics/day-sums';
import type { CountedEvent } from '../../../lambdas/domain/analytics/dimensions';
import { analyticsReport } from '../../../lambdas/domain/analytics/report';
import { buildSiteWindows, type WindowJobSummary } from '../../../lambdas/domain/analytics/window-job';
import {
  addCounters,
  addDays,
  type Sums,
  sumOfDays,
  WINDOW_RANGES,
  windowDays,
  windowStart,
} from '../../../lambdas/domain/analytics/windows';
import { scheduledEvent } from '../../../lambdas/local/scheduler';
import type { AnalyticsQuery } from '../../../shared/contracts/analytics';
import type { Item, Store } from '../../../lambdas/ports/store';
import { keys } from '../../../lambdas/table';
import { dynamo, store } from '../tracking/support';
import { countingStore } from '../../support/counting-store';

afterAll(() => dynamo.destroy());

const { ports } = inject('stack');
// Real time: windows and markers carry TTLs counted from it.
const now = new Date();
const finished = lastFinishedDay(now);
const day = (n: number) => addDays(finished, n);

/** Runs the trigger through the local Lambda Invoke endpoint with an EventBridge event at `time`. */
async function runJob(time: Date): Promise<WindowJobSummary> {
  const url = `http://127.0.0.1:${ports.lambda}/2015-03-31/functions/analyticsWindows/invocations`;
  const res = await fetch(url, {
    method: 'POST',
    body: JSON.stringify(scheduledEvent({ id: 'analyticsWindows' }, 'us-east-1', time)),
  });
  expect(res.headers.get('x-amz-function-error')).toBeNull();
  return (await res.json()) as WindowJobSummary;
}

const event = (
  setupId: string,
  at: string,
  path: string,
  extra: Partial<CountedEvent> = {},
): CountedEvent => ({
  setupId,
  eventId: randomUUID(),
  eventName: 'pixel-loaded',
  receivedAt: at,
  pageUrl: `https://shop.example.com${path}`,
  visitorHash: randomUUID(),
  device: 'desktop',
  browser: 'Firefox',
  ...extra,
});

/** A site with traffic from 30 days before the last finished day to yesterday, through the aggregator. */
async function seedSite(): Promise<{ sub: string; setupId: string }> {
  const sub = randomUUID();
  const setupId = randomUUID();
  await store.put({ ...keys.setup(sub), id: setupId, userId: sub });
  for (let n = -30; n <= 1; n++) {
    const at = `${day(n)}T12:00:00.000Z`;
    const events = [
      event(setupId, at, '/'),
      event(setupId, at, '/'),
      event(setupId, at, `/day${n}`, { referrer: n % 2 ? 'google.com' : 'instagram.com' }),
      ...(n % 4 === 0
        ? [
            event(setupId, at, '/thanks', {
              eventName: 'Purchase',
              eventData: { value: 24.5, currency: 'EUR' },
            }),
          ]
        : []),
    ];
    // Early on the 7-day window's first day: outside a 7-day range in Europe/Berlin (from then is a day later).
    if (day(n) === windowStart(7, finished))
      events.push(event(setupId, `${day(n)}T00:30:00.000Z`, '/a-early'));
    await applyEvents(store, events, undefined, () => new Date(Date.parse(at) + 60_000));
  }
  return { sub, setupId };
}

async function windowsOf(setupId: string, lastDay: string, late = 0): Promise<(Item | undefined)[]> {
  return Promise.all(WINDOW_RANGES.map((r) => store.get(keys.analyticsWindow(setupId, r, lastDay, late))));
}
const countersOf = (item: Item | undefined): Sums => {
  const sums: Sums = new Map();
  if (item) addCounters(item, sums);
  return sums;
};

async function deleteWindows(setupId: string): Promise<void> {
  const items = await store.query({ partition: keys.analyticsPartition(setupId), beginsWith: 'WINDOW#' });
  await Promise.all(items.map((item) => store.delete({ pk: String(item.pk), sk: String(item.sk) })));
}

const reportOf = (s: Store, sub: string, query: AnalyticsQuery) =>
  analyticsReport({ store: s, clock: { now: () => now } }, sub, query);

describe('the nightly window job', () => {
  it('the aggregator marks each UTC day a site is counted on, once per day', async () => {
    const { setupId } = await seedSite();
    for (const n of [-30, -10, 0, 1]) {
      const markers = await store.query({ partition: keys.analyticsActivePartition(day(n)) });
      expect(markers.map((m) => m.sk)).toContain(`SITE#${setupId}`);
    }
    expect(await store.get(keys.analyticsZone(setupId))).toMatchObject({ activeDay: day(1) });
    // Another chunk of a day already marked: no marker put, no zone update, only the counting transaction.
    const more = countingStore(store);
    await applyEvents(more.store, [event(setupId, `${day(1)}T13:00:00.000Z`, '/')], undefined, () => now);
    expect(more.calls.filter((c) => c !== 'get' && c !== 'getMany')).toEqual(['transact']);
  });

  it('keeps the windows of every active site, does nothing on a rerun, slides them the next night', async () => {
    const { setupId } = await seedSite();
    // The stack is shared by the run's test files: no earlier run of the job for these days may count.
    for (const lastDay of [day(-1), finished]) await store.delete(keys.analyticsWindowsDone(lastDay));
    const yesterday = await runJob(new Date(now.getTime() - 24 * 60 * 60 * 1000));
    expect(yesterday).toMatchObject({ lastDay: day(-1), alreadyDone: false });
    expect(yesterday.built).toBeGreaterThanOrEqual(1);
    expect((await windowsOf(setupId, day(-1))).every(Boolean)).toBe(true);

    const tonight = await runJob(now);
    expect(tonight).toMatchObject({ lastDay: finished, alreadyDone: false });
    expect(tonight.slid).toBeGreaterThanOrEqual(1);
    const dayItems = await store.query({ partition: keys.analyticsPartition(setupId), beginsWith: 'DAY#' });
    const kept = await windowsOf(setupId, finished);
    WINDOW_RANGES.forEach((r, i) =>
      expect(countersOf(kept[i]), `${r} days`).toEqual(sumOfDays(dayItems, 'DAY#', windowDays(r, finished))),
    );

    expect(await runJob(now)).toMatchObject({ lastDay: finished, alreadyDone: true, sites: 0 });
    expect(await windowsOf(setupId, finished)).toEqual(kept);
    // A run that stopped half way (no done marker, the site's last window missing) makes the same windows.
    await store.delete(keys.analyticsWindowsDone(finished));
    await store.delete(keys.analyticsWindow(setupId, 90, finished, 0));
    const again = await runJob(now);
    expect(again.alreadyDone).toBe(false);
    expect(again.slid + again.built).toBeGreaterThanOrEqual(1);
    expect((await windowsOf(setupId, finished)).map(countersOf)).toEqual(kept.map(countersOf));
  });

  it('a report reads the same numbers from the kept windows as from the days, in any zone', async () => {
    const { sub, setupId } = await seedSite();
    const same = async (query: AnalyticsQuery) => {
      await deleteWindows(setupId);
      const fromDays = await reportOf(store, sub, query);
      await deleteWindows(setupId);
      await buildSiteWindows(store, setupId, finished, now);
      const run = countingStore(store);
      const fromWindows = await reportOf(run.store, sub, query);
      expect(run.calls, JSON.stringify(query)).not.toContain('put');
      expect(fromWindows, JSON.stringify(query)).toEqual(fromDays);
      return fromWindows;
    };
    for (const tz of ['Europe/Berlin', 'Pacific/Kiritimati', 'Etc/GMT+12', 'Asia/Kolkata'])
      for (const range of ['7d', '30d', '90d'] as const) await same({ range, tz });
    // Berlin's 7-day range starts after the window's first day: that day's early page (/a-… sorts first among the pages seen once) is not in it.
    const week = await same({ range: '7d', tz: 'Europe/Berlin' });
    expect(week.pages.map((p) => p.name)).not.toContain('/a-early');
    const quarter = await same({ range: '90d', tz: 'Europe/Berlin' });
    expect(quarter.pages).toContainEqual({ name: '/a-early', count: 1 });
    expect(quarter.events).toContainEqual({
      name: 'Purchase',
      count: 8,
      values: [{ currency: 'EUR', total: 196 }],
    });

    // A late event (counted into a finished day now): lateEvents rises, the report has it at once.
    await applyEvents(store, [event(setupId, `${day(-3)}T12:00:00.000Z`, '/a-late')], undefined, () => now);
    expect(await store.get(keys.analyticsZone(setupId))).toMatchObject({ lateEvents: 1 });
    const late = await reportOf(store, sub, { range: '90d', tz: 'Europe/Berlin' });
    expect(late.pages).toContainEqual({ name: '/a-late', count: 1 });
    expect(await store.get(keys.analyticsWindow(setupId, 90, finished, 1))).toBeDefined();
    await deleteWindows(setupId);
    expect(await buildSiteWindows(store, setupId, finished, now)).toBe('built');
    expect(await reportOf(store, sub, { range: '90d', tz: 'Europe/Berlin' })).toEqual(late);
  });
});
