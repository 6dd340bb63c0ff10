/**
 * Campaign results (issue 22): the click redirect and the opens pixel that campaign mail links to (public:
 * the signed token names the campaign and contact; CloudFront sends `/c/*` and `/o/*` here as `/api/c/*`
 * and `/api/o/*`, locally lambdas/local/campaign-link-paths.ts does the same), and the owner's results.
 */
import { type RouteDef, type TriggerDef } from './types';

export const campaignLinkRoutes = [
  {
    id: 'campaignClick',
    method: 'GET',
    path: '/api/c/{token}',
    handler: 'campaign-click.ts',
    auth: 'public',
    maxBodyBytes: 0,
    // No table:write: the click is counted by campaignClickCount, off the request path.
    grants: ['table:read', 'signing:read', 'queue:send:campaign-clicks'],
    area: 'campaigns',
  },
  {
    // The same redirect asked with HEAD: a link checker's, counted apart as a machine's click (issue 35).
    id: 'campaignClickHead',
    method: 'HEAD',
    path: '/api/c/{token}',
    handler: 'campaign-click.ts',
    auth: 'public',
    maxBodyBytes: 0,
    grants: ['table:read', 'signing:read', 'queue:send:campaign-clicks'],
    area: 'campaigns',
  },
  {
    id: 'campaignOpen',
    method: 'GET',
    path: '/api/o/{file}',
    handler: 'campaign-open.ts',
    auth: 'public',
    maxBodyBytes: 0,
    grants: ['table:read', 'table:write', 'signing:read'],
    area: 'campaigns',
  },
  {
    id: 'campaignResults',
    method: 'GET',
    path: '/api/campaigns/{campaignId}/results',
    handler: 'campaign-results.ts',
    auth: 'jwt',
    maxBodyBytes: 0,
    grants: ['table:read'],
    area: 'campaigns',
  },
] as const satisfies readonly RouteDef[];

export const campaignLinkTriggers = [
  {
    // Counts the clicks the redirect queued, once per click id (lambdas/domain/campaigns/results/click-message.ts).
    id: 'campaignClickCount',
    handler: 'campaign-click-count.ts',
    kind: 'sqs',
    queue: 'campaign-clicks',
    batchSize: 10,
    grants: ['table:read', 'table:write'],
    timeoutSeconds: 30,
    area: 'campaigns',
  },
] as const satisfies readonly TriggerDef[];
