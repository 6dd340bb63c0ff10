/**
 * Benchmark: site analytics (issue 22).
 *
 *   npx tsx tests/bench/analytics.ts [lagEvents]
 *
 * 1. Aggregation lag: the full local stack (DynamoDB Local in memory, its stream, the local stream poller,
 *    the aggregator). Events go through the real ingest over HTTP at a steady pace (4 in flight, spread
 *    over 20 sites so the rate limit refuses none); an event's lag is from its 202 to the moment its
 *    APPLIED# marker (written in the same transaction as its counters) is in the table, watched every
 *    25 ms while the events are sent (the watch's own queries load DynamoDB Local a little too).
 *    Printed as p50 / p99 / max.
 * 2. A 90-day report for a site with 1,000 events and one with 100,000 events over the last 90 days, read
 *    in the site's own zone (Europe/Berlin, kept since before the range): the hour, local day and UTC day
 *    items are written as the aggregator leaves them (countersOf over synthetic events, summed per
 *    hour and day: writing 100,000 events through the stream would take this machine many minutes and measures
 *    nothing the lag figure does not), then analyticsReport runs in-process against DynamoDB Local,
 *    alternating the sites, after one warm-up report each. 7 times each: the windows deleted, a report
 *    that finds none (the fallback; printed apart, not budgeted); the windows deleted again, the nightly
 *    job's per-site function (buildSiteWindows, in-process), then the first report of the day, as in
 *    production. Then 7 usual reports each, and once the next night's job (a slide). DB calls counted by
 *    a wrapper on the Store. Budget: the 100,000-event report within 1.5x of the 1,000-event one (median
 *    time), both the usual and the day's first, and their DB calls too; exit 1 when over.
 */
import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoStore } from '../../lambdas/adapters/aws/dynamo-store';
import { CHUNK } from '../../lambdas/domain/analytics/aggregate-event';
import { countersOf, type CountedEvent, hourOf, isTotal } from '../../lambdas/domain/analytics/dimensions';
import { localDate } from '../../lambdas/domain/analytics/local-days';
import { lastFinishedDay } from '../../lambdas/domain/analytics/day-sums';
import { analyticsReport } from '../../lambdas/domain/analytics/report';
import { buildSiteWindows } from '../../lambdas/domain/analytics/window-job';
import { startStack } from '../../lambdas/local/stack';
import type { Store } from '../../lambdas/ports/store';
import { keys } from '../../lambdas/table';
import { benchArgs, report } from './report';
import { countingStore } from '../support/counting-store';

const BUDGET = 1.5;
const LAG_EVENTS = Number(benchArgs()[0] ?? 300);
const SITES = 20;
const RUNS = 7;
const DAY = 24 * 60 * 60 * 1000;
const ZONE = 'Europe/Berlin';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))] as number;

