import * as z from 'zod';
import type { QueueName } from './routes/queues';

/**
 * The environment a handler runs with, parsed once per cold start. Every variable is documented in
 * lambdas/config.md. Locally, lambdas/local/stack.ts writes the same variables for the local stand-ins.
 */
const hostPort = z.string().regex(/^[^\s:]+(:\d{1,5})?$/, 'expected host or host:port');

/**
 * How often a silent chat stream gets a `waiting` event: well inside CloudFront's 60 s origin read
 * timeout (infra/constructs/streams.ts).
 */
export const CHAT_KEEPALIVE_DEFAULT_MS = 15_000;

/** Exported for tests/unit/tooling/config-docs.test.ts, which compares it with lambdas/config.md. */
export const envSchema = z.object({
  STAGE: z.enum(['local', 'aws']).default('aws'),
  AWS_REGION: z.string().min(1).default('us-east-1'),
  TABLE_NAME: z.string().min(1),
  ASSETS_BUCKET: z.string().min(1),
  ASSETS_PUBLIC_BASE: z.url(),
  ASSETS_KEY_PREFIX: z
    .string()
    .regex(/^([A-Za-z0-9_-]+\/)*$/, 'expected a key prefix like assets/')
    .default('assets/'),
  MAIL_FROM: z.string().min(3).default('Jungle Mail <preview@junglemail.app>'),
  SES_CONFIGURATION_SET: z.string().min(1).optional(),
  SES_ARN_BASE: z
    .string()
    .regex(/^arn:[a-z-]+:ses:[a-z0-9-]+:\d{12}$/, 'expected arn:{partition}:ses:{region}:{account}')
    .optional(),
  USER_POOL_ID: z.string().min(1),
  AI_PROVIDER: z.enum(['offline', 'bedrock', 'openai']).default('offline'),
  // Issue 12 (AI): the model behind each provider.
  BEDROCK_MODEL_ID: z.string().min(1).default('us.anthropic.claude-sonnet-4-6'),
  AWS_ENDPOINT_BEDROCK: z.url().optional(),
  OPENAI_BASE_URL: z.url().optional(),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_MODEL: z.string().min(1).optional(),
  CHAT_KEEPALIVE_MS: z.coerce.number().int().min(10).max(55_000).default(CHAT_KEEPALIVE_DEFAULT_MS),
  DNS_SERVERS: z
    .string()
    .optional()
    .transform((value) => (value ? value.split(/[\s,]+/).filter(Boolean) : undefined))
    .pipe(z.array(hostPort).optional()),
  AWS_ENDPOINT_DYNAMODB: z.url().optional(),
  AWS_ENDPOINT_S3: z.url().optional(),
  AWS_ENDPOINT_SES: z.url().optional(),
  AWS_ENDPOINT_COGNITO: z.url().optional(),
  LOG_LEVEL: z.enum(['DEBUG', 'INFO', 'WARN', 'ERROR', 'SILENT']).default('INFO'),
  DMARC_REPORT_ADDRESS: z.email().default('dmarc@junglemail.app'),
  // Billing (issue 10): see lambdas/config.md.
  SITE_URL: z.url().optional(),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_SECRET_ARN: z.string().min(1).optional(),
  STRIPE_PRICE_PRO: z.string().min(1).optional(),
  STRIPE_PRICE_PREMIUM: z.string().min(1).optional(),
  STRIPE_API_URL: z.url().optional(),
  // Issue 20: the root secret of the signing keys (lambdas/ports/signing.ts).
  SIGNING_SECRET_ARN: z.string().min(1).optional(),
  SIGNING_SECRET_FILE: z.string().min(1).optional(),
  // Issue 22: the value CloudFront adds to its origin requests (lambdas/routes/viewer.ts).
  ORIGIN_VERIFY_SECRET: z.string().min(16).optional(),
  // Issues 20/21: background work on SQS (lambdas/routes/queues.ts) and one-time schedules.
  QUEUE_URL_IMPORTS: z.url().optional(),
  QUEUE_URL_CAMPAIGN_BATCHES: z.url().optional(),
  QUEUE_URL_CAMPAIGN_SENDS: z.url().optional(),
  // Issue 29: seconds between a sending campaign's checks (lambdas/domain/campaigns/send/reconcile.ts).
  SEND_CHECK_SECONDS: z.coerce.number().int().min(1).max(900).default(900),
  /** Issue 35: seconds between the steps of a ramped campaign (send/ramp.ts). */
  RAMP_STEP_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3_600),
  QUEUE_URL_CAMPAIGN_CLICKS: z.url().optional(),
  QUEUE_URL_SIGNUPS: z.url().optional(),
  QUEUE_URL_FLOW_STEPS: z.url().optional(),
  AWS_ENDPOINT_SQS: z.url().optional(),
  SCHEDULER_ROLE_ARN: z.string().min(1).optional(),
  SCHEDULE_GROUP: z.string().min(1).default('default'),
  AWS_ENDPOINT_SCHEDULER: z.url().optional(),
  // Issue 31: Shopify's Admin API, `{shop}` replaced by the connected shop's domain.
  SHOPIFY_ADMIN_URL: z
    .string()
    .regex(/^https?:\/\/\S*\{shop\}\S*$/, 'expected a URL with {shop}, such as https://{shop}')
    .default('https://{shop}'),
});

