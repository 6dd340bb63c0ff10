import { analyticsQuerySchema, analyticsReportSchema } from '../../shared/contracts/analytics';
import { analyticsReport } from '../domain/analytics/report';
import { httpRoute } from '../http/route';

/** GET /api/analytics?range&tz: the caller's own site analytics (issue 22). */
export const handler = httpRoute({
  id: 'analyticsReport',
  contract: { query: analyticsQuerySchema, response: analyticsReportSchema },
  handle: ({ query, identity, ports }) => analyticsReport(ports, identity.accountId, query),
});
