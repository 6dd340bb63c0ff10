/**
 * The route table, as data: the one source of truth for both CDK (infra/constructs/api.ts makes one
 * HTTP API route + one NodejsFunction per entry) and the local server (lambdas/local/ mounts the same
 * handler modules). No imports: infra reads this file.
 */

/** Least-privilege grants a function gets in AWS (infra maps each to IAM). */
export type Grant =
  | 'table:read'
  | 'table:write'
  | 'assets:read'
  | 'assets:write'
  | 'ses:send'
  | 'ses:identity'
  | 'bedrock:invoke'
  | 'userpool:read';

export interface RouteDef {
  /** Stable id: CDK logical ids and log names derive from it. */
  id: string;
  /** OPTIONS only for public routes that must answer a CORS preflight themselves (the tracking ingest). */
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
  /** API Gateway route path, with {param} segments. Always under /api. */
  path: `/api/${string}`;
  /** Module under lambdas/handlers/ exporting `handler`. */
  handler: string;
  /** 'jwt': Cognito JWT authorizer in AWS, JWKS-verified locally; 'public': no authorizer. */
  auth: 'jwt' | 'public';
  /** Request bodies above this answer 413 before any parsing. */
  maxBodyBytes: number;
  grants: readonly Grant[];
  timeoutSeconds?: number;
  memoryMb?: number;
}

/** Functions that are not HTTP routes: Cognito triggers and schedules. */
export interface TriggerDef {
  id: string;
  handler: string;
  kind: 'cognito-pre-signup' | 'schedule';
  /** For kind 'schedule': an EventBridge rate/cron expression. */
  schedule?: string;
  grants: readonly Grant[];
  timeoutSeconds?: number;
}

const KB = 1024;

export const routes = [
  {
    id: 'health',
    method: 'GET',
    path: '/api/health',
    handler: 'health.ts',
    auth: 'public',
    maxBodyBytes: 0,
    grants: ['table:read', 'assets:read', 'userpool:read'],
  },
  {
    id: 'me',
    method: 'GET',
    path: '/api/me',
    handler: 'me.ts',
    auth: 'jwt',
    maxBodyBytes: 0,
    grants: ['table:read'],
  },

  // Accounts and onboarding (issue 3): the caller's profile (created on first read) and setup record.
  {
    id: 'profileGet',
    method: 'GET',
    path: '/api/profile',
    handler: 'profile-get.ts',
    auth: 'jwt',
    maxBodyBytes: 0,
    grants: ['table:read', 'table:write'],
  },
  {
    id: 'setupGet',
    method: 'GET',
    path: '/api/setup',
    handler: 'setup-get.ts',
    auth: 'jwt',
    maxBodyBytes: 0,
    grants: ['table:read', 'table:write'],
  },
  {
    id: 'setupUpdate',
    method: 'PATCH',
    path: '/api/setup',
    handler: 'setup-update.ts',
    auth: 'jwt',
    maxBodyBytes: 32 * KB,
    grants: ['table:read', 'table:write'],
  },
  {
    id: 'setupComplete',
    method: 'POST',
    path: '/api/setup/complete',
    handler: 'setup-complete.ts',
    auth: 'jwt',
    maxBodyBytes: 1 * KB,
    grants: ['table:read', 'table:write'],
  },

  // Sending domain (issue 4): create the identity, detect the DNS provider, verify the records.
  {
    id: 'dnsInitiate',
    method: 'POST',
    path: '/api/dns/initiate',
    handler: 'dns-initiate.ts',
    auth: 'jwt',
    maxBodyBytes: 1 * KB,
    grants: ['table:read', 'table:write', 'ses:identity'],
  },
  {
    id: 'dnsProvider',
    method: 'GET',
    path: '/api/dns/provider',
    handler: 'dns-provider.ts',
    auth: 'jwt',
    maxBodyBytes: 0,
    grants: ['table:read', 'table:write'],
    timeoutSeconds: 15,
  },
  {
    id: 'dnsVerify',
    method: 'POST',
    path: '/api/dns/verify',
    handler: 'dns-verify.ts',
    auth: 'jwt',
    maxBodyBytes: 1 * KB,
    grants: ['table:read', 'table:write', 'ses:identity'],
    timeoutSeconds: 20,
  },

  // Website tracking (issue 5): the served script and the public ingest, then the owner's calls.
  {
    id: 'trackingScript',
    method: 'GET',
    path: '/api/jm.js',
    handler: 'tracking-script.ts',
    auth: 'public',
    maxBodyBytes: 0,
    grants: [],
  },
  {
    id: 'trackingIngest',
    method: 'POST',
    path: '/api/t',
    handler: 'tracking-ingest.ts',
    auth: 'public',
    maxBodyBytes: 8 * KB,
    grants: ['table:read', 'table:write'],
  },
  {
    id: 'trackingIngestPreflight',
    method: 'OPTIONS',
    path: '/api/t',
    handler: 'tracking-ingest.ts',
    auth: 'public',
    maxBodyBytes: 0,
    grants: [],
  },
  {
    id: 'trackingId',
    method: 'POST',
    path: '/api/tracking/id',
    handler: 'tracking-id.ts',
    auth: 'jwt',
    maxBodyBytes: 1 * KB,
    grants: ['table:read', 'table:write'],
  },
  {
    id: 'trackingStatus',
    method: 'GET',
    path: '/api/tracking/status',
    handler: 'tracking-status.ts',
    auth: 'jwt',
    maxBodyBytes: 0,
    grants: ['table:read'],
  },
  {
    id: 'trackingCheckSite',
    method: 'POST',
    path: '/api/tracking/check-site',
    handler: 'tracking-check-site.ts',
    auth: 'jwt',
    maxBodyBytes: 1 * KB,
    grants: ['table:read'],
    timeoutSeconds: 15,
  },
  // The blog (issue 13): public reads of the posts content/blog seeds into the table.
  {
    id: 'blogList',
    method: 'GET',
    path: '/api/blog',
    handler: 'blog-list.ts',
    auth: 'public',
    maxBodyBytes: 0,
    grants: ['table:read'],
  },
  {
    id: 'blogGet',
    method: 'GET',
    path: '/api/blog/{slug}',
    handler: 'blog-get.ts',
    auth: 'public',
    maxBodyBytes: 0,
    grants: ['table:read'],
  },
] as const satisfies readonly RouteDef[];

export const triggers = [
  // Re-verifies pending sending domains: hourly for a day, then daily for a week (issue 4).
  {
    id: 'dnsRecheck',
    handler: 'dns-recheck.ts',
    kind: 'schedule',
    schedule: 'rate(1 hour)',
    grants: ['table:read', 'table:write', 'ses:identity'],
    timeoutSeconds: 300,
  },
  { id: 'preSignUp', handler: 'pre-sign-up.ts', kind: 'cognito-pre-signup', grants: [] },
] as const satisfies readonly TriggerDef[];

export type RouteId = (typeof routes)[number]['id'];
export const DEFAULT_MAX_BODY_BYTES = 16 * KB;
