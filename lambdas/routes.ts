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
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
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
  { id: 'health', method: 'GET', path: '/api/health', handler: 'health.ts', auth: 'public', maxBodyBytes: 0, grants: ['table:read', 'assets:read', 'userpool:read'] },
  { id: 'me', method: 'GET', path: '/api/me', handler: 'me.ts', auth: 'jwt', maxBodyBytes: 0, grants: ['table:read'] },
] as const satisfies readonly RouteDef[];

export const triggers = [
  { id: 'preSignUp', handler: 'pre-sign-up.ts', kind: 'cognito-pre-signup', grants: [] },
] as const satisfies readonly TriggerDef[];

export type RouteId = (typeof routes)[number]['id'];
export const DEFAULT_MAX_BODY_BYTES = 16 * KB;
