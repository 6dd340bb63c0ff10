import { campaignSlug } from '../../../shared/campaigns/slug';
import { ATTRIBUTION_WINDOW_DAYS, type CampaignAttribution } from '../../../shared/contracts/attribution';
import type { Clock } from '../../ports/clock';
import type { Store } from '../../ports/store';
import { campaignOf } from '../items/campaign';
import { ownedCampaign } from '../campaigns/get-campaign';
import { analyticsCountersKeys, counterEntries, counterItems } from '../items/analytics-counters';
import { getSetupTrackingView } from '../items/setup';
import { CONVERSIONS_PREFIX, REVENUE_PREFIX } from './attribution';
import { DIMENSIONS } from './dimensions';

/**
 * GET /api/campaigns/{id}/attribution: the visits, conversions and revenue credited to one of the
 * caller's campaigns (attribution.ts), from the site's UTC day items since the day the campaign was
 * created (its slug cannot appear on a link before), at most the last MAX_DAYS (the counters' own
 * lifetime): one campaign read, one setup read and one Query of at most MAX_DAYS + 1 items, whatever
 * the traffic. Its visits are the `uc:{slug}` counters the analytics page's UTM campaigns list sums
 * (report.ts), so over the same days the two pages show the same visits for a campaign
 * (tests/integration/analytics/campaign-links.test.ts checks it with a real mail's links).
 */
export const MAX_DAYS = 400;
const DAY_MS = 24 * 60 * 60 * 1000;

export async function campaignAttribution(
  deps: { store: Store; clock: Clock },
  accountId: string,
  campaignId: string,
): Promise<CampaignAttribution> {
  const [campaignItem, setup] = await Promise.all([
    ownedCampaign(deps.store, accountId, campaignId),
    getSetupTrackingView(deps.store, accountId),
  ]);
  const campaign = campaignOf(campaignItem);
  const slug = campaignSlug(campaign);
  const now = deps.clock.now();
  const to = now.toISOString().slice(0, 10);
  const earliest = new Date(now.getTime() - MAX_DAYS * DAY_MS).toISOString().slice(0, 10);
  const created = campaign.createdAt.slice(0, 10);
  const from = created > earliest ? created : earliest;
  const sums = new Map<string, number>();
  if (setup && from <= to)
    for (const item of await counterItems(
      deps.store,
      setup.setupId,
      analyticsCountersKeys.analyticsDayPrefix,
      [from, to],
    ))
      for (const [name, value] of counterEntries(item)) sums.set(name, (sums.get(name) ?? 0) + value);
  const revenuePrefix = `${REVENUE_PREFIX}${slug}:`;
  const revenue = [...sums]
    .filter(([name]) => name.startsWith(revenuePrefix))
    .map(([name, total]) => ({
      currency: name.slice(revenuePrefix.length),
      total: Math.round(total * 100) / 100,
    }))
    .sort((a, b) => b.total - a.total || a.currency.localeCompare(b.currency));
  return {
    campaignId: campaign.id,
    slug,
    from,
    to,
    windowDays: ATTRIBUTION_WINDOW_DAYS,
    installed: Boolean(setup?.trackingFirstEventAt),
    visits: sums.get(`${DIMENSIONS.utmCampaigns}${slug}`) ?? 0,
    conversions: sums.get(`${CONVERSIONS_PREFIX}${slug}`) ?? 0,
    revenue,
  };
}
