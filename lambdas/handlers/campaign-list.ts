import { campaignListResponseSchema } from '../../shared/contracts/campaigns';
import { listCampaigns } from '../domain/campaigns/get-campaign';
import { httpRoute } from '../http/route';

/** GET /api/campaigns: the caller's campaigns, newest first, with their numbers. */
export const handler = httpRoute({
  id: 'campaignList',
  contract: { response: campaignListResponseSchema },
  handle: async ({ identity, ports }) => ({
    campaigns: await listCampaigns(ports.store, identity.accountId),
  }),
});
