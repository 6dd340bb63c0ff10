import { campaignAttributionSchema } from '../../shared/contracts/attribution';
import { campaignParamsSchema } from '../../shared/contracts/campaigns';
import { campaignAttribution } from '../domain/analytics/campaign-attribution';
import { httpRoute } from '../http/route';

/** GET /api/campaigns/{campaignId}/attribution: visits, conversions and revenue credited to the campaign. */
export const handler = httpRoute({
  id: 'campaignAttribution',
  contract: { params: campaignParamsSchema, response: campaignAttributionSchema },
  handle: ({ identity, ports, params }) => campaignAttribution(ports, identity.accountId, params.campaignId),
});