/** Deterministic pseudo-random numbers, so both sites get the same kind of traffic every run. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    // mulberry32
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = <T>(r: () => number, xs: readonly T[]) => xs[Math.floor(r() ** 2 * xs.length)] as T; // skewed to the front

const PAGES = Array.from({ length: 300 }, (_, i) => (i === 0 ? '/' : `/products/item-${i}`));
const REFERRERS = [
  undefined,
  'google.com',
  'instagram.com',
  'facebook.com',
  'bing.com',
  'newsletter.example',
];
const DEVICES = ['desktop', 'mobile', 'tablet'];
const BROWSERS = ['Chrome', 'Safari', 'Firefox', 'Edge', 'Samsung Internet', 'Opera'];
const COUNTRIES = ['DE', 'FR', 'US', 'GB', 'NL', 'ES', 'IT', 'PL', 'SE', 'AT'];
const EVENTS = ['Purchase', 'AddToCart', 'Signup', 'Search'];

/** The hour items the aggregator would leave for `count` events over the last 90 days. */
async function seedSite(store: Store, setupId: string, count: number, now: number): Promise<number> {
  const r = rng(count);
  const buckets = new Map<string, Record<string, number>>();
  for (let i = 0; i < count; i++) {
    const at = new Date(now - Math.floor(r() * 90 * DAY)).toISOString();
    const isView = r() < 0.85;
    const event: CountedEvent = {
      setupId,
      eventId: String(i),
      eventName: isView ? 'pixel-loaded' : pick(r, EVENTS),
      receivedAt: at,
      pageUrl: `https://shop.example.com${pick(r, PAGES)}`,
      visitorHash: String(i),
      eventData: { value: 20, currency: 'EUR' },
      device: pick(r, DEVICES),
      browser: pick(r, BROWSERS),
      country: pick(r, COUNTRIES),
      ...(pick(r, REFERRERS) ? { referrer: pick(r, REFERRERS) } : {}),
      ...(r() < 0.2
        ? { utmSource: 'newsletter', utmMedium: 'email', utmCampaign: `spring-${Math.floor(r() * 5)}` }
        : {}),
    };
    const counters = countersOf(event, { newVisit: r() < 0.4, newVisitor: r() < 0.3 });
    for (const [name, n] of Object.entries(counters)) {
      const names = isTotal(name)
        ? [`H${hourOf(at)}`, `L${localDate(new Date(at), ZONE)}`]
        : [`D${at.slice(0, 10)}`];
      for (const key of names) {
        const item = buckets.get(key) ?? {};
        item[name] = (item[name] ?? 0) + n;
        buckets.set(key, item);
      }
    }
  }
  const keyOf = (key: string) =>
    key.startsWith('H')
      ? keys.analyticsHour(setupId, key.slice(1))
      : key.startsWith('L')
        ? keys.analyticsLocalDay(setupId, ZONE, key.slice(1))
        : keys.analyticsDay(setupId, key.slice(1));
  const items = [
    {
      ...keys.analyticsZone(setupId),
      tz: ZONE,
      keptFrom: new Date(now - 100 * DAY).toISOString().slice(0, 10),
    },
    ...[...buckets].map(([key, counters]) => ({ ...keyOf(key), ...counters })),
  ];
  for (let i = 0; i < items.length; i += 16)
    await Promise.all(items.slice(i, i + 16).map((item) => store.put(item)));
  return items.length;
}

