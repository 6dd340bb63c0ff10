/**
 * Site analytics (issue 22): the report, the goals, the stream aggregator that fills the counters and the
 * nightly job that keeps the report windows' sums.
 */
import { COMMERCE_EVENT_SK_PREFIX, TRACKING_EVENT_SK_PREFIX } from '../table-definition';
import { KB, type RouteDef, type TriggerDef } from './types';

export const analyticsRoutes = [
  {
    id: 'analyticsReport',
    method: 'GET',
    path: '/api/analytics',
    handler: 'analytics-report.ts',
    auth: 'jwt',
    maxBodyBytes: 0,
    grants: ['table:read'],
    area: 'analytics',
  },
  {
    id: 'analyticsGoalCreate',
    method: 'POST',
    path: '/api/analytics/goals',
    handler: 'analytics-goal-create.ts',
    auth: 'jwt',
    maxBodyBytes: 1 * KB,
    grants: ['table:read', 'table:write'],
    area: 'analytics',
  },
  {
    id: 'analyticsGoalDelete',
    method: 'DELETE',
    path: '/api/analytics/goals/{goalId}',
    handler: 'analytics-goal-delete.ts',
    auth: 'jwt',
    maxBodyBytes: 0,
    grants: ['table:read', 'table:write'],
    area: 'analytics',
  },
  {
    // Campaign attribution (lambdas/domain/analytics/attribution.ts): the site's day items, per campaign.
    id: 'campaignAttribution',
    method: 'GET',
    path: '/api/campaigns/{campaignId}/attribution',
    handler: 'campaign-attribution.ts',
    auth: 'jwt',
    maxBodyBytes: 0,
    grants: ['table:read'],
    area: 'analytics',
  },
  // Issue 31: orders and revenue per day, and revenue credited to campaigns (revenue-report.ts).
  {
    id: 'analyticsRevenue',
    method: 'GET',
    path: '/api/analytics/revenue',
    handler: 'analytics-revenue.ts',
    auth: 'jwt',
    maxBodyBytes: 0,
    grants: ['table:read'],
    area: 'analytics',
  },
] as const satisfies readonly RouteDef[];

export const analyticsTriggers = [
  // New tracking events -> hourly counters per site (lambdas/domain/analytics/aggregate-event.ts).
  {
    id: 'analyticsAggregate',
    handler: 'analytics-aggregate.ts',
    kind: 'dynamodb-stream',
    stream: { skPrefix: TRACKING_EVENT_SK_PREFIX, batchSize: 100 },
    grants: ['table:read', 'table:write'],
    timeoutSeconds: 60,
  },
  // Each night, once a UTC day is finished: every active site's window sums (domain/analytics/window-job.ts).
  {
    id: 'analyticsWindows',
    handler: 'analytics-windows.ts',
    kind: 'schedule',
    schedule: 'cron(10 0 * * ? *)',
    grants: ['table:read', 'table:write'],
    timeoutSeconds: 900,
  },
  // Issue 31: new commerce events -> orders and revenue per day, credited to campaigns (commerce-aggregate.ts).
  {
    id: 'analyticsCommerce',
    handler: 'analytics-commerce.ts',
    kind: 'dynamodb-stream',
    stream: { skPrefix: COMMERCE_EVENT_SK_PREFIX, batchSize: 100 },
    grants: ['table:read', 'table:write'],
    timeoutSeconds: 60,
  },
] as const satisfies readonly TriggerDef[];
