/**
 * The route table, as data: the one source of truth for both CDK (infra/constructs/api.ts makes one
 * HTTP API route + one NodejsFunction per entry) and the local server (lambdas/local/ mounts the same
 * handler modules). Infra reads this file, so it imports nothing but pure data from shared/ (re-exported below).
 */

/** Least-privilege grants a function gets in AWS (infra maps each to IAM). */
export type Grant =
  | 'table:read'
  | 'table:write'
  | 'assets:read'
  | 'assets:write'
  /** List and delete uploaded objects (a project delete removes its images). */
  | 'assets:delete'
  | 'ses:send'
  | 'ses:identity'
  /** Read the SES account (GetAccount: the health check's mail ping). */
  | 'ses:account'
  | 'bedrock:invoke'
  | 'userpool:read'
  /** Delete a user of the pool (AdminDeleteUser: "Delete my account"). */
  | 'userpool:delete'
  /** Delete SES identities (DeleteEmailIdentity: a deleted account's sending domain). */
  | 'ses:identity:delete'
  /** Read the Stripe keys' Secrets Manager secret (issue 10). */
  | 'billing:secrets';

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
  kind: 'cognito-pre-signup' | 'cognito-custom-message' | 'schedule';
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
    grants: ['table:read', 'assets:read', 'userpool:read', 'ses:account'],
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

  // Projects (issue 10): the caller's projects; keys from the token, another user's project is a 404.
  // by-name comes before {projectId} so the local matcher (first match) agrees with API Gateway (static first).
  {
    id: 'projectCreate',
    method: 'POST',
    path: '/api/projects',
    handler: 'project-create.ts',
    auth: 'jwt',
    maxBodyBytes: 1 * KB,
    grants: ['table:read', 'table:write'],
  },
  {
    id: 'projectList',
    method: 'GET',
    path: '/api/projects',
    handler: 'project-list.ts',
    auth: 'jwt',
    maxBodyBytes: 0,
    grants: ['table:read'],
  },
  {
    id: 'projectByName',
    method: 'GET',
    path: '/api/projects/by-name',
    handler: 'project-by-name.ts',
    auth: 'jwt',
    maxBodyBytes: 0,
    grants: ['table:read'],
  },
  {
    id: 'projectGet',
    method: 'GET',
    path: '/api/projects/{projectId}',
    handler: 'project-get.ts',
    auth: 'jwt',
    maxBodyBytes: 0,
    grants: ['table:read'],
  },
  {
    id: 'projectUpdate',
    method: 'PATCH',
    path: '/api/projects/{projectId}',
    handler: 'project-update.ts',
    auth: 'jwt',
    maxBodyBytes: 1 * KB,
    grants: ['table:read', 'table:write'],
  },
  {
    id: 'projectDelete',
    method: 'DELETE',
    path: '/api/projects/{projectId}',
    handler: 'project-delete.ts',
    auth: 'jwt',
    maxBodyBytes: 0,
    grants: ['table:read', 'table:write', 'assets:delete'],
    // It deletes the project's chat, versions and images, and reads the owner's other projects for images they show.
    timeoutSeconds: 30,
  },
  {
    id: 'projectDuplicate',
    method: 'POST',
    path: '/api/projects/{projectId}/duplicate',
    handler: 'project-duplicate.ts',
    auth: 'jwt',
    maxBodyBytes: 1 * KB,
    grants: ['table:read', 'table:write'],
  },

  // Plans and billing (issue 10): free plan, Stripe Checkout + portal, the signed webhook, the local test checkout.
  {
    id: 'billingFree',
    method: 'POST',
    path: '/api/billing/free',
    handler: 'billing-free.ts',
    auth: 'jwt',
    maxBodyBytes: 1 * KB,
    grants: ['table:read', 'table:write'],
  },
  {
    id: 'billingCheckout',
    method: 'POST',
    path: '/api/billing/checkout',
    handler: 'billing-checkout.ts',
    auth: 'jwt',
    maxBodyBytes: 1 * KB,
    grants: ['table:read', 'table:write', 'billing:secrets'],
    timeoutSeconds: 15,
  },
  {
    id: 'billingPortal',
    method: 'POST',
    path: '/api/billing/portal',
    handler: 'billing-portal.ts',
    auth: 'jwt',
    maxBodyBytes: 1 * KB,
    grants: ['table:read', 'billing:secrets'],
    timeoutSeconds: 15,
  },
  {
    id: 'billingWebhook',
    method: 'POST',
    path: '/api/billing/webhook',
    handler: 'billing-webhook.ts',
    auth: 'public',
    maxBodyBytes: 64 * KB,
    grants: ['table:read', 'table:write', 'billing:secrets'],
  },
  {
    id: 'billingTestCheckoutGet',
    method: 'GET',
    path: '/api/billing/test-checkout/{sessionId}',
    handler: 'billing-test-checkout-get.ts',
    auth: 'jwt',
    maxBodyBytes: 0,
    grants: ['table:read'],
  },
  {
    id: 'billingTestCheckoutFinish',
    method: 'POST',
    path: '/api/billing/test-checkout/{sessionId}',
    handler: 'billing-test-checkout-finish.ts',
    auth: 'jwt',
    maxBodyBytes: 1 * KB,
    grants: ['table:read', 'table:write'],
  },
  {
    id: 'billingTestPortalCancel',
    method: 'POST',
    path: '/api/billing/test-portal/cancel',
    handler: 'billing-test-portal-cancel.ts',
    auth: 'jwt',
    maxBodyBytes: 1 * KB,
    grants: ['table:read'],
  },

  // Editor backend (issue 11): the project's document with a version check, versions, image uploads, test send.
  {
    id: 'editorContentGet',
    method: 'GET',
    path: '/api/projects/{projectId}/content',
    handler: 'editor-content-get.ts',
    auth: 'jwt',
    maxBodyBytes: 0,
    grants: ['table:read'],
  },
  {
    id: 'editorContentSave',
    method: 'PUT',
    path: '/api/projects/{projectId}/content',
    handler: 'editor-content-save.ts',
    auth: 'jwt',
    maxBodyBytes: 256 * KB,
    grants: ['table:read', 'table:write'],
    memoryMb: 1024,
  },
  {
    id: 'editorVersionsList',
    method: 'GET',
    path: '/api/projects/{projectId}/versions',
    handler: 'editor-versions-list.ts',
    auth: 'jwt',
    maxBodyBytes: 0,
    grants: ['table:read'],
  },
  {
    id: 'editorVersionGet',
    method: 'GET',
    path: '/api/projects/{projectId}/versions/{versionId}',
    handler: 'editor-version-get.ts',
    auth: 'jwt',
    maxBodyBytes: 0,
    grants: ['table:read'],
  },
  {
    id: 'editorVersionRestore',
    method: 'POST',
    path: '/api/projects/{projectId}/versions/{versionId}/restore',
    handler: 'editor-version-restore.ts',
    auth: 'jwt',
    maxBodyBytes: 1 * KB,
    grants: ['table:read', 'table:write'],
  },
  {
    id: 'editorImagePresign',
    method: 'POST',
    path: '/api/projects/{projectId}/images',
    handler: 'editor-image-presign.ts',
    auth: 'jwt',
    maxBodyBytes: 2 * KB,
    grants: ['table:read', 'assets:write'],
  },
  {
    id: 'editorImageConfirm',
    method: 'POST',
    path: '/api/projects/{projectId}/images/confirm',
    handler: 'editor-image-confirm.ts',
    auth: 'jwt',
    maxBodyBytes: 2 * KB,
    grants: ['table:read', 'assets:read', 'assets:write'],
  },
  {
    id: 'editorTestSend',
    method: 'POST',
    path: '/api/projects/{projectId}/test-send',
    handler: 'editor-test-send.ts',
    auth: 'jwt',
    maxBodyBytes: 1 * KB,
    grants: ['table:read', 'table:write', 'ses:send'],
    timeoutSeconds: 15,
  },

  // AI assistant (issue 12): the chat of a project and its pending changes. The chat turn itself streams,
  // so it is not an API Gateway route: POST /api/ai/chat (shared/contracts/ai.ts AI_CHAT_PATH) is a
  // Lambda function URL behind CloudFront in AWS (lambdas/handlers/ai-chat.ts) and the local server's.
  {
    id: 'aiChatState',
    method: 'GET',
    path: '/api/projects/{projectId}/chat',
    handler: 'ai-chat-state.ts',
    auth: 'jwt',
    maxBodyBytes: 0,
    grants: ['table:read'],
  },
  {
    id: 'aiPendingManage',
    method: 'POST',
    path: '/api/projects/{projectId}/pending-changes',
    handler: 'ai-pending-manage.ts',
    auth: 'jwt',
    maxBodyBytes: 1 * KB,
    grants: ['table:read', 'table:write'],
    memoryMb: 1024,
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

  // "Delete my account" (issue 18): everything the caller owns, then their Cognito user (lambdas/domain/account).
  {
    id: 'accountDelete',
    method: 'POST',
    path: '/api/account/delete',
    handler: 'account-delete.ts',
    auth: 'jwt',
    maxBodyBytes: 1 * KB,
    grants: [
      'table:read',
      'table:write',
      'assets:delete',
      'ses:identity:delete',
      'userpool:delete',
      'billing:secrets',
    ],
    // The handler stops its work at 20 s and answers 202 (call again), inside API Gateway's 30 s.
    timeoutSeconds: 29,
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
  // The words of Cognito's code emails (email verification, password reset; issue 18).
  { id: 'customMessage', handler: 'custom-message.ts', kind: 'cognito-custom-message', grants: [] },
] as const satisfies readonly TriggerDef[];

/** The user pool's password policy, for infra (the sign-up form and the local /cognito proxy read the same). */
export { PASSWORD_POLICY } from '../shared/auth/password-policy';

/**
 * Functions that stream their answer (issue 12): API Gateway HTTP APIs cannot stream, so each is a Lambda
 * function URL in RESPONSE_STREAM mode behind CloudFront at `path` (origin access control; the function
 * verifies the Cognito token itself). Locally the server mounts the same handler at the same path.
 */
export interface StreamDef {
  id: string;
  method: 'POST';
  path: string;
  handler: string;
  grants: readonly Grant[];
  timeoutSeconds?: number;
  memoryMb?: number;
}

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
export const DEFAULT_MAX_BODY_BYTES = 16 * KB;
