import { trackingStatusQuerySchema, trackingStatusResponseSchema } from '../../shared/contracts/tracking';
import { pixelStatus } from '../domain/tracking/pixel-status';
import { httpRoute } from '../http/route';

/** GET /api/tracking/status (spec: test-pixel-status): has the caller's pixel sent anything, and when. */
export const handler = httpRoute({
  id: 'trackingStatus',
  contract: { query: trackingStatusQuerySchema, response: trackingStatusResponseSchema },
  handle: ({ query, identity, ports }) =>
    pixelStatus({ store: ports.store }, { accountId: identity.accountId, setupId: query.emailSetupId }),
});
