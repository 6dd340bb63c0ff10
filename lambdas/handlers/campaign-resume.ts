import {
  campaignActionBodySchema,
  campaignParamsSchema,
  campaignResponseSchema,
} from '../../shared/contracts/campaigns';
import { resumeCampaign } from '../domain/campaigns/status-actions';
import { httpRoute } from '../http/route';
import { mailerPort } from '../wiring/mailer';
import { queuePort } from '../wiring/queue';

/** POST /api/campaigns/{campaignId}/resume (lambdas/domain/campaigns/status-actions.ts). */
export const handler = httpRoute({
  id: 'campaignResume',
  uses: [mailerPort, queuePort],
  contract: {
    params: campaignParamsSchema,
    body: campaignActionBodySchema,
    response: campaignResponseSchema,
  },
  handle: async ({ identity, ports, params }) => ({
    campaign: await resumeCampaign(ports, identity.accountId, params.campaignId),
  }),
});
