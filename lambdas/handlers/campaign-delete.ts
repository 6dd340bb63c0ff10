import { campaignParamsSchema } from '../../shared/contracts/campaigns';
import { deleteCampaign } from '../domain/campaigns/delete-campaign';
import { httpRoute } from '../http/route';

/** DELETE /api/campaigns/{campaignId}: a draft or cancelled campaign and its snapshot. */
export const handler = httpRoute({
  id: 'campaignDelete',
  contract: { params: campaignParamsSchema },
  handle: async ({ identity, ports, params }) => {
    await deleteCampaign(ports.store, identity.accountId, params.campaignId);
    return { deleted: true, campaignId: params.campaignId };
  },
});
