import {
  campaignActionBodySchema,
  campaignParamsSchema,
  campaignResponseSchema,
} from '../../shared/contracts/campaigns';
import { cancelCampaign } from '../domain/campaigns/status-actions';
import { httpRoute } from '../http/route';
import { schedulesPort } from '../wiring/schedules';

/** POST /api/campaigns/{campaignId}/cancel (lambdas/domain/campaigns/status-actions.ts). */
export const handler = httpRoute({
  id: 'campaignCancel',
  uses: [schedulesPort],
  contract: {
    params: campaignParamsSchema,
    body: campaignActionBodySchema,
    response: campaignResponseSchema,
  },
  handle: async ({ identity, ports, params }) => ({
    campaign: await cancelCampaign(ports, identity.accountId, params.campaignId),
  }),
});
