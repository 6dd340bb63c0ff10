/**
 * Which (site, UTC day) pairs of an aggregator chunk still need the nightly job's marker
 * (lambdas/domain/analytics/active-sites.ts): only days other than the one the site's zone item says was
 * marked last, each once.
 */
import { describe, expect, it } from 'vitest';
import { type SiteState, unmarkedDays } from '../../../lambdas/domain/analytics/active-sites';
import type { CountedEvent } from '../../../lambdas/domain/analytics/dimensions';

const event = (setupId: string, receivedAt: string): CountedEvent => ({
  setupId,
  eventId: `${setupId}-${receivedAt}`,
  eventName: 'pixel-loaded',
  receivedAt,
  pageUrl: 'https://shop.example.com/',
  visitorHash: 'h',
});
const state = (activeDay: string | undefined): SiteState => ({ zone: undefined, activeDay });

describe('day markers of active sites', () => {
  it("marks a site's days other than the last one marked, each once and in order", () => {
    const events = [
      event('a', '2026-03-20T23:59:00.000Z'),
      event('a', '2026-03-21T00:01:00.000Z'),
      event('a', '2026-03-21T00:02:00.000Z'),
      event('b', '2026-03-21T00:01:00.000Z'),
      event('c', '2026-03-21T00:03:00.000Z'),
      event('c', '2026-03-19T10:00:00.000Z'), // a late event, on a day before the last marked
    ];
    const states = new Map([
      ['a', state('2026-03-20')],
      ['b', state('2026-03-21')],
      ['c', state(undefined)],
    ]);
    expect(unmarkedDays(events, states)).toEqual(
      new Map([
        ['a', ['2026-03-21']],
        ['c', ['2026-03-19', '2026-03-21']],
      ]),
    );
  });

  it('a site not read yet has no marked day', () => {
    expect(unmarkedDays([event('x', '2026-03-21T08:00:00.000Z')], new Map())).toEqual(
      new Map([['x', ['2026-03-21']]]),
    );
  });
});
