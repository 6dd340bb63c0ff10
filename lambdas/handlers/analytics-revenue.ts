import { revenueQuerySchema, revenueReportSchema } from '../../shared/contracts/analytics-revenue';
import { revenueReport } from '../domain/analytics/revenue-report';
import { httpRoute } from '../http/route';

/** GET /api/analytics/revenue?range (issue 31): the caller's orders and revenue per day, and by campaign. */
export const handler = httpRoute({
  id: 'analyticsRevenue',
  contract: { query: revenueQuerySchema, response: revenueReportSchema },
  handle: ({ query, identity, ports }) => revenueReport(ports, identity.accountId, query),
});
