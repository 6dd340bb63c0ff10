import {
  campaignParamsSchema,
  campaignResponseSchema,
  updateCampaignBodySchema,
} from '../../shared/contracts/campaigns';
import { updateCampaign } from '../domain/campaigns/update-campaign';
import { httpRoute } from '../http/route';

/** PATCH /api/campaigns/{campaignId}: a draft's or scheduled campaign's fields; `projectId` re-snapshots. */
export const handler = httpRoute({
  id: 'campaignUpdate',
  contract: {
    params: campaignParamsSchema,
    body: updateCampaignBodySchema,
    response: campaignResponseSchema,
  },
  handle: async ({ identity, ports, params, body }) => ({
    campaign: await updateCampaign(ports, identity.accountId, params.campaignId, body),
  }),
});
