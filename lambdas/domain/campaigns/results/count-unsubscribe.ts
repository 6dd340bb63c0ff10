import { ConditionFailedError, type Store } from '../../../ports/store';
import { addCampaignCounts } from '../../items/campaign';
import { markUnsubscriber } from '../../items/campaign-engagement';

/** Unsubscribe tokens of the editor preview and test sends name no campaign. */
const NOT_A_CAMPAIGN = new Set(['preview', 'none']);

/**
 * A contact left through the unsubscribe link of a campaign's mail (the token names the campaign): the
 * campaign's `unsubscribed` counter goes up once per contact (keys.campaignUnsubscriber, in the same
 * transaction). A token of a deleted campaign counts nothing.
 */
export async function countCampaignUnsubscribe(
  store: Store,
  claims: { sub: string; contactId: string; campaignId: string },
  at: string,
): Promise<void> {
  if (NOT_A_CAMPAIGN.has(claims.campaignId)) return;
  try {
    await store.transact([
      markUnsubscriber(claims.campaignId, claims.contactId, at),
      addCampaignCounts(claims.sub, claims.campaignId, { unsubscribed: 1 }, 'present'),
    ]);
  } catch (error) {
    if (!(error instanceof ConditionFailedError)) throw error;
  }
}
