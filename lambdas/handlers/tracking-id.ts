import { trackingIdRequestSchema, trackingIdResponseSchema } from '../../shared/contracts/tracking';
import { getOrCreateTrackingId } from '../domain/tracking/get-or-create-tracking-id';
import { httpRoute } from '../http/route';

/** POST /api/tracking/id (spec: get-or-create-tracking-id): the caller's setup's tracking id, made once. */
export const handler = httpRoute({
  id: 'trackingId',
  contract: { body: trackingIdRequestSchema, response: trackingIdResponseSchema },
  handle: ({ body, identity, ports }) =>
    getOrCreateTrackingId(
      { store: ports.store },
      { accountId: identity.accountId, setupId: body.emailSetupId },
    ),
});
