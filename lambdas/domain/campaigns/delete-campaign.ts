import { campaignMessages, type CampaignStatus } from '../../../shared/contracts/campaigns';
import { ConditionFailedError, type Store } from '../../ports/store';
import { keys } from '../../table';
import { wrongStatus } from './campaign-errors';
import { ownedCampaign } from './get-campaign';

const deletable: readonly CampaignStatus[] = ['draft', 'cancelled'];

/** DELETE /api/campaigns/{id}: a draft or cancelled campaign and its snapshot, on condition of its status. */
export async function deleteCampaign(store: Store, userId: string, campaignId: string): Promise<void> {
  const item = await ownedCampaign(store, userId, campaignId);
  const status = item.status as CampaignStatus;
  if (!deletable.includes(status)) throw wrongStatus(campaignMessages.notDeletable);
  try {
    await store.transact([
      {
        kind: 'delete',
        key: keys.campaign(userId, campaignId),
        condition: { attribute: 'status', equals: status },
      },
      { kind: 'delete', key: keys.campaignDocument(userId, campaignId) },
    ]);
  } catch (error) {
    if (error instanceof ConditionFailedError) throw wrongStatus(campaignMessages.notDeletable);
    throw error;
  }
}
