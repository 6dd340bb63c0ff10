/**
 * The route table, as data: the one source of truth for both CDK (infra/constructs/api.ts makes one
 * HTTP API route + one NodejsFunction per entry) and the local server (lambdas/local/ mounts the same
 * handler modules). Each area keeps its routes in its own file here; this index composes them once.
 * Infra reads this folder, so it imports nothing but pure data from shared/ (re-exported below).
 */
import { accountRoutes } from './accounts';
import { audiencePublicRoutes, audiencePublicTriggers } from './audience-public';
import { contactRoutes } from './contacts';
import { campaignRoutes } from './campaigns';
import { campaignLinkRoutes, campaignLinkTriggers } from './campaign-links';
import { analyticsRoutes, analyticsTriggers } from './analytics';
import { apiKeyRoutes } from './api-keys';
import { apiV1Routes } from './api-v1';
import { editorRoutes } from './editor';
import { flowPrebuiltRoutes, flowRoutes, flowTriggers } from './flows';
import { importRoutes, importTriggers } from './imports';
import { projectRoutes } from './projects';
import { sendingTriggers } from './sending';
import { siteRoutes } from './site';
import { shopifyRoutes } from './shopify';
import { trackingRoutes } from './tracking';
import { brandRoutes } from './brand';
import { teamRoutes } from './teams';
import { teamActivityRoutes } from './team-activity';
import type { RouteDef, StreamDef, TriggerDef } from './types';

export * from './types';
export * from './queues';
export * from './viewer';

export const routes = [
  ...accountRoutes,
  ...trackingRoutes,
  ...projectRoutes,
  ...editorRoutes,
  ...siteRoutes,
  // Before contactRoutes: the static /api/contacts/imports paths win over /api/contacts/{contactId} locally.
  ...importRoutes,
  ...contactRoutes,
  ...audiencePublicRoutes,
  ...campaignRoutes,
  ...campaignLinkRoutes,
  ...analyticsRoutes,
  ...shopifyRoutes,
  ...brandRoutes,
  ...apiKeyRoutes,
  ...apiV1Routes,
  ...flowRoutes,
  ...flowPrebuiltRoutes,
  ...teamRoutes,
  ...teamActivityRoutes,
] as const satisfies readonly RouteDef[];

export const triggers = [
  // Re-verifies pending sending domains: hourly for a day, then daily for a week (issue 4).
  {
    id: 'dnsRecheck',
    handler: 'dns-recheck.ts',
    kind: 'schedule',
    schedule: 'rate(1 hour)',
    grants: ['table:read', 'table:write', 'ses:identity', 'ses:tenant', 'ses:tenant:delete'],
    timeoutSeconds: 300,
  },
  { id: 'preSignUp', handler: 'pre-sign-up.ts', kind: 'cognito-pre-signup', grants: [] },
  // The words of Cognito's code emails (email verification, password reset; issue 18).
  { id: 'customMessage', handler: 'custom-message.ts', kind: 'cognito-custom-message', grants: [] },
  ...sendingTriggers,
  ...campaignLinkTriggers,
  ...analyticsTriggers,
  ...importTriggers,
  ...audiencePublicTriggers,
  ...flowTriggers,
] as const satisfies readonly TriggerDef[];

/** The user pool's password policy, for infra (the sign-up form and the local /cognito proxy read the same). */
export { PASSWORD_POLICY } from '../../shared/auth/password-policy';

export const streams = [
  {
    id: 'aiChat',
    method: 'POST',
    path: '/api/ai/chat',
    handler: 'ai-chat.ts',
    grants: ['table:read', 'table:write', 'bedrock:invoke'],
    timeoutSeconds: 120,
    memoryMb: 1024,
  },
] as const satisfies readonly StreamDef[];

export type RouteId = (typeof routes)[number]['id'];
