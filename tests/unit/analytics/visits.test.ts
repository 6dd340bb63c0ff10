/**
 * Issue 29: when an event starts a visit (visits.ts: 30 minutes, or other UTM tags), a goal's converting
 * visits counted once per visit, and a rate as a share of visits (rates.ts) that never passes 100%.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chunkWrites } from '../../../lambdas/domain/analytics/aggregate-event';
import { conversionGoals } from '../../../lambdas/domain/analytics/attribution';
import type { CountedEvent } from '../../../lambdas/domain/analytics/dimensions';
import { visitShare } from '../../../lambdas/domain/analytics/rates';
import { nextVisit, startsVisit, type VisitState } from '../../../lambdas/domain/analytics/visits';

const T0 = Date.parse('2026-03-01T10:00:00.000Z');
const MIN = 60_000;
const event = (fields: Partial<CountedEvent> = {}): CountedEvent => ({
  setupId: 's',
  eventId: 'e',
  trackingId: 'jm_t',
  eventName: 'pixel-loaded',
  receivedAt: new Date(T0).toISOString(),
  pageUrl: 'https://shop.example.com/',
  visitorHash: 'h',
  ...fields,
});
const mail = { utmSource: 'junglemail', utmMedium: 'email', utmCampaign: 'spring-1a2b3c4d' };
const goals = conversionGoals([
  { id: '1', kind: 'event', value: 'Purchase', createdAt: '' },
  { id: '2', kind: 'page', value: '/thank-you', createdAt: '' },
]);

describe('startsVisit: which event starts a visit', () => {
  const plain: VisitState = { lastSeenMs: T0, goals: [] };
  const spring: VisitState = { lastSeenMs: T0, source: 'junglemail', campaign: 'spring-1a2b3c4d', goals: [] };
  it.each<[string, VisitState | undefined, Partial<CountedEvent>, number, boolean]>([
    ["the visitor's first event today", undefined, {}, 0, true],
    ['a page 10 minutes later', plain, {}, 10, false],
    ['a page 31 minutes later', plain, {}, 31, true],
    ['a campaign link followed mid-visit', plain, mail, 1, true],
    ['another source mid-visit (no campaign)', plain, { utmSource: 'facebook' }, 1, true],
    ['the same tags again (a reload of the landing page)', spring, mail, 5, false],
    ['a page without tags in a campaign visit', spring, {}, 5, false],
    ["another campaign's link in a campaign visit", spring, { ...mail, utmCampaign: 'summer-9f' }, 5, true],
    ['the same campaign from another source (a forward)', spring, { ...mail, utmSource: 'friend' }, 5, true],
    ['only utm_medium differs', spring, { ...mail, utmMedium: 'social' }, 5, false],
    ['the same tags 31 minutes later', spring, mail, 31, true],
  ])('%s', (_what, state, fields, minutes, expected) => {
    expect(startsVisit(state, event(fields), T0 + minutes * MIN)).toBe(expected);
  });
});

describe('nextVisit: what a visit remembers', () => {
  it('takes the tags of the event that starts it and keeps them for the next pages', () => {
    const first = nextVisit(undefined, event(), T0, goals).state;
    const landed = nextVisit(first, event(mail), T0 + MIN, goals);
    expect(landed.newVisit).toBe(true);
    expect(landed.state).toMatchObject({ source: 'junglemail', campaign: 'spring-1a2b3c4d' });
    const next = nextVisit(landed.state, event(), T0 + 2 * MIN, goals);
    expect(next).toMatchObject({ newVisit: false, state: { campaign: 'spring-1a2b3c4d' } });
  });

  it('reaches each goal once per visit, and afresh in the next visit', () => {
    const buy = event({ eventName: 'Purchase' });
    const a = nextVisit(undefined, buy, T0, goals);
    const b = nextVisit(a.state, buy, T0 + MIN, goals);
    const c = nextVisit(
      b.state,
      event({ pageUrl: 'https://shop.example.com/thank-you' }),
      T0 + 2 * MIN,
      goals,
    );
    const d = nextVisit(c.state, buy, T0 + 40 * MIN, goals);
    expect([a.reached, b.reached, c.reached, d.reached]).toEqual([
      'e:Purchase',
      undefined,
      'p:/thank-you',
      'e:Purchase',
    ]);
    expect(d.state.goals).toEqual(['e:Purchase']);
  });
});

describe('visitShare: a rate is a share of visits', () => {
  it.each([
    [0, 0, 0],
    [2, 0, 0],
    [1, 1, 100],
    [2, 1, 100], // 2 purchases in 1 visit can never read 200%
    [1, 3, 33.3],
    [4, 7, 57.1],
  ])('%i of %i visits -> %d%%', (part, visits, rate) => {
    expect(visitShare(part, visits)).toBe(rate);
  });

  it('is between 0 and 100 for any counts', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (part, visits) => {
        const rate = visitShare(part, visits);
        return rate >= 0 && rate <= 100;
      }),
    );
  });
});

/** Any sequence of a few visitors' page views, purchases and campaign links, a few minutes apart. */
const steps = fc.array(
  fc.record({
    who: fc.constantFrom('a', 'b', 'c'),
    gapMin: fc.integer({ min: 0, max: 40 }),
    what: fc.constantFrom('page', 'thank-you', 'purchase', 'spring', 'summer', 'facebook'),
  }),
  { minLength: 1, maxLength: 16 },
);

