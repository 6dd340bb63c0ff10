import { audienceCountQuerySchema, audienceCountResponseSchema } from '../../shared/contracts/campaigns';
import { countAudience } from '../domain/campaigns/audience-count';
import { httpRoute } from '../http/route';

/** GET /api/campaigns/audience-count?audience=<JSON>: subscribed contacts the audience matches (the wizard's live count). */
export const handler = httpRoute({
  id: 'campaignAudienceCount',
  contract: { query: audienceCountQuerySchema, response: audienceCountResponseSchema },
  handle: async ({ identity, ports, query }) => ({
    count: await countAudience(ports.store, identity.accountId, query.audience),
  }),
});
