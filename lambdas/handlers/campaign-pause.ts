import {
  campaignActionBodySchema,
  campaignParamsSchema,
  campaignResponseSchema,
} from '../../shared/contracts/campaigns';
import { pauseCampaign } from '../domain/campaigns/status-actions';
import { httpRoute } from '../http/route';

/** POST /api/campaigns/{campaignId}/pause (lambdas/domain/campaigns/status-actions.ts). */
export const handler = httpRoute({
  id: 'campaignPause',
  contract: {
    params: campaignParamsSchema,
    body: campaignActionBodySchema,
    response: campaignResponseSchema,
  },
  handle: async ({ identity, ports, params }) => ({
    campaign: await pauseCampaign(ports, identity.accountId, params.campaignId),
  }),
});
