import {
  campaignParamsSchema,
  campaignResponseSchema,
  scheduleCampaignBodySchema,
} from '../../shared/contracts/campaigns';
import { scheduleCampaign } from '../domain/campaigns/status-actions';
import { httpRoute } from '../http/route';
import { schedulesPort } from '../wiring/schedules';

/** POST /api/campaigns/{campaignId}/schedule `{ at }`: a time in the future; errors in the checks block it. */
export const handler = httpRoute({
  id: 'campaignSchedule',
  uses: [schedulesPort],
  contract: {
    params: campaignParamsSchema,
    body: scheduleCampaignBodySchema,
    response: campaignResponseSchema,
  },
  handle: async ({ identity, ports, params, body }) => ({
    campaign: await scheduleCampaign(ports, identity, params.campaignId, body.at),
  }),
});
