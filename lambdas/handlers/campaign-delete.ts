import { campaignParamsSchema } from '../../shared/contracts/campaigns';
import { deleteCampaign } from '../domain/campaigns/delete-campaign';
import { httpRoute } from '../http/route';
import { recordActivity } from '../domain/teams/activity-log';
import { campaignNameOf } from '../domain/teams/activity-names';

/** DELETE /api/campaigns/{campaignId}: a draft or cancelled campaign and its snapshot. */
export const handler = httpRoute({
  id: 'campaignDelete',
  contract: { params: campaignParamsSchema },
  handle: async ({ identity, ports, params }) => {
    const name = await campaignNameOf(ports.store, identity.accountId, params.campaignId);
    await deleteCampaign(ports.store, identity.accountId, params.campaignId);
    const fact = { itemId: params.campaignId, itemName: name ?? params.campaignId };
    await recordActivity(ports, identity, { action: 'campaign.deleted', ...fact });
    return { deleted: true, campaignId: params.campaignId };
  },
});
