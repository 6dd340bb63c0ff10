/** The shapes of the route table's entries (lambdas/routes/index.ts composes the areas' lists). */
import type { ApiScope } from '../../shared/contracts/api-keys';
import type { QueueName } from './queues';

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
  /** Sign out and delete a user of the pool (AdminUserGlobalSignOut, AdminDeleteUser: "Delete my account"). */
  | 'userpool:delete'
  /** Delete SES identities (DeleteEmailIdentity: a deleted account's sending domain). */
  | 'ses:identity:delete'
  /**
   * Issue 35: make an account's SES tenant and associate its identity and the configuration set with it
   * (CreateTenant, CreateTenantResourceAssociation), on tenants named `jm-*` only.
   */
  | 'ses:tenant'
  /** Read a tenant's sending status (GetTenant: SES paused the account's sending). */
  | 'ses:tenant:read'
  /** Delete an account's SES tenant (DeleteTenant: "Delete my account", after its identity). */
  | 'ses:tenant:delete'
  /** Read the Stripe keys' Secrets Manager secret (issue 10). */
  | 'billing:secrets'
  /** Read the signing keys' root secret (issue 20: email hashes, signed links). */
  | 'signing:read'
  /** Send messages to one queue of lambdas/routes/queues.ts (sqs:SendMessage on that queue only). */
  | `queue:send:${QueueName}`
  /** Create and delete one-time EventBridge Scheduler schedules that target our queues (ports/schedules). */
  | 'schedules:write';

export interface RouteDef {
  /** Stable id: CDK logical ids and log names derive from it. */
  id: string;
  /**
   * OPTIONS only for public routes that must answer a CORS preflight themselves (the tracking ingest); HEAD
   * only for the click redirect, which link checkers ask with HEAD (issue 35).
   */
  method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
  /** API Gateway route path, with {param} segments. Always under /api. */
  path: `/api/${string}`;
  /** Module under lambdas/handlers/ exporting `handler`. */
  handler: string;
  /**
   * 'jwt': Cognito JWT authorizer in AWS, JWKS-verified locally; 'public': no authorizer; 'apikey': the public
   * API (/api/v1, issue 31): no authorizer, the handler checks the Bearer API key itself (lambdas/http/api-key.ts;
   * docs/architecture.md › Public API says why) and the route's `apiScope`.
   */
  auth: 'jwt' | 'public' | 'apikey';
  /** For 'apikey' routes: the scope the key must have (403 without it). */
  apiScope?: ApiScope;
  /** Request bodies above this answer 413 before any parsing. */
  maxBodyBytes: number;
  grants: readonly Grant[];
  timeoutSeconds?: number;
  memoryMb?: number;
  /**
   * The nested stack the route's function lives in (infra/constructs/api-area.ts). 'api': API keys and
   * /api/v1; 'shop': the brand kit, templates and the Shopify connection (issues 31 and 33).
   */
  area?: 'contacts' | 'campaigns' | 'analytics' | 'api' | 'shop';
  /** Public route that needs the visitor's address or country behind CloudFront (lambdas/routes/viewer.ts). */
  viewer?: true;
}

/** Functions that are not HTTP routes: Cognito triggers and schedules. */
/**
 * One more filter of a 'dynamodb-stream' trigger (OR'ed with its skPrefix): records whose sort key begins with
 * `skPrefix`, INSERTs, and with `modify` MODIFYs too (the table's stream carries the old image).
 */
export interface StreamFilter {
  skPrefix: string;
  modify?: boolean;
}

/** Every filter of a stream trigger: its own prefix (INSERTs) and the `also` ones. */
export const streamFilters = (stream: NonNullable<TriggerDef['stream']>): readonly StreamFilter[] => [
  { skPrefix: stream.skPrefix },
  ...(stream.also ?? []),
];

/**
 * How many times a stream trigger's failing record is retried before it is given up (to the dead letter queue
 * in AWS, infra/constructs/stream-function.ts; logged by the local poller): the same number in both.
 */
export const STREAM_RETRY_ATTEMPTS = 5;

/** Whether a stream record passes a trigger's filters (the local poller; AWS's filter criteria the same). */
export const passesStreamFilters = (
  stream: NonNullable<TriggerDef['stream']>,
  eventName: string | undefined,
  sk: string | undefined,
): boolean =>
  typeof sk === 'string' &&
  streamFilters(stream).some(
    (f) =>
      sk.startsWith(f.skPrefix) && (eventName === 'INSERT' || (f.modify === true && eventName === 'MODIFY')),
  );

export interface TriggerDef {
  id: string;
  handler: string;
  /** 'ses-events': the SES configuration set's events through EventBridge (infra/constructs/ses-events.ts). */
  kind:
    'cognito-pre-signup' | 'cognito-custom-message' | 'schedule' | 'sqs' | 'ses-events' | 'dynamodb-stream';
  /** For kind 'schedule': an EventBridge rate/cron expression. */
  schedule?: string;
  /**
   * For kind 'sqs': the queue the function consumes (an SQS event source mapping with
   * ReportBatchItemFailures; locally lambdas/local/event-source.ts). The handler gets an SQSEvent of up to
   * `batchSize` messages and answers `{ batchItemFailures: [{ itemIdentifier: messageId }] }` for the ones to retry.
   */
  queue?: QueueName;
  /** For kind 'sqs': messages per invocation (1-10). */
  batchSize?: number;
  /** For kind 'sqs': at most this many concurrent invocations (2-1000 in AWS; default: as many as SQS gives). */
  maxConcurrency?: number;
  /**
   * For kind 'dynamodb-stream': the table's stream, INSERTs whose sort key begins with `skPrefix` only
   * (an event source filter in AWS; the same test in lambdas/local/stream-poller.ts), `batchSize` records
   * at a time; a failed record is retried (bisecting the batch), then sent to a dead letter queue.
   */
  stream?: { skPrefix: string; batchSize: number; also?: readonly StreamFilter[] };
  grants: readonly Grant[];
  timeoutSeconds?: number;
  memoryMb?: number;
  /** The nested stack the function lives in (as RouteDef.area). */
  area?: 'contacts' | 'campaigns' | 'analytics';
}

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

export const KB = 1024;
export const DEFAULT_MAX_BODY_BYTES = 16 * KB;