const stack = await startStack({ ephemeral: true, quiet: true, web: 'none' });
try {
  const dynamo = new DynamoDBClient({
    endpoint: stack.env.AWS_ENDPOINT_DYNAMODB,
    region: stack.env.AWS_REGION,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const store = new DynamoStore(dynamo, stack.env.TABLE_NAME as string);

  // --- 1. aggregation lag ---------------------------------------------------------------------------
  const sites = await Promise.all(
    Array.from({ length: SITES }, async (_, i) => {
      const sub = randomUUID();
      const id = randomUUID();
      const trackingId = `jm_Lag${String(i).padStart(19, '0')}`;
      await store.put({
        ...keys.setup(sub),
        id,
        userId: sub,
        trackingId,
        ...keys.trackingIndex(trackingId),
        trackingFirstEventAt: new Date().toISOString(),
      });
      // Attribution's goal (see lands / buys).
      await store.put({
        ...keys.analyticsGoals(sub),
        goals: [{ id: 'g1', kind: 'event', value: 'Purchase', createdAt: new Date().toISOString() }],
        rev: 1,
      });
      return { id, trackingId };
    }),
  );
  const accepted = new Map<string, { setupId: string; at: number }>();
  const lags = new Map<string, number>();
  let sending = true;
  // Watches the markers while events are being sent, so an event's lag is measured when it happens.
  const watch = (async () => {
    const deadline = performance.now() + 300_000;
    while ((sending || lags.size < accepted.size) && performance.now() < deadline) {
      for (const site of sites) {
        const markers = await store.query({
          partition: keys.analyticsPartition(site.id),
          beginsWith: 'APPLIED#',
        });
        const seen = performance.now();
        for (const m of markers) {
          const eventId = String(m.sk).slice('APPLIED#'.length);
          const sent = accepted.get(eventId);
          if (sent && !lags.has(eventId)) lags.set(eventId, seen - sent.at);
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  })();
  // A person is (site, user agent): n mod 100. Every 5th event of the first hundred is a campaign landing;
  // the same people buy (a goal, credited to the campaign) in the second hundred, and so on.
  const lands = (n: number) => n % 5 === 0 && Math.floor(n / 100) % 2 === 0;
  const buys = (n: number) => n % 5 === 0 && Math.floor(n / 100) % 2 === 1;
  let next = 0;
  const sendStarted = performance.now();
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < LAG_EVENTS) {
        const n = next++;
        const site = sites[n % SITES]!;
        const res = await fetch(`${stack.url}/api/t`, {
          method: 'POST',
          headers: { 'content-type': 'text/plain', 'user-agent': `Mozilla/5.0 Chrome/120.0 bench-${n % 50}` },
          body: JSON.stringify({
            tracking_id: site.trackingId,
            event_name: buys(n) ? 'Purchase' : 'pixel-loaded',
            ...(buys(n) ? { event_data: { value: 24.5, currency: 'EUR' } } : {}),
            page_url: `https://shop.example.com/p/${n % 30}${lands(n) ? '?utm_campaign=spring-1234abcd' : ''}`,
            client_timestamp: new Date().toISOString(),
          }),
        });
        const body = (await res.json()) as { eventId?: string };
        if (res.status !== 202 || !body.eventId) throw new Error(`ingest answered ${res.status}`);
        accepted.set(body.eventId, { setupId: site.id, at: performance.now() });
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }),
  );
  const sendSeconds = (performance.now() - sendStarted) / 1000;
  sending = false;
  await watch;
  if (lags.size < accepted.size) throw new Error(`only ${lags.size} of ${accepted.size} events were counted`);
  const lagMs = [...lags.values()];

  // --- 2. 90-day report: 1,000 vs 100,000 events ------------------------------------------------------
  const now = Date.now();
  const small = { sub: randomUUID(), id: randomUUID(), events: 1_000 };
  const large = { sub: randomUUID(), id: randomUUID(), events: 100_000 };
  const seeded: Record<string, number> = {};
  for (const site of [small, large]) {
    await store.put({ ...keys.setup(site.sub), id: site.id, userId: site.sub });
    seeded[site.events] = await seedSite(store, site.id, site.events, now);
  }
  type Run = { ms: number[]; calls: number; views: number };
  const fresh = (): Run => ({ ms: [], calls: 0, views: 0 });
  const runs: Record<
    number,
    { usual: Run; first: Run; fallback: Run; job: Run; slide: Run; counters: number; how: string[] }
  > = {};
  for (const site of [small, large])
    runs[site.events] = {
      usual: fresh(),
      first: fresh(),
      fallback: fresh(),
      job: fresh(),
      slide: fresh(),
      counters: 0,
      how: [],
    };
  const at = new Date(now);
  const lastDay = lastFinishedDay(at);
  const timed = async <T>(run: Run, work: (s: Store) => Promise<T>): Promise<T> => {
    const { store: counted, calls } = countingStore(store);
    const t = performance.now();
    const result = await work(counted);
    run.ms.push(performance.now() - t);
    run.calls = calls.length;
    return result;
  };
  const report90 = (s: Store, sub: string) =>
    analyticsReport({ store: s, clock: { now: () => at } }, sub, { range: '90d', tz: ZONE });
  const deleteWindows = async (setupId: string) => {
    const kept = await store.query({ partition: keys.analyticsPartition(setupId), beginsWith: 'WINDOW#' });
    await Promise.all(kept.map((item) => store.delete({ pk: String(item.pk), sk: String(item.sk) })));
  };
  // Warm-up: one report each (DynamoDB Local's first reads of a partition are slower), not counted.
  for (const site of [small, large]) await report90(store, site.sub);
  for (let i = 0; i < RUNS; i++) {
    const sites = i % 2 ? [large, small] : [small, large];
    // The day's first report where the job has not run (yet): it adds up the days and keeps the window.
    for (const site of sites) {
      await deleteWindows(site.id);
      await timed(runs[site.events]!.fallback, (s) => report90(s, site.sub));
    }
    // As in production: the night's job keeps every site's windows (here a full build), then the day's
    // first reports come.
    for (const site of sites) {
      await deleteWindows(site.id);
      runs[site.events]!.how.push(
        await timed(runs[site.events]!.job, (s) => buildSiteWindows(s, site.id, lastDay, at)),
      );
    }
    for (const site of sites) {
      const r = runs[site.events]!;
      r.first.views = (await timed(r.first, (s) => report90(s, site.sub))).totals.views;
    }
  }
  for (let i = 0; i < RUNS; i++)
    for (const site of [small, large]) {
      const r = runs[site.events]!;
      r.usual.views = (await timed(r.usual, (s) => report90(s, site.sub))).totals.views;
    }
  // The next night's job where yesterday's windows exist: each slides by a day (two day items).
  for (const site of [small, large]) {
    const r = runs[site.events]!;
    const tomorrow = new Date(now + DAY);
    r.how.push(
      await timed(r.slide, (s) => buildSiteWindows(s, site.id, lastFinishedDay(tomorrow), tomorrow)),
    );
    const window = await store.get(keys.analyticsWindow(site.id, 90, lastDay, 0));
    r.counters = Object.keys(window ?? {}).length - 3; // less pk, sk, expiresAt
  }
  const ratioOf = (pick: (r: (typeof runs)[number]) => number) => pick(runs[100000]!) / pick(runs[1000]!);
  const ratio = ratioOf((r) => median(r.usual.ms));
  const firstRatio = ratioOf((r) => median(r.first.ms));
  const callsRatio = Math.max(
    ratioOf((r) => r.usual.calls),
    ratioOf((r) => r.first.calls),
  );
  const within = ratio <= BUDGET && firstRatio <= BUDGET && callsRatio <= BUDGET;
  const row = (events: number, label: string) => {
    const r = runs[events]!;
    return `| ${label} | ${seeded[events]} | ${r.usual.calls} | ${median(r.usual.ms).toFixed(1)} ms | ${r.first.calls} | ${median(r.first.ms).toFixed(1)} ms | ${r.usual.views} |`;
  };
  const unbudgeted = (events: number, label: string) => {
    const r = runs[events]!;
    return `| ${label} | ${median(r.fallback.ms).toFixed(1)} ms, ${r.fallback.calls} calls | ${median(r.job.ms).toFixed(1)} ms, ${r.job.calls} calls (${r.how[0]}) | ${r.slide.ms[0]!.toFixed(1)} ms, ${r.slide.calls} calls (${r.how[r.how.length - 1]}) | ${r.counters} |`;
  };
  dynamo.destroy();

  await report(
    'analytics',
    `# Site analytics

Generated by \`tests/bench/analytics.ts\` (\`npm run bench -- analytics\`); its header comment has the design.

## Aggregation lag (event accepted -> counted), local stack

${accepted.size} events through the real ingest over HTTP (4 in flight with a 20 ms pause, ${SITES} sites; ${(accepted.size / sendSeconds).toFixed(0)} events/s sent),
counted by the stream poller and the aggregator (per chunk of up to ${CHUNK} events: a GetItem per visitor and per site for its zone, two per visitor new that day for its campaign touch, and one transaction; before the first chunk of a site and UTC day, a marker put and a zone item update for the nightly window job); every 5th event is a campaign landing or, 100 events later, the same person's Purchase goal (campaign attribution).

| lag | p50 | p99 | max |
| --- | --: | --: | --: |
| event accepted -> its counters written | ${pct(lagMs, 50).toFixed(0)} ms | ${pct(lagMs, 99).toFixed(0)} ms | ${Math.max(...lagMs).toFixed(0)} ms |

## A 90-day report (Europe/Berlin), in-process against DynamoDB Local

| site | hour + local day + UTC day items | DB calls | median time (${RUNS} runs) | first report of the day: DB calls | its median time (${RUNS} runs) | views counted |
| --- | --: | --: | --: | --: | --: | --: |
${row(1000, '1,000 events')}
${row(100000, '100,000 events')}

Ratio 100,000 / 1,000: usual report **${ratio.toFixed(2)}x**, first report of the day **${firstRatio.toFixed(2)}x**, DB calls ${callsRatio.toFixed(2)}x
(budget ≤ ${BUDGET}x for all three: ${within ? 'within' : 'OVER'}). In the site's own zone the report reads the setup and the goals, then the
zone item and one totals item per local day (about 90), then its range's kept window of the finished UTC days' dimensions,
the finished day before its first day if any, and the day items of the last two days: neither the number of items nor, past a
day's worth of distinct pages and sources, their size grows with the traffic. The first report of a day is measured as it
happens in production: after the nightly job (trigger analyticsWindows, lambdas/domain/analytics/window-job.ts) has kept the
site's 7/30/90-day windows, here by running its per-site function in-process first. The hour items (one per UTC hour with
traffic, at most 2,174 for 90 days) are read only for another zone, or the days before the site's zone was set.

Not budgeted, so nothing is hidden: a first report that finds no window (the job has not run yet, or a site's first
traffic) reads the finished day items itself and keeps the window; the job's work per site, a full build (one Query of 89
day items) and a slide to the next day (yesterday's windows less the day that left plus the day that entered); and the
size of the kept 90-day window (DynamoDB's item limit is 400 KB: above 4,000 counters a window is not kept).

| site | first report, no window (${RUNS} runs) | job: full build (${RUNS} runs) | job: slide to the next day | counters in the 90-day window |
| --- | --: | --: | --: | --: |
${unbudgeted(1000, '1,000 events')}
${unbudgeted(100000, '100,000 events')}
`,
  );
  if (!within) process.exitCode = 1;
} finally {
  await stack.stop();
}
