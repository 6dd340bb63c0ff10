/**
 * Site analytics end to end on the local stack (issue 22): events through the real ingest (and, for
 * earlier days, event items as the ingest stores them), DynamoDB Local's stream, the local stream poller,
 * the aggregator, and GET /api/analytics. A known mix of visitors across days and time zones, a repeat
 * visit, a bot the ingest refuses, and a purchase give exact figures; another account sees none of them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyEvents, countedEventOf } from '../../../lambdas/domain/analytics/aggregate-event';
import { localDate } from '../../../lambdas/domain/analytics/local-days';
import { keys } from '../../../lambdas/table';
import type { AnalyticsReport } from '../../../shared/contracts/analytics';
import { call } from '../helpers/api';
import { newUser } from '../helpers/cognito';
import { dynamo, eventsOf, store, type TrackedUser, userWithSetup } from '../tracking/support';
import { CHROME, GOOGLEBOT, IPHONE, pastEvent, report, reportWhen, send } from './support';

afterAll(() => dynamo.destroy());

const DAY = 24 * 60 * 60 * 1000;
const dayOf = (offset: number) => new Date(Date.now() - offset * DAY).toISOString().slice(0, 10);
const json = { 'content-type': 'application/json' };
const byName = (rows: { name: string; count: number }[]) =>
  Object.fromEntries(rows.map((r) => [r.name, r.count]));

let owner: TrackedUser;
let other: TrackedUser;
let berlinToday: string;
let utc: AnalyticsReport;

beforeAll(async () => {
  [owner, other] = await Promise.all([userWithSetup(), userWithSetup()]);
  for (const goal of [
    { kind: 'event', value: 'Purchase' },
    { kind: 'page', value: '/candles' },
  ]) {
    const res = await call('/api/analytics/goals', {
      method: 'POST',
      token: owner.idToken,
      headers: json,
      body: JSON.stringify(goal),
    });
    expect(res.status, res.text).toBe(201);
  }

  const v1 = { ip: '203.0.113.1', userAgent: CHROME, country: 'DE' };
  const v2 = { ip: '203.0.113.2', userAgent: IPHONE };
  const sent = [
    await send(owner.trackingId, v1, {
      page_url: 'https://shop.example.com/?utm_source=newsletter&utm_medium=email&utm_campaign=spring',
      referrer: 'https://www.google.com/search?q=candles',
    }),
    await send(owner.trackingId, v1, {
      page_url: 'https://shop.example.com/candles',
      referrer: 'https://shop.example.com/',
    }),
    await send(owner.trackingId, v2, { page_url: 'https://shop.example.com/candles' }),
    await send(owner.trackingId, v2, {
      event_name: 'Purchase',
      event_data: { value: 24.5, currency: 'EUR' },
      page_url: 'https://shop.example.com/thank-you',
    }),
    await send(owner.trackingId, v2, {
      event_name: 'Purchase',
      event_data: { value: 10, currency: 'eur' },
      page_url: 'https://shop.example.com/thank-you',
    }),
  ];
  berlinToday = localDate(new Date(), 'Europe/Berlin');
  expect(sent.map((r) => r.status)).toEqual([202, 202, 202, 202, 202]);

  // Earlier days. Visitor a: 10:00 and 10:10 (one visit), 11:00 (a second visit, 50 minutes later).
  const a = 'a'.repeat(32);
  await pastEvent(owner.setupId, `${dayOf(3)}T10:00:00.000Z`, { visitorHash: a });
  await pastEvent(owner.setupId, `${dayOf(3)}T10:10:00.000Z`, {
    visitorHash: a,
    pageUrl: 'https://shop.example.com/about',
  });
  await pastEvent(owner.setupId, `${dayOf(3)}T11:00:00.000Z`, { visitorHash: a });
  // Visitor b at 23:30 UTC: that day in UTC, the next day in Berlin (UTC+1 in winter, +2 in summer).
  await pastEvent(owner.setupId, `${dayOf(2)}T23:30:00.000Z`, { visitorHash: 'b'.repeat(32) });

  utc = await reportWhen(owner.idToken, 'range=7d&tz=UTC', (r) => r.totals.views >= 7);
});

describe('GET /api/analytics gives exact figures for a known mix of events', () => {
  it('refuses a declared bot at the ingest and stores nothing of it', async () => {
    const before = (await eventsOf(owner.setupId)).length;
    const res = await send(owner.trackingId, { ip: '203.0.113.9', userAgent: GOOGLEBOT }, {});
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      error: 'bot_refused',
      message: 'Events from bots and crawlers are not counted.',
    });
    expect((await eventsOf(owner.setupId)).length).toBe(before);
  });

  it('stores no IP address or user agent on an event, only the visitor hash and classes', async () => {
    const events = await eventsOf(owner.setupId);
    const sentByBrowser = events.filter((e) => e.trackingId === owner.trackingId);
    expect(sentByBrowser).toHaveLength(5);
    for (const event of sentByBrowser) {
      const text = JSON.stringify(event);
      expect(text).not.toContain('203.0.113');
      expect(text).not.toContain('Mozilla');
      expect(event.visitorHash).toMatch(/^[0-9a-f]{32}$/);
    }
    expect(new Set(sentByBrowser.map((e) => e.visitorHash)).size).toBe(2);
  });

  it('totals over 7 days in UTC: visitors per day, visits split by 30 minutes, views per visit', () => {
    expect(utc.installed).toBe(true);
    expect(utc.totals).toEqual({ visitors: 4, views: 7, visits: 5, viewsPerVisit: 1.4 });
    const days = Object.fromEntries(utc.days.map((d) => [d.date, d]));
    expect(utc.days).toHaveLength(7);
    expect(days[dayOf(3)]).toEqual({ date: dayOf(3), visitors: 1, views: 3, visits: 2 });
    expect(days[dayOf(2)]).toEqual({ date: dayOf(2), visitors: 1, views: 1, visits: 1 });
    expect(days[dayOf(0)]).toEqual({ date: dayOf(0), visitors: 2, views: 3, visits: 2 });
  });

  it('top pages, sources, UTM, devices, browsers, countries, events with revenue, goals', () => {
    expect(byName(utc.pages)).toEqual({ '/': 4, '/candles': 2, '/about': 1 });
    expect(byName(utc.referrers)).toEqual({ '(direct)': 4, 'google.com': 1 });
    expect(byName(utc.utmSources)).toEqual({ newsletter: 1 });
    expect(byName(utc.utmMediums)).toEqual({ email: 1 });
    expect(byName(utc.utmCampaigns)).toEqual({ spring: 1 });
    expect(byName(utc.devices)).toEqual({ desktop: 4, mobile: 1 });
    expect(byName(utc.browsers)).toEqual({ Firefox: 3, Chrome: 1, Safari: 1 });
    expect(byName(utc.countries)).toEqual({ unknown: 4, DE: 1 });
    expect(utc.events).toEqual([{ name: 'Purchase', count: 2, values: [{ currency: 'EUR', total: 34.5 }] }]);
    // A goal's rate is its converting visits over visits: v2's two purchases are one visit of five (20%),
    // not 2 / 5; /candles was seen in two visits.
    expect(utc.goals.map((g) => [g.kind, g.value, g.conversions, g.visits, g.rate])).toEqual([
      ['event', 'Purchase', 2, 1, 20],
      ['page', '/candles', 2, 2, 40],
    ]);
  });

  it('puts the 23:30 UTC visit on the next day in Berlin', async () => {
    const berlin = await report(owner.idToken, 'range=7d&tz=Europe/Berlin');
    const days = Object.fromEntries(berlin.days.map((d) => [d.date, d]));
    expect(berlin.to).toBe(localDate(new Date(), 'Europe/Berlin'));
    expect(days[dayOf(2)]?.visitors ?? 0).toBe(0);
    expect(days[dayOf(1)]).toMatchObject({ visitors: 1, views: 1 });
    expect(days[berlinToday]).toMatchObject({ visitors: 2, views: 3 });
    expect(berlin.totals).toEqual(utc.totals);
  });

  it('range=today holds only today', async () => {
    const today = await report(owner.idToken, 'range=today&tz=UTC');
    expect(today.days).toHaveLength(1);
    expect(today.totals).toEqual({ visitors: 2, views: 3, visits: 2, viewsPerVisit: 1.5 });
  });

  it('counts a redelivered event once (a stream retry changes nothing)', async () => {
    const [item] = await eventsOf(owner.setupId);
    const counted = countedEventOf(item as Record<string, unknown>);
    expect(counted).toBeDefined();
    expect(await applyEvents(store, [counted!, counted!])).toEqual({ counted: 0, alreadyCounted: 2 });
    expect((await report(owner.idToken)).totals).toEqual(utc.totals);
  });
});

describe("the site's own time zone (a totals item per local day)", () => {
  it('splits two visits 20 minutes apart across midnight in India (+5:30), one per day', async () => {
    const india = await userWithSetup();
    // The site's zone, kept since before these days (as after the owner's first report in India).
    await store.put({ ...keys.analyticsZone(india.setupId), tz: 'Asia/Kolkata', keptFrom: dayOf(10) });
    // 18:20 UTC is 23:50 in India, 18:40 UTC is 00:10 the next day: one UTC hour item, two local days.
    await pastEvent(india.setupId, `${dayOf(2)}T18:20:00.000Z`, { visitorHash: 'c'.repeat(32) });
    await pastEvent(india.setupId, `${dayOf(2)}T18:40:00.000Z`, { visitorHash: 'd'.repeat(32) });
    const inIndia = await reportWhen(india.idToken, 'range=7d&tz=Asia/Kolkata', (r) => r.totals.views >= 2);
    const days = Object.fromEntries(inIndia.days.map((d) => [d.date, d]));
    expect(days[dayOf(2)]).toEqual({ date: dayOf(2), visitors: 1, views: 1, visits: 1 });
    expect(days[dayOf(1)]).toEqual({ date: dayOf(1), visitors: 1, views: 1, visits: 1 });
    expect(inIndia.totals).toEqual({ visitors: 2, views: 2, visits: 2, viewsPerVisit: 1 });
    expect(byName(inIndia.pages)).toEqual({ '/': 2 });

    // Read in UTC: both on the same day, from the hour items; the site's days follow the new zone
    // from tomorrow on.
    const inUtc = await report(india.idToken, 'range=7d&tz=UTC');
    expect(inUtc.days.find((d) => d.date === dayOf(2))).toEqual({
      date: dayOf(2),
      visitors: 2,
      views: 2,
      visits: 2,
    });
    expect(inUtc.totals).toEqual(inIndia.totals);
    expect(await store.get(keys.analyticsZone(india.setupId))).toMatchObject({
      tz: 'UTC',
      keptFrom: dayOf(-1),
    });
  });
});

describe('another account', () => {
  it("sees only its own (empty) site, never the owner's figures or goals", async () => {
    const theirs = await report(other.idToken);
    expect(theirs.totals).toEqual({ visitors: 0, views: 0, visits: 0, viewsPerVisit: 0 });
    expect(theirs.pages).toEqual([]);
    expect(theirs.goals).toEqual([]);
  });

  it("cannot delete the owner's goal (404) and the goal stays", async () => {
    const goalId = utc.goals[0]!.id;
    const res = await call(`/api/analytics/goals/${goalId}`, { method: 'DELETE', token: other.idToken });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ message: 'Goal not found.' });
    expect((await report(owner.idToken)).goals.map((g) => g.id)).toContain(goalId);
  });

  it('an account without a setup gets an empty report, not an error', async () => {
    const user = await newUser('analytics');
    const res = await call<AnalyticsReport>('/api/analytics?range=30d&tz=America/New_York', {
      token: user.idToken,
    });
    expect(res.status).toBe(200);
    expect(res.body.installed).toBe(false);
    expect(res.body.days).toHaveLength(30);
  });
});
