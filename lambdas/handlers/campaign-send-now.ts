import {
  campaignActionBodySchema,
  campaignParamsSchema,
  campaignResponseSchema,
} from '../../shared/contracts/campaigns';
import { sendCampaignNow } from '../domain/campaigns/status-actions';
import { callerOf } from '../http/campaign-caller';
import { httpRoute } from '../http/route';
import { mailerPort } from '../wiring/mailer';
import { queuePort } from '../wiring/queue';
import { recordActivity } from '../domain/teams/activity-log';

/** POST /api/campaigns/{campaignId}/send-now (lambdas/domain/campaigns/status-actions.ts). */
export const handler = httpRoute({
  id: 'campaignSendNow',
  uses: [mailerPort, queuePort],
  contract: {
    params: campaignParamsSchema,
    body: campaignActionBodySchema,
    response: campaignResponseSchema,
  },
  handle: async ({ identity, ports, params }) => {
    const campaign = await sendCampaignNow(ports, callerOf(identity), params.campaignId);
    await recordActivity(ports, identity, {
      action: 'campaign.sent',
      itemId: campaign.id,
      itemName: campaign.name,
    });
    return { campaign };
  },
});
