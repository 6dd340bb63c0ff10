/**
 * Analytics' "Revenue from campaigns" listed each campaign by its utm_campaign value
 * ("abandoned-cart-reminder-c0502c45"). The report now names each row after the account's campaign with that
 * slug, and the page shows that name; a value from elsewhere (no campaign of the account has it) is shown
 * as it is.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { campaignSlug } from '../../../shared/campaigns/slug';
import type { RevenueReport } from '../../../shared/contracts/analytics-revenue';
import { withCampaignNames } from '../../../lambdas/domain/analytics/campaign-names';
import { Revenue } from '../../../web/features/analytics/RevenuePanel';

const cart = { id: 'c0502c45-1b2a-4c3d-9e8f-0a1b2c3d4e5f', name: 'Abandoned Cart Reminder' };
const sale = { id: '7f3e9a10-aaaa-bbbb-cccc-dddddddddddd', name: 'Spring Sale' };
const eur = (total: number) => [{ currency: 'EUR', total }];

describe('withCampaignNames', () => {
  it("names a row after the account's campaign whose slug it is counted under", () => {
    expect(campaignSlug(cart)).toBe('abandoned-cart-reminder-c0502c45');
    const rows = [
      { campaign: 'abandoned-cart-reminder-c0502c45', conversions: 2, revenue: eur(80) },
      { campaign: 'newsletter', conversions: 1, revenue: eur(10) },
    ];
    expect(withCampaignNames(rows, [sale, cart])).toEqual([
      { ...rows[0], name: 'Abandoned Cart Reminder' },
      { ...rows[1], name: null },
    ]);
  });
});

describe('the Revenue from campaigns table', () => {
  const report: RevenueReport = {
    from: '2026-11-24',
    to: '2026-11-30',
    days: [{ date: '2026-11-30', orders: 3, revenue: eur(90) }],
    totals: { orders: 3, revenue: eur(90) },
    campaigns: [
      {
        campaign: 'abandoned-cart-reminder-c0502c45',
        name: 'Abandoned Cart Reminder',
        conversions: 2,
        revenue: eur(80),
      },
      { campaign: 'newsletter', name: null, conversions: 1, revenue: eur(10) },
    ],
  };
  const rowHeads = (html: string) =>
    [...html.matchAll(/<th scope="row">([^<]*)<\/th>/g)]
      .map((m) => m[1] ?? '')
      .filter((t) => !/^\d{4}-/.test(t));

  it("shows the campaign's name, and a value no campaign has as it is", () => {
    const html = renderToString(<Revenue report={report} />);
    expect(rowHeads(html)).toEqual(['Abandoned Cart Reminder', 'newsletter']);
    expect(html).not.toContain('abandoned-cart-reminder-c0502c45');
  });
});
