import { describe, expect, it } from 'vitest';
import { chunkWrites } from '../../../lambdas/domain/analytics/aggregate-event';
import { countersOf, type CountedEvent } from '../../../lambdas/domain/analytics/dimensions';
import { hourBounds, lastLocalDays, localDate } from '../../../lambdas/domain/analytics/local-days';
import { classifyUserAgent, isDeclaredBot } from '../../../lambdas/domain/tracking/user-agent';
import { referrerHost } from '../../../lambdas/domain/tracking/visit-fields';
import { visitorHash } from '../../../lambdas/domain/tracking/visitor-hash';

const base: CountedEvent = {
  setupId: 's',
  eventId: 'e',
  eventName: 'pixel-loaded',
  receivedAt: '2026-03-01T10:00:00.000Z',
  pageUrl: 'https://shop.example.com/candles',
  visitorHash: 'h',
  device: 'mobile',
  browser: 'Safari',
  utmSource: 'newsletter',
};

describe('countersOf', () => {
  it('a visit-starting page view counts the visit, its source, device, browser and country, and the page', () => {
    expect(countersOf(base, { newVisit: true, newVisitor: true })).toEqual({
      visitors: 1,
      visits: 1,
      views: 1,
      'p:/candles': 1,
      'r:(direct)': 1,
      'us:newsletter': 1,
      'd:mobile': 1,
      'b:Safari': 1,
      'c:unknown': 1,
    });
  });

  it('a later page view in the same visit counts only the view and the page', () => {
    expect(countersOf(base, { newVisit: false, newVisitor: false })).toEqual({ views: 1, 'p:/candles': 1 });
  });

  it('a custom event counts its name and the sum of its value per currency, not a view', () => {
    const purchase = { ...base, eventName: 'Purchase', eventData: { value: 24.499, currency: 'eur' } };
    expect(countersOf(purchase, { newVisit: false, newVisitor: false })).toEqual({
      'e:Purchase': 1,
      'v:Purchase:EUR': 24.5,
    });
    const noValue = { ...base, eventName: 'Signup', eventData: { value: 'a lot' } };
    expect(countersOf(noValue, { newVisit: false, newVisitor: false })).toEqual({ 'e:Signup': 1 });
  });
});

describe('what the ingest keeps of a request', () => {
  it('classifies devices and browsers', () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
    const ipad =
      'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Safari/604.1';
    const edge =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0';
    const androidTablet =
      'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';
    expect(classifyUserAgent(iphone)).toEqual({ device: 'mobile', browser: 'Safari' });
    expect(classifyUserAgent(ipad)).toEqual({ device: 'tablet', browser: 'Safari' });
    expect(classifyUserAgent(edge)).toEqual({ device: 'desktop', browser: 'Edge' });
    expect(classifyUserAgent(androidTablet)).toEqual({ device: 'tablet', browser: 'Chrome' });
    expect(classifyUserAgent('')).toEqual({ device: 'unknown', browser: 'Unknown' });
  });

  it('refuses crawlers that name themselves, not browsers, headless browsers or plain HTTP clients', () => {
    expect(isDeclaredBot('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(
      true,
    );
    expect(isDeclaredBot('facebookexternalhit/1.1')).toBe(true);
    expect(isDeclaredBot('curl/8.5.0')).toBe(true);
    expect(
      isDeclaredBot('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36'),
    ).toBe(false);
    expect(isDeclaredBot('Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/131.0.0.0 Safari/537.36')).toBe(
      false,
    );
    expect(isDeclaredBot('node')).toBe(false);
    expect(isDeclaredBot('')).toBe(false);
  });

  it('keeps only another site as the referrer, as its host', () => {
    const page = 'https://shop.example.com/candles';
    expect(referrerHost('https://www.google.com/search?q=candles', page)).toBe('google.com');
    expect(referrerHost('https://shop.example.com/', page)).toBeUndefined();
    expect(referrerHost('https://www.shop.example.com/', page)).toBeUndefined();
    expect(referrerHost('android-app://com.slack', page)).toBeUndefined();
    expect(referrerHost('not a url', page)).toBeUndefined();
    expect(referrerHost('', page)).toBeUndefined();
  });

  it('the visitor hash changes with the salt (the day), the site, the IP and the user agent', () => {
    const h = visitorHash('salt1', 'site', '203.0.113.1', 'ua');
    expect(h).toMatch(/^[0-9a-f]{32}$/);
    expect(visitorHash('salt1', 'site', '203.0.113.1', 'ua')).toBe(h);
    for (const other of [
      visitorHash('salt2', 'site', '203.0.113.1', 'ua'),
      visitorHash('salt1', 'site2', '203.0.113.1', 'ua'),
      visitorHash('salt1', 'site', '203.0.113.2', 'ua'),
      visitorHash('salt1', 'site', '203.0.113.1', 'ua2'),
    ])
      expect(other).not.toBe(h);
  });
});

