import type { CampaignResults } from '../../../../shared/contracts/campaign-results';
import type { Store } from '../../../ports/store';
import { readCampaignLinks } from '../../items/campaign-links';
import { getEngagement } from '../../items/campaign-engagement';
import { ownedCampaign } from '../get-campaign';

/**
 * GET /api/campaigns/{id}/results: the caller's campaign only (another account's: 404 'Campaign not
 * found.'). Three reads whatever the audience's size: the campaign (SES and unsubscribe counters), its
 * clicks and opens counters, its tracked links.
 */
export async function campaignResults(
  store: Store,
  accountId: string,
  campaignId: string,
): Promise<CampaignResults> {
  const { counters } = await ownedCampaign(store, accountId, campaignId);
  const [engagement, tracked] = await Promise.all([
    getEngagement(store, campaignId),
    readCampaignLinks(store, campaignId),
  ]);
  return {
    sent: counters.sent,
    delivered: counters.delivered,
    bounced: counters.bounced,
    complained: counters.complained,
    unsubscribed: counters.unsubscribed,
    opens: engagement.opens,
    uniqueOpeners: engagement.uniqueOpeners,
    machineOpens: engagement.machineOpens,
    clicks: engagement.clicks,
    machineClicks: engagement.machineClicks,
    uniqueClickers: engagement.uniqueClickers,
    links: (tracked?.sub === accountId ? tracked.links : []).map((link, index) => ({
      index,
      url: link.url,
      text: link.text,
      ...engagement.perLink(index),
    })),
  };
}
