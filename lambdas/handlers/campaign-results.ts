import { campaignResultsResponseSchema } from '../../shared/contracts/campaign-results';
import { campaignParamsSchema } from '../../shared/contracts/campaigns';
import { campaignResults } from '../domain/campaigns/results/campaign-results';
import { httpRoute } from '../http/route';

/** GET /api/campaigns/{campaignId}/results: delivered to clicks per link (the campaign page's results). */
export const handler = httpRoute({
  id: 'campaignResults',
  contract: { params: campaignParamsSchema, response: campaignResultsResponseSchema },
  handle: async ({ identity, ports, params }) => ({
    results: await campaignResults(ports.store, identity.accountId, params.campaignId),
  }),
});
