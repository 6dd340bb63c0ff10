import {
  campaignParamsSchema,
  campaignResponseSchema,
  scheduleCampaignBodySchema,
} from '../../shared/contracts/campaigns';
import { scheduleCampaign } from '../domain/campaigns/status-actions';
import { callerOf } from '../http/campaign-caller';
import { httpRoute } from '../http/route';
import { schedulesPort } from '../wiring/schedules';
import { recordActivity } from '../domain/teams/activity-log';

/** POST /api/campaigns/{campaignId}/schedule `{ at }`: a time in the future; errors in the checks block it. */
export const handler = httpRoute({
  id: 'campaignSchedule',
  uses: [schedulesPort],
  contract: {
    params: campaignParamsSchema,
    body: scheduleCampaignBodySchema,
    response: campaignResponseSchema,
  },
  handle: async ({ identity, ports, params, body }) => {
    const campaign = await scheduleCampaign(ports, callerOf(identity), params.campaignId, body.at);
    await recordActivity(ports, identity, {
      action: 'campaign.scheduled',
      itemId: campaign.id,
      itemName: campaign.name,
    });
    return { campaign };
  },
});
