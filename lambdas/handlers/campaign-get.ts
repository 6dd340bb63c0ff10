import { campaignParamsSchema, campaignResponseSchema } from '../../shared/contracts/campaigns';
import { getCampaign } from '../domain/campaigns/get-campaign';
import { httpRoute } from '../http/route';

/** GET /api/campaigns/{campaignId}: the campaign, its status and numbers (the campaign page polls it). */
export const handler = httpRoute({
  id: 'campaignGet',
  contract: { params: campaignParamsSchema, response: campaignResponseSchema },
  handle: async ({ identity, ports, params }) => ({
    campaign: await getCampaign(ports.store, identity.accountId, params.campaignId),
  }),
});
