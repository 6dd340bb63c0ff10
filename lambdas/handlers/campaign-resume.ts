import {
  campaignActionBodySchema,
  campaignParamsSchema,
  campaignResponseSchema,
} from '../../shared/contracts/campaigns';
import { resumeCampaign } from '../domain/campaigns/status-actions';
import { httpRoute } from '../http/route';

/** POST /api/campaigns/{campaignId}/resume (lambdas/domain/campaigns/status-actions.ts). */
export const handler = httpRoute({
  id: 'campaignResume',
  contract: {
    params: campaignParamsSchema,
    body: campaignActionBodySchema,
    response: campaignResponseSchema,
  },
  handle: async ({ identity, ports, params }) => ({
    campaign: await resumeCampaign(ports, identity.userId, params.campaignId),
  }),
});