export interface Config {
  stage: 'local' | 'aws';
  region: string;
  tableName: string;
  assetsBucket: string;
  /** Public URL prefix of uploaded objects (CloudFront path in AWS, s3rver bucket URL locally). */
  assetsPublicBase: string;
  /** Key prefix of uploaded objects in the bucket, also the path they are served at ('assets/'). */
  assetsKeyPrefix: string;
  /** The product's sender for test sends when the user's own domain is not verified. */
  mailFrom: string;
  /** SES configuration set of every send (AWS); none locally. */
  sesConfigurationSet: string | undefined;
  /** `arn:{partition}:ses:{region}:{account}`: the ARNs a tenant's resources are associated by (issue 35). */
  sesArnBase: string;
  userPoolId: string;
  aiProvider: 'offline' | 'bedrock' | 'openai';
  /** Bedrock model or inference-profile id (AI_PROVIDER=bedrock). */
  bedrockModelId: string;
  /** OpenAI-compatible server (AI_PROVIDER=openai); checked when the provider is first used. */
  openai: { baseUrl?: string; apiKey?: string; model?: string };
  /** A streamed chat answer silent this long gets a `waiting` event (CloudFront: 60 s). */
  chatKeepAliveMs: number;
  /** Seconds between the checks of a campaign being sent (SQS DelaySeconds, at most 900). */
  sendCheckSeconds: number;
  rampStepSeconds: number;
  /** host[:port] resolvers for DNS checks; the system resolver when absent. */
  dnsServers: string[] | undefined;
  endpoints: {
    dynamodb?: string;
    s3?: string;
    ses?: string;
    cognito?: string;
    bedrock?: string;
    sqs?: string;
    scheduler?: string;
  };
  logLevel: 'DEBUG' | 'INFO' | 'WARN' | 'ERROR' | 'SILENT';
  /** rua= address of the DMARC record proposed to users whose domain has none. */
  dmarcReportAddress: string;
  billing: BillingConfig;
  /** Where the signing keys' root secret is: a Secrets Manager ARN (AWS) or a file (local stage only). */
  signing: { secretArn: string | undefined; secretFile: string | undefined };
  /** URL of each queue this function may use (QUEUE_URL_<NAME>). */
  queueUrls: Partial<Record<QueueName, string>>;
  /** EventBridge Scheduler (AWS): the role schedules assume to send to a queue, and their group. */
  scheduler: { roleArn: string | undefined; group: string };
  /** CloudFront's origin secret: viewer headers are believed only beside it (lambdas/http/client-ip.ts). */
  originVerifySecret: string | undefined;
  /** Shopify's Admin API base with `{shop}` (issue 31): https://{shop}, or the local stand-in. */
  shopifyAdminUrl: string;
}

/** Stripe when keys (or the Secrets Manager ARN holding them) are set; else the local test checkout. */
export interface BillingConfig {
  mode: 'stripe' | 'test';
  /** Where checkout and the portal send the browser back to (the site's origin). */
  siteUrl: string | undefined;
  secretKey: string | undefined;
  webhookSecret: string | undefined;
  /** Secrets Manager secret (JSON {"secretKey","webhookSecret"}) read through the Lambda extension. */
  secretArn: string | undefined;
  prices: { pro: string | undefined; premium: string | undefined };
  /** Tests: the Stripe API at a loopback URL. */
  apiUrl: string | undefined;
}

