import { checkSiteRequestSchema, checkSiteResponseSchema } from '../../shared/contracts/tracking';
import { checkMySite } from '../domain/tracking/check-site';
import { httpRoute } from '../http/route';

/**
 * POST /api/tracking/check-site (ours): fetches the homepage of the caller's own setup domain (never a
 * URL from the request) and says whether the snippet is there. The fetch policy is the FetchPage port's.
 */
export const handler = httpRoute({
  id: 'trackingCheckSite',
  contract: { body: checkSiteRequestSchema, response: checkSiteResponseSchema },
  handle: ({ body, identity, ports }) =>
    checkMySite(
      { store: ports.store, fetchPage: ports.fetchPage },
      { accountId: identity.accountId, setupId: body.emailSetupId },
    ),
});
