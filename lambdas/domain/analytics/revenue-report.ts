import {
  type Money,
  REVENUE_RANGE_DAYS,
  type RevenueQuery,
  type RevenueReport,
} from '../../../shared/contracts/analytics-revenue';
import type { Clock } from '../../ports/clock';
import type { Store } from '../../ports/store';
import { listCampaigns } from '../campaigns/get-campaign';
import { analyticsCountersKeys, counterEntries, counterItems, dateOf } from '../items/analytics-counters';
import { getSetupTrackingView } from '../items/setup';
import { CONVERSIONS_PREFIX, REVENUE_PREFIX } from './attribution';
import { type CampaignRow, withCampaignNames } from './campaign-names';
import { ORDER_VALUE_PREFIX, ORDERS_COUNTER } from './commerce-aggregate';

const DAY_MS = 24 * 60 * 60 * 1000;
const PREFIX = analyticsCountersKeys.analyticsDayPrefix;

/**
 * GET /api/analytics/revenue: the caller's orders and revenue per UTC day of the range (commerce-aggregate.ts
 * fills the day items off the request path) and the revenue credited to campaigns over the same days (`cc:`,
 * `cr:`), each named after the account's campaign with that slug. One setup read, one Query of at most 90
 * day items and, when some revenue was credited, one Query of the account's campaigns.
 */
export async function revenueReport(
  deps: { store: Store; clock: Clock },
  accountId: string,
  query: RevenueQuery,
): Promise<RevenueReport> {
  const now = deps.clock.now();
  const to = now.toISOString().slice(0, 10);
  const from = new Date(now.getTime() - (REVENUE_RANGE_DAYS[query.range] - 1) * DAY_MS)
    .toISOString()
    .slice(0, 10);
  const setup = await getSetupTrackingView(deps.store, accountId);
  const items = setup ? await counterItems(deps.store, setup.setupId, PREFIX, [from, to]) : [];
  const summary = summarize(
    items.map((item) => ({ date: dateOf(item, PREFIX), counters: counterEntries(item) })),
  );
  const campaigns = summary.campaigns.length > 0 ? await listCampaigns(deps.store, accountId) : [];
  return { from, to, ...summary, campaigns: withCampaignNames(summary.campaigns, campaigns) };
}

/** The report's days, totals and campaigns from day counters; pure. */
export function summarize(
  days: { date: string; counters: [string, number][] }[],
): Omit<RevenueReport, 'from' | 'to' | 'campaigns'> & { campaigns: CampaignRow[] } {
  const total = new Map<string, number>();
  const campaigns = new Map<string, { conversions: number; revenue: Map<string, number> }>();
  const campaignOf = (name: string) =>
    campaigns.get(name) ?? campaigns.set(name, { conversions: 0, revenue: new Map() }).get(name)!;
  const out = days.map(({ date, counters }) => {
    const revenue = new Map<string, number>();
    let orders = 0;
    for (const [name, value] of counters) {
      if (name === ORDERS_COUNTER) orders += value;
      else if (name.startsWith(ORDER_VALUE_PREFIX))
        add(revenue, name.slice(ORDER_VALUE_PREFIX.length), value);
      else if (name.startsWith(CONVERSIONS_PREFIX))
        campaignOf(name.slice(CONVERSIONS_PREFIX.length)).conversions += value;
      else if (name.startsWith(REVENUE_PREFIX)) {
        const rest = name.slice(REVENUE_PREFIX.length);
        const cut = rest.lastIndexOf(':');
        add(campaignOf(rest.slice(0, cut)).revenue, rest.slice(cut + 1), value);
      }
    }
    for (const [currency, value] of revenue) add(total, currency, value);
    return { date, orders, revenue: moneyOf(revenue) };
  });
  return {
    days: out.filter((d) => d.orders > 0 || d.revenue.length > 0),
    totals: { orders: out.reduce((n, d) => n + d.orders, 0), revenue: moneyOf(total) },
    campaigns: [...campaigns]
      .map(([campaign, c]) => ({ campaign, conversions: c.conversions, revenue: moneyOf(c.revenue) }))
      .sort(
        (a, b) => (b.revenue[0]?.total ?? 0) - (a.revenue[0]?.total ?? 0) || b.conversions - a.conversions,
      ),
  };
}

function add(sums: Map<string, number>, key: string, value: number): void {
  sums.set(key, (sums.get(key) ?? 0) + value);
}

/** Sums per currency, rounded to cents, largest first. */
function moneyOf(sums: Map<string, number>): Money[] {
  return [...sums]
    .map(([currency, total]) => ({ currency, total: Math.round(total * 100) / 100 }))
    .sort((a, b) => b.total - a.total || a.currency.localeCompare(b.currency));
}
