/**
 * Campaign attribution's rules (issue 22) over the aggregator's real code: the 7-day window, credit to
 * the last campaign visit, exactly once under redelivery, and the attribution hash's 7-day salts under an
 * injected clock. The store is tests/unit/tracking/memory-store.ts (the same code runs against DynamoDB
 * Local in tests/integration/analytics/attribution.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { applyEvents } from '../../../lambdas/domain/analytics/aggregate-event';
import { attributionHashes, periodOf } from '../../../lambdas/domain/tracking/attribution-hash';
import { creditedCampaign } from '../../../lambdas/domain/analytics/attribution';
import type { CountedEvent } from '../../../lambdas/domain/analytics/dimensions';
import { keys } from '../../../lambdas/table';
import { FakeClock, MemoryStore } from '../tracking/memory-store';

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.parse('2026-03-02T09:00:00.000Z');
const at = (ms: number) => new Date(ms).toISOString();
let n = 0;

/** An event of the site `s` (tracking id `jm_t`) by the person whose attribution hash is `person`. */
function event(person: string, atMs: number, patch: Partial<CountedEvent> = {}): CountedEvent {
  return {
    setupId: 's',
    trackingId: 'jm_t',
    eventId: `e${++n}`,
    eventName: 'pixel-loaded',
    receivedAt: at(atMs),
    pageUrl: 'https://shop.example.com/',
    visitorHash: `${person}-${at(atMs).slice(0, 10)}`, // the daily hash: a new one every day
    attributionHash: person,
    ...patch,
  };
}
const visit = (person: string, atMs: number, campaign: string) =>
  event(person, atMs, {
    pageUrl: 'https://shop.example.com/',
    utmCampaign: campaign,
    utmSource: 'junglemail',
  });
const purchase = (person: string, atMs: number, value = 24.5) =>
  event(person, atMs, { eventName: 'Purchase', eventData: { value, currency: 'EUR' } });

async function site(goals = [{ kind: 'event', value: 'Purchase' }]) {
  const store = new MemoryStore();
  await store.put({ ...keys.setup('u1'), id: 's', ...keys.trackingIndex('jm_t') });
  await store.put({
    ...keys.analyticsGoals('u1'),
    goals: goals.map((g, i) => ({ ...g, id: `g${i}`, createdAt: at(T0) })),
    rev: 1,
  });
  return store;
}

/** The attribution counters (cc:, cr:) and campaign visits (uc:) summed over every day item. */
function credited(store: MemoryStore): Record<string, number> {
  const sums: Record<string, number> = {};
  for (const item of store.items.values())
    if (item.pk === 'STATS#s' && String(item.sk).startsWith('DAY#'))
      for (const [name, value] of Object.entries(item))
        if (/^(cc|cr|uc):/.test(name) && typeof value === 'number') sums[name] = (sums[name] ?? 0) + value;
  return sums;
}

describe('the 7-day window', () => {
  it('credits a conversion at or after the campaign visit and up to exactly 7 days later', () => {
    const touch = { campaign: 'spring-1234abcd', atMs: T0 };
    expect(creditedCampaign(touch, T0)).toBe('spring-1234abcd');
    expect(creditedCampaign(touch, T0 + 6 * DAY)).toBe('spring-1234abcd');
    expect(creditedCampaign(touch, T0 + 7 * DAY)).toBe('spring-1234abcd');
    expect(creditedCampaign(touch, T0 + 7 * DAY + 1)).toBeUndefined();
    expect(creditedCampaign(touch, T0 - 1)).toBeUndefined();
    expect(creditedCampaign(undefined, T0)).toBeUndefined();
  });

  it('a visit then a purchase the same day, 6 days later (another daily hash) credited; 8 days later not', async () => {
    const store = await site();
    await applyEvents(store, [
      visit('a', T0, 'spring'),
      purchase('a', T0 + 10 * 60 * 1000),
      purchase('a', T0 + 6 * DAY, 10),
      purchase('a', T0 + 8 * DAY, 99),
    ]);
    expect(credited(store)).toEqual({ 'uc:spring': 1, 'cc:spring': 2, 'cr:spring:EUR': 34.5 });
  });
});

