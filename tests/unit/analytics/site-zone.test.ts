import { describe, expect, it } from 'vitest';
import { CHUNK, chunkWrites } from '../../../lambdas/domain/analytics/aggregate-event';
import type { CountedEvent } from '../../../lambdas/domain/analytics/dimensions';
import { hourBoundsOf, localDayStart, nextDay } from '../../../lambdas/domain/analytics/local-days';
import { siteZoneOf } from '../../../lambdas/domain/items/analytics-counters';
import { zoneChange } from '../../../lambdas/domain/analytics/site-zone';

const event = (eventId: string, receivedAt: string, setupId = 's'): CountedEvent => ({
  setupId,
  eventId,
  eventName: 'pixel-loaded',
  receivedAt,
  pageUrl: 'https://shop.example.com/',
  visitorHash: `h${eventId}`,
});

describe('local days of any zone', () => {
  it('finds the instant a local day begins, half-hour zones and daylight saving included', () => {
    expect(localDayStart('2026-03-02', 'Asia/Kolkata').toISOString()).toBe('2026-03-01T18:30:00.000Z');
    expect(localDayStart('2026-03-02', 'Asia/Kathmandu').toISOString()).toBe('2026-03-01T18:15:00.000Z');
    expect(localDayStart('2026-01-15', 'Europe/Berlin').toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(localDayStart('2026-07-15', 'Europe/Berlin').toISOString()).toBe('2026-07-14T22:00:00.000Z');
    expect(localDayStart('2026-07-15', 'America/New_York').toISOString()).toBe('2026-07-15T04:00:00.000Z');
    expect(localDayStart('2026-07-15', 'UTC').toISOString()).toBe('2026-07-15T00:00:00.000Z');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
  });

  it('reads the hour items of some local days only: 14 hours before, 11 after, never past now', () => {
    const now = new Date('2026-03-10T12:34:00Z');
    expect(hourBoundsOf('2026-03-01', '2026-03-03', now)).toEqual(['2026-02-28T10', '2026-03-04T11']);
    expect(hourBoundsOf('2026-03-09', '2026-03-10', now)).toEqual(['2026-03-08T10', '2026-03-10T12']);
  });
});

describe('the zone a site keeps its days in', () => {
  it('changes to the zone read in, complete from the local day after the change (and its margin)', () => {
    expect(zoneChange(undefined, 'Asia/Kolkata', new Date('2026-03-01T12:00:00Z'))).toEqual({
      tz: 'Asia/Kolkata',
      keptFrom: '2026-03-02',
    });
    // 18:27 UTC is 23:57 in India: with the 5-minute margin the change is counted from 00:02, so the
    // first complete day is the one after.
    expect(zoneChange(undefined, 'Asia/Kolkata', new Date('2026-03-01T18:27:00Z'))?.keptFrom).toBe(
      '2026-03-03',
    );
    const kept = { tz: 'Asia/Kolkata', keptFrom: '2026-03-02' };
    expect(zoneChange(kept, 'Asia/Kolkata', new Date('2026-04-01T00:00:00Z'))).toBeUndefined();
    expect(zoneChange(kept, 'Europe/Berlin', new Date('2026-04-01T00:00:00Z'))).toEqual({
      tz: 'Europe/Berlin',
      keptFrom: '2026-04-02',
    });
    expect(siteZoneOf({ tz: 'UTC' })).toBeUndefined();
  });

  it('the aggregator adds the totals to the local day of the site zone, split at local midnight', () => {
    // 18:20 and 18:40 UTC are 23:50 on the 1st and 00:10 on the 2nd in India: one UTC hour, two days.
    const events = [event('e1', '2026-03-01T18:20:00.000Z'), event('e2', '2026-03-01T18:40:00.000Z')];
    const writes = chunkWrites(
      events,
      new Map(),
      undefined,
      new Map([['s', { tz: 'Asia/Kolkata', keptFrom: '2026-03-01' }]]),
    );
    const totals = writes.flatMap((w) =>
      w.kind === 'update' && !w.key.sk.startsWith('DAY#') ? [[w.key.sk, w.add]] : [],
    );
    expect(totals).toEqual([
      ['HOUR#2026-03-01T18', { visitors: 2, visits: 2, views: 2 }],
      ['LDAY#Asia/Kolkata#2026-03-01', { visitors: 1, visits: 1, views: 1 }],
      ['LDAY#Asia/Kolkata#2026-03-02', { visitors: 1, visits: 1, views: 1 }],
    ]);
  });

  it('a chunk of campaign visits of as many sites and hours as it holds stays within 100 writes', () => {
    const events = Array.from({ length: CHUNK }, (_, i) => ({
      ...event(`e${i}`, `2026-03-${String(i + 1).padStart(2, '0')}T10:00:00.000Z`, `site${i}`),
      utmCampaign: `sale-${i}`,
      attributionHash: `a${i}`,
    }));
    const zones = new Map(events.map((e) => [e.setupId, { tz: 'Asia/Kolkata', keptFrom: '2026-01-01' }]));
    const writes = chunkWrites(events, new Map(), undefined, zones);
    // A marker, a visitor item and a touch per event, and its hour, local day and UTC day items.
    expect(writes.length).toBe(6 * CHUNK);
    expect(writes.length).toBeLessThanOrEqual(100);
  });
});
