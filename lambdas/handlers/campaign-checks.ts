import { campaignChecksResponseSchema, campaignParamsSchema } from '../../shared/contracts/campaigns';
import { campaignChecks } from '../domain/campaigns/campaign-checks';
import { callerOf } from '../http/campaign-caller';
import { httpRoute } from '../http/route';

/** GET /api/campaigns/{campaignId}/checks: the checks before sending, errors first, each with its fix. */
export const handler = httpRoute({
  id: 'campaignChecks',
  contract: { params: campaignParamsSchema, response: campaignChecksResponseSchema },
  handle: async ({ identity, ports, params }) => campaignChecks(ports, callerOf(identity), params.campaignId),
});