/** Locally, without keys: the signing secret of the test checkout's webhook events (not a secret). */
export const LOCAL_WEBHOOK_SECRET = 'whsec_local_test_checkout_not_a_secret';
export const LOCAL_PRICES = { pro: 'price_local_pro', premium: 'price_local_premium' } as const;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function parseConfig(env: Record<string, string | undefined>): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new ConfigError(`Invalid environment for the API (${problems}). See lambdas/config.md.`);
  }
  const e = parsed.data;
  return {
    stage: e.STAGE,
    region: e.AWS_REGION,
    tableName: e.TABLE_NAME,
    assetsBucket: e.ASSETS_BUCKET,
    assetsPublicBase: e.ASSETS_PUBLIC_BASE.replace(/\/+$/, ''),
    assetsKeyPrefix: e.ASSETS_KEY_PREFIX,
    mailFrom: e.MAIL_FROM,
    sesConfigurationSet: e.SES_CONFIGURATION_SET,
    sesArnBase: e.SES_ARN_BASE ?? `arn:aws:ses:${e.AWS_REGION}:000000000000`,
    userPoolId: e.USER_POOL_ID,
    aiProvider: e.AI_PROVIDER,
    bedrockModelId: e.BEDROCK_MODEL_ID,
    openai: { baseUrl: e.OPENAI_BASE_URL, apiKey: e.OPENAI_API_KEY, model: e.OPENAI_MODEL },
    chatKeepAliveMs: e.CHAT_KEEPALIVE_MS,
    sendCheckSeconds: e.SEND_CHECK_SECONDS,
    rampStepSeconds: e.RAMP_STEP_SECONDS,
    dnsServers: e.DNS_SERVERS,
    endpoints: {
      dynamodb: e.AWS_ENDPOINT_DYNAMODB,
      s3: e.AWS_ENDPOINT_S3,
      ses: e.AWS_ENDPOINT_SES,
      cognito: e.AWS_ENDPOINT_COGNITO,
      bedrock: e.AWS_ENDPOINT_BEDROCK,
      sqs: e.AWS_ENDPOINT_SQS,
      scheduler: e.AWS_ENDPOINT_SCHEDULER,
    },
    logLevel: e.LOG_LEVEL,
    dmarcReportAddress: e.DMARC_REPORT_ADDRESS,
    billing: billingOf(e),
    signing: {
      secretArn: e.SIGNING_SECRET_ARN,
      secretFile: e.STAGE === 'local' ? e.SIGNING_SECRET_FILE : undefined,
    },
    queueUrls: {
      imports: e.QUEUE_URL_IMPORTS,
      'campaign-batches': e.QUEUE_URL_CAMPAIGN_BATCHES,
      'campaign-sends': e.QUEUE_URL_CAMPAIGN_SENDS,
      'campaign-clicks': e.QUEUE_URL_CAMPAIGN_CLICKS,
      signups: e.QUEUE_URL_SIGNUPS,
      'flow-steps': e.QUEUE_URL_FLOW_STEPS,
    } satisfies Record<QueueName, string | undefined>,
    scheduler: { roleArn: e.SCHEDULER_ROLE_ARN, group: e.SCHEDULE_GROUP },
    originVerifySecret: e.ORIGIN_VERIFY_SECRET,
    shopifyAdminUrl: e.SHOPIFY_ADMIN_URL,
  };
}

function billingOf(e: z.infer<typeof envSchema>): BillingConfig {
  const stripe = Boolean(e.STRIPE_SECRET_KEY || e.STRIPE_SECRET_ARN);
  // Only the local stage may fall back to the test checkout: in AWS without keys paid plans are unavailable.
  const test = !stripe && e.STAGE === 'local';
  return {
    mode: stripe || !test ? 'stripe' : 'test',
    siteUrl: e.SITE_URL?.replace(/\/+$/, ''),
    secretKey: e.STRIPE_SECRET_KEY,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? (test ? LOCAL_WEBHOOK_SECRET : undefined),
    secretArn: e.STRIPE_SECRET_ARN,
    prices: {
      pro: e.STRIPE_PRICE_PRO ?? (test ? LOCAL_PRICES.pro : undefined),
      premium: e.STRIPE_PRICE_PREMIUM ?? (test ? LOCAL_PRICES.premium : undefined),
    },
    apiUrl: e.STRIPE_API_URL,
  };
}
