/**
 * The Analytics page, seen by a new user (1 visitor, 2 page views, no countries locally):
 * - the Countries card's note ran out below the card's border: it sat beside the card, not in it. It is now
 *   inside the card (the card's own section, after its table), so the card grows with it. jsdom-free
 *   renders have no layout, so this checks that structure; the e2e test checks the boxes in Chromium.
 * - the chart's readout said "Time: Visitors: -- Page views: --" until pointed at (uPlot's legend). It now
 *   shows the latest day's figures at rest, and the pointed day's on hover.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { AnalyticsReport } from '../../../shared/contracts/analytics';
import { Report } from '../../../web/features/analytics/AnalyticsPage';
import { DailyChart, chartReadout } from '../../../web/features/analytics/DailyChart';

const days: AnalyticsReport['days'] = [
  { date: '2026-11-24', visitors: 0, views: 0, visits: 0 },
  { date: '2026-11-25', visitors: 0, views: 0, visits: 0 },
  { date: '2026-11-26', visitors: 3, views: 7, visits: 4 },
  { date: '2026-11-27', visitors: 0, views: 0, visits: 0 },
  { date: '2026-11-28', visitors: 0, views: 0, visits: 0 },
  { date: '2026-11-29', visitors: 0, views: 0, visits: 0 },
  { date: '2026-11-30', visitors: 1, views: 2, visits: 1 },
];

const report: AnalyticsReport = {
  range: '7d',
  tz: 'UTC',
  from: '2026-11-24',
  to: '2026-11-30',
  installed: true,
  totals: { visitors: 1, views: 2, visits: 1, viewsPerVisit: 2 },
  days,
  pages: [{ name: '/', count: 2 }],
  referrers: [{ name: '(direct)', count: 1 }],
  utmSources: [],
  utmMediums: [],
  utmCampaigns: [],
  devices: [{ name: 'desktop', count: 1 }],
  browsers: [{ name: 'Chrome', count: 1 }],
  countries: [{ name: 'unknown', count: 1 }],
  events: [],
  goals: [],
};

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

const renderReport = (r: AnalyticsReport) =>
  renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <Report report={r} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

/** The Countries card: its section, from its opening tag to its own closing tag (a card holds no section). */
const countriesCard = (html: string) => {
  const at = html.indexOf('aria-label="Countries"');
  expect(at).toBeGreaterThan(0);
  const open = html.lastIndexOf('<section', at);
  return html.slice(open, html.indexOf('</section>', at) + '</section>'.length);
};

describe('the Countries card', () => {
  it('holds its note inside the card, after the table, so the card grows with it', () => {
    const html = renderReport(report);
    const card = countriesCard(html);
    expect(text(card)).toContain('Countries are unknown here');
    expect(card).toMatch(/<\/table><p class="[^"]*"[^>]*>Countries are unknown here/);
    // Once only: not also beside the card.
    expect(text(html).match(/Countries are unknown here/g)).toHaveLength(1);
  });

  it('has no note when a country is known', () => {
    const html = renderReport({ ...report, countries: [{ name: 'DE', count: 1 }] });
    expect(html).not.toContain('Countries are unknown here');
  });
});

describe('the daily chart readout', () => {
  it("shows the latest day's figures at rest, with no -- placeholders", () => {
    const shown = text(renderToString(<DailyChart days={days} />));
    expect(shown).not.toContain('--');
    expect(shown).toBe('Nov 30 (latest day) Visitors: 1 Page views: 2');
  });

  it("shows the pointed day's figures, and the latest again when the pointer leaves", () => {
    expect(chartReadout(days, 2)).toEqual({ day: 'Nov 26', visitors: 3, views: 7 });
    expect(chartReadout(days, null)).toEqual({ day: 'Nov 30 (latest day)', visitors: 1, views: 2 });
    expect(chartReadout(days, 99)).toEqual({ day: 'Nov 30 (latest day)', visitors: 1, views: 2 });
  });

  it('shows nothing for a report with no days', () => {
    expect(chartReadout([], null)).toBeNull();
    expect(text(renderToString(<DailyChart days={[]} />))).toBe('');
  });
});