describe('local days over UTC hours', () => {
  it('puts 23:30 UTC on the next day in Berlin and in Tokyo, the same day in New York', () => {
    const at = new Date('2026-01-10T23:30:00Z');
    expect(localDate(at, 'UTC')).toBe('2026-01-10');
    expect(localDate(at, 'Europe/Berlin')).toBe('2026-01-11');
    expect(localDate(at, 'Asia/Tokyo')).toBe('2026-01-11');
    expect(localDate(at, 'America/New_York')).toBe('2026-01-10');
  });

  it('lists the last days ending today in the zone, and reads from 14 hours before the first', () => {
    const now = new Date('2026-01-10T23:30:00Z');
    expect(lastLocalDays(now, 'Europe/Berlin', 3)).toEqual(['2026-01-09', '2026-01-10', '2026-01-11']);
    expect(hourBounds('2026-01-09', now)).toEqual(['2026-01-08T10', '2026-01-10T23']);
  });
});

describe('chunkWrites (one transaction for a chunk of events)', () => {
  const at = (iso: string, hash: string, eventId: string): CountedEvent => ({
    ...base,
    eventId,
    visitorHash: hash,
    receivedAt: iso,
  });

  it('counts a visitor once, a second visit after 30 minutes, one marker per event, one update per hour', () => {
    const events = [
      at('2026-03-01T10:00:00.000Z', 'a', 'e1'),
      at('2026-03-01T10:10:00.000Z', 'a', 'e2'),
      at('2026-03-01T11:00:00.000Z', 'a', 'e3'),
      at('2026-03-01T11:05:00.000Z', 'b', 'e4'),
    ];
    const writes = chunkWrites(
      events,
      new Map([
        ['s\u0000a', undefined],
        // b's visit came with the same utm_source as its next event (visits.ts: same tags, same visit).
        ['s\u0000b', { lastSeenMs: Date.parse('2026-03-01T11:00:00.000Z'), visitSource: 'newsletter' }],
      ]),
    );
    expect(writes.filter((w) => w.kind === 'put' && String(w.item.sk).startsWith('APPLIED#'))).toHaveLength(
      4,
    );
    const visitors = writes.filter((w) => w.kind === 'put' && String(w.item.sk).startsWith('VISITOR#'));
    expect(visitors.map((w) => w.kind === 'put' && [w.item.sk, w.item.lastSeenMs, w.condition])).toEqual([
      ['VISITOR#a', Date.parse('2026-03-01T11:00:00.000Z'), 'absent'],
      [
        'VISITOR#b',
        Date.parse('2026-03-01T11:05:00.000Z'),
        { attribute: 'lastSeenMs', equals: Date.parse('2026-03-01T11:00:00.000Z') },
      ],
    ]);
    const hours = writes.flatMap((w) =>
      w.kind === 'update' && w.key.sk.startsWith('HOUR#')
        ? [[w.key.sk, w.add?.visitors, w.add?.visits, w.add?.views]]
        : [],
    );
    // b was already seen 5 minutes before: not a new visitor, not a new visit.
    expect(hours).toEqual([
      ['HOUR#2026-03-01T10', 1, 1, 2],
      ['HOUR#2026-03-01T11', undefined, 1, 2],
    ]);
    // The dimensions of the whole chunk in one UTC day item.
    const days = writes.flatMap((w) => (w.kind === 'update' && w.key.sk.startsWith('DAY#') ? [w] : []));
    expect(days.map((w) => [w.key.sk, w.add?.['p:/candles'], w.add?.['r:(direct)']])).toEqual([
      ['DAY#2026-03-01', 4, 2],
    ]);
  });
});