describe('credit', () => {
  it('goes to the last campaign visit before the conversion', async () => {
    const store = await site();
    await applyEvents(store, [visit('a', T0, 'spring'), visit('a', T0 + 2 * DAY, 'summer')]);
    await applyEvents(store, [purchase('a', T0 + 3 * DAY)]);
    expect(credited(store)).toEqual({
      'uc:spring': 1,
      'uc:summer': 1,
      'cc:summer': 1,
      'cr:summer:EUR': 24.5,
    });
  });

  it('nothing for a visit without UTM, a purchase that is not a goal, or another person', async () => {
    const store = await site([{ kind: 'page', value: '/thank-you' }]);
    await applyEvents(store, [
      event('b', T0),
      purchase('b', T0 + 60_000),
      visit('c', T0, 'spring'),
      purchase('c', T0 + 60_000), // Purchase is not a goal of this account
      purchase('d', T0 + 60_000),
      event('c', T0 + 120_000, { pageUrl: 'https://shop.example.com/thank-you' }), // a page goal: credited
    ]);
    expect(credited(store)).toEqual({ 'uc:spring': 1, 'cc:spring': 1 });
  });

  it('finds the touch under the previous period hash after the salt changed', async () => {
    const store = await site();
    await applyEvents(store, [visit('a', T0, 'spring')]);
    await applyEvents(
      store,
      [purchase('x', T0 + 5 * DAY, 5)].map((e) => ({ ...e, attributionHashPrev: 'a' })),
    );
    expect(credited(store)).toEqual({ 'uc:spring': 1, 'cc:spring': 1, 'cr:spring:EUR': 5 });
  });
});

describe('exactly once', () => {
  it('a redelivered stream batch credits nothing twice', async () => {
    const store = await site();
    const batch = [visit('a', T0, 'spring'), purchase('a', T0 + 60_000)];
    await applyEvents(store, batch);
    expect(await applyEvents(store, batch)).toEqual({ counted: 0, alreadyCounted: 2 });
    expect(await applyEvents(store, [batch[1]!, purchase('a', T0 + 120_000)])).toEqual({
      counted: 1,
      alreadyCounted: 1,
    });
    expect(credited(store)).toEqual({ 'uc:spring': 1, 'cc:spring': 2, 'cr:spring:EUR': 49 });
  });
});

describe('the attribution hash (injected clock)', () => {
  const person = ['s', '203.0.113.9', 'Mozilla/5.0 Chrome/120'] as const;
  it('links the same person for at least 7 days, never for 15 or more, and differs per site', async () => {
    const store = new MemoryStore();
    const clock = new FakeClock(T0);
    const hashesAt = (ms: number, siteId = 's') =>
      attributionHashes({ store, clock: { now: () => new Date(ms) } }, siteId, person[1], person[2]);
    const first = await hashesAt(clock.now().getTime());
    for (const later of [1, 3, 6.9, 7].map((d) => T0 + d * DAY)) {
      const h = await hashesAt(later);
      expect([h.attributionHash, h.attributionHashPrev]).toContain(first.attributionHash);
    }
    const gone = await hashesAt(T0 + 15 * DAY);
    expect([gone.attributionHash, gone.attributionHashPrev]).not.toContain(first.attributionHash);
    expect((await hashesAt(T0, 'other')).attributionHash).not.toBe(first.attributionHash);
    const salt = store.items.get(`ANALYTICSSALT\u0000PERIOD#${periodOf(new Date(T0))}`);
    expect(salt?.expiresAt).toBe(((periodOf(new Date(T0)) + 2) * 7 * DAY) / 1000);
  });
});
