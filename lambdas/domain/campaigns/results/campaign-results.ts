import type { CampaignResults } from '../../../../shared/contracts/campaign-results';
import type { Store } from '../../../ports/store';
import { keys } from '../../../table';
import { countersOf } from '../campaign-item';
import { ownedCampaign } from '../get-campaign';
import { readCampaignLinks } from './campaign-links';
import { engagementOf } from './engagement-counters';

/**
 * GET /api/campaigns/{id}/results: the caller's campaign only (another account's: 404 'Campaign not
 * found.'). Three reads whatever the audience's size: the campaign (SES and unsubscribe counters), its
 * clicks and opens counters, its tracked links.
 */
export async function campaignResults(
  store: Store,
  userId: string,
  campaignId: string,
): Promise<CampaignResults> {
  const campaign = await ownedCampaign(store, userId, campaignId);
  const [engagementItem, tracked] = await Promise.all([
    store.get(keys.campaignEngagement(campaignId)),
    readCampaignLinks(store, campaignId),
  ]);
  const counters = countersOf(campaign);
  const engagement = engagementOf(engagementItem);
  return {
    sent: counters.sent,
    delivered: counters.delivered,
    bounced: counters.bounced,
    complained: counters.complained,
    unsubscribed: counters.unsubscribed,
    opens: engagement.opens,
    uniqueOpeners: engagement.uniqueOpeners,
    clicks: engagement.clicks,
    uniqueClickers: engagement.uniqueClickers,
    links: (tracked?.sub === userId ? tracked.links : []).map((link, index) => ({
      index,
      url: link.url,
      text: link.text,
      ...engagement.perLink(index),
    })),
  };
}
