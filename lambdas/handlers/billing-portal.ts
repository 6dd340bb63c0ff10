import { emptyBodySchema, portalResponseSchema } from '../../shared/contracts/billing';
import { deps } from '../deps';
import { openPortal } from '../domain/billing/start-checkout';
import { httpRoute } from '../http/route';
import { paymentsPort } from '../wiring/payments';

/** POST /api/billing/portal ("Manage billing"): the customer portal's URL; 409 before any payment. */
export const handler = httpRoute({
  id: 'billingPortal',
  contract: { body: emptyBodySchema, response: portalResponseSchema },
  handle: async ({ identity, ports }) =>
    openPortal(ports, { userId: identity.accountId, siteUrl: deps().config.billing.siteUrl ?? '' }),
  uses: [paymentsPort],
});
