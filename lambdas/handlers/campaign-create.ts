import { campaignResponseSchema, createCampaignBodySchema } from '../../shared/contracts/campaigns';
import { createCampaign } from '../domain/campaigns/create-campaign';
import { httpRoute } from '../http/route';
import { reply } from '../http/responses';

/** POST /api/campaigns: 201 `{ campaign }`, a draft with a snapshot of the chosen email. */
export const handler = httpRoute({
  id: 'campaignCreate',
  contract: { body: createCampaignBodySchema, response: campaignResponseSchema },
  handle: async ({ identity, ports, body }) =>
    reply(201, { campaign: await createCampaign(ports, identity.accountId, body) }),
});