function eventsOf(input: { who: string; gapMin: number; what: string }[]): CountedEvent[] {
  let at = T0;
  return input.map(({ who, gapMin, what }, i) => {
    at += gapMin * MIN;
    const tags =
      what === 'spring'
        ? mail
        : what === 'summer'
          ? { ...mail, utmCampaign: 'summer-9f' }
          : what === 'facebook'
            ? { utmSource: 'facebook' }
            : {};
    return event({
      eventId: `e${i}`,
      visitorHash: who,
      receivedAt: new Date(at).toISOString(),
      ...(what === 'purchase' ? { eventName: 'Purchase' } : {}),
      ...(what === 'thank-you' ? { pageUrl: 'https://shop.example.com/thank-you' } : {}),
      ...tags,
    });
  });
}

function counted(events: CountedEvent[]): Record<string, number> {
  const visitors = new Map(['a', 'b', 'c'].map((h) => [`s\u0000${h}`, undefined]));
  const writes = chunkWrites(events, visitors, { touches: new Map(), goals: new Map([['s', goals]]) });
  const sums: Record<string, number> = {};
  for (const w of writes)
    if (w.kind === 'update' && (w.key.sk.startsWith('HOUR#') || w.key.sk.startsWith('DAY#')))
      for (const [name, n] of Object.entries(w.add ?? {})) sums[name] = (sums[name] ?? 0) + n;
  return sums;
}

describe('chunkWrites: visits, campaign visits and converting visits (fast-check)', () => {
  it('a goal is reached in at most every visit, so its rate never passes 100%', () => {
    fc.assert(
      fc.property(steps, (input) => {
        const sums = counted(eventsOf(input));
        const visits = sums.visits ?? 0;
        for (const key of ['gv:e:Purchase', 'gv:p:/thank-you']) {
          expect(sums[key] ?? 0).toBeLessThanOrEqual(visits);
          expect(visitShare(sums[key] ?? 0, visits)).toBeLessThanOrEqual(100);
        }
        // Events are never converting visits: 2 purchases in a visit count it once.
        const purchases = input.filter((s) => s.what === 'purchase').length;
        expect(sums['gv:e:Purchase'] ?? 0).toBeLessThanOrEqual(purchases);
        expect((sums['gv:e:Purchase'] ?? 0) > 0).toBe(purchases > 0);
      }),
    );
  });

  it('every campaign link followed, mid-visit or not, gives its campaign and its source a visit', () => {
    fc.assert(
      fc.property(steps, (input) => {
        const sums = counted(eventsOf(input));
        for (const [what, counter] of [
          ['spring', 'uc:spring-1a2b3c4d'],
          ['summer', 'uc:summer-9f'],
          ['facebook', 'us:facebook'],
        ] as const) {
          const links = input.filter((s) => s.what === what).length;
          expect((sums[counter] ?? 0) > 0).toBe(links > 0);
          expect(sums[counter] ?? 0).toBeLessThanOrEqual(links);
        }
        // Campaign and source visits are visits.
        const tagged =
          (sums['uc:spring-1a2b3c4d'] ?? 0) + (sums['uc:summer-9f'] ?? 0) + (sums['us:facebook'] ?? 0);
        expect(tagged).toBeLessThanOrEqual(sums.visits ?? 0);
      }),
    );
  });
});
