import { campaignResponseSchema, createCampaignBodySchema } from '../../shared/contracts/campaigns';
import { createCampaign } from '../domain/campaigns/create-campaign';
import { httpRoute } from '../http/route';
import { reply } from '../http/responses';
import { recordActivity } from '../domain/teams/activity-log';

/** POST /api/campaigns: 201 `{ campaign }`, a draft with a snapshot of the chosen email. */
export const handler = httpRoute({
  id: 'campaignCreate',
  contract: { body: createCampaignBodySchema, response: campaignResponseSchema },
  handle: async ({ identity, ports, body }) => {
    const campaign = await createCampaign(ports, identity.accountId, body);
    await recordActivity(ports, identity, {
      action: 'campaign.created',
      itemId: campaign.id,
      itemName: campaign.name,
    });
    return reply(201, { campaign });
  },
});
