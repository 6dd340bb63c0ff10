import { campaignMessages, type CampaignStatus } from '../../../shared/contracts/campaigns';
import { ConditionFailedError, type Store } from '../../ports/store';
import { deleteCampaignWrite } from '../items/campaign';
import { deleteCampaignSnapshot } from '../items/campaign-snapshot';
import { wrongStatus } from './campaign-errors';
import { ownedCampaign } from './get-campaign';

const deletable: readonly CampaignStatus[] = ['draft', 'cancelled'];

/** DELETE /api/campaigns/{id}: a draft or cancelled campaign and its snapshot, on condition of its status. */
export async function deleteCampaign(store: Store, accountId: string, campaignId: string): Promise<void> {
  const { status } = await ownedCampaign(store, accountId, campaignId);
  if (!deletable.includes(status)) throw wrongStatus(campaignMessages.notDeletable);
  try {
    await store.transact([
      deleteCampaignWrite(accountId, campaignId, status),
      deleteCampaignSnapshot(accountId, campaignId),
    ]);
  } catch (error) {
    if (error instanceof ConditionFailedError) throw wrongStatus(campaignMessages.notDeletable);
    throw error;
  }
}
