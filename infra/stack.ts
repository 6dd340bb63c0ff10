/**
 * JungleMailStack: wires the constructs. Everything that varies with the product (routes, triggers,
 * table shape) comes from lambdas/routes/ and lambdas/table.ts, so a new route needs no change here.
 */
import * as path from 'node:path';
import { Annotations, Aws, CfnOutput, Fn, NestedStack, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { acknowledge } from './nag';
import {
  queues,
  routes,
  streams,
  triggers,
  type RouteDef,
  type StreamDef,
  type TriggerDef,
} from '../lambdas/routes';
import { Streams } from './constructs/streams';
import { aiSettings } from './constructs/ai';
import { Api, pascal } from './constructs/api';
import { Auth } from './constructs/auth';
import { BlogSeed } from './constructs/blog';
import { Data } from './constructs/data';
import { Email } from './constructs/email';
import { AppFunction, REPO_ROOT } from './constructs/function';
import type { GrantTargets } from './constructs/grants';
import { Monitoring, type MonitoredFunction } from './constructs/monitoring';
import { SesEventsFunction } from './constructs/ses-events';
import { ScheduledFunction } from './constructs/schedules';
import { Queues } from './constructs/queues';
import { StreamFunction } from './constructs/stream-function';
import { ASSETS_KEY_PREFIX, Storage } from './constructs/storage';
import { Web } from './constructs/web';
import type { CognitoEmail } from './cognito-email';
import { builtSiteUrl, builtSiteUrlProblem } from './site-url';
import { applyStage, DEFAULT_STAGE, type Stage } from './stage';

export const SERVICE_NAME = 'jungle-mail';

export interface JungleMailStackProps extends StackProps {
  /** Built SPA folder; default `<repo>/dist/web`. */
  webDist?: string;
  /** 'offline' | 'bedrock' | 'openai'; default DEFAULT_AI_PROVIDER (infra/constructs/ai.ts). */
  aiProvider?: string;
  /** Bedrock model or inference-profile id for 'bedrock:invoke' functions. */
  bedrockModelId?: string;
  /** From address of test sends when the user's domain is not verified (an SES-verified identity). */
  mailFrom?: string;
  /** Defaults to lambdas/routes/; tests may pass a variant. */
  routes?: readonly RouteDef[];
  triggers?: readonly TriggerDef[];
  /** Stripe price ids of the paid plans (not secret); without them paid plans answer 503. */
  stripePrices?: { pro?: string; premium?: string };
  streams?: readonly StreamDef[];
  /** 'dev' | 'prod' (default prod): names alarms and the dashboard; data is retained in prod only. */
  stage?: Stage;
  /** Where alarm notifications go (an SNS e-mail subscription; confirm the e-mail AWS sends). */
  alarmEmail?: string;
  /** A custom domain for the site: CloudFront alias and an ACM certificate in us-east-1. */
  domain?: { name: string; certificateArn: string };
  /** Cognito's mail through SES from this address (infra/cognito-email.ts); default Cognito's own sender. */
  cognitoEmail?: CognitoEmail;
}

export class JungleMailStack extends Stack {
  readonly api: Api;
  readonly web: Web;
  readonly auth: Auth;
  readonly data: Data;
  readonly storage: Storage;
  readonly streams: Streams;
  readonly triggerFunctions = new Map<string, AppFunction>();
  readonly scheduled = new Map<string, ScheduledFunction>();
  /** Issue 21: the SES events handlers (kind 'ses-events'), with their rule and dead letter queue. */
  readonly sesEvents = new Map<string, SesEventsFunction>();
  readonly email: Email;
  /** The queues of background work and their dead letter queues (issues 20/21). */
  readonly queues: Queues;
  /** The dead letter queues of the 'dynamodb-stream' triggers (infra/constructs/stream-function.ts). */
  readonly streamDeadLetters = new Map<string, sqs.Queue>();
  readonly monitoring: Monitoring;
  /**
   * The alarms and the dashboard live in a nested stack: three alarms per function would take the stack past
   * CloudFormation's 500 resources per stack (509 with 48 functions), and every new function adds three more.
   */
  readonly monitoringStack: NestedStack;
  /** Every function's alarms (3 each): their own nested stack, for CloudFormation's 500 per stack. */
  readonly functionAlarmsStack: NestedStack;
  readonly stage: Stage;

  constructor(scope: Construct, id: string, props: JungleMailStackProps = {}) {
    // No indentation in the uploaded template: with an alarm set per function (issue 19) the indented
    // template nears CloudFormation's 1 MB limit (871 kB at 50 functions).
    super(scope, id, { suppressTemplateIndentation: true, ...props });
    this.stage = props.stage ?? DEFAULT_STAGE;
    applyStage(this, this.stage);
    const ai = aiSettings({ provider: props.aiProvider, bedrockModelId: props.bedrockModelId });

    this.data = new Data(this, 'Data');
    this.storage = new Storage(this, 'Storage');
    const email = new Email(this, 'Email');
    this.email = email;
    this.auth = new Auth(this, 'Auth', props.cognitoEmail ? { email: props.cognitoEmail } : {});
    this.api = new Api(this, 'Api', { userPool: this.auth.userPool, userPoolClient: this.auth.client });

    // Issue 12: streaming functions (function URLs behind CloudFront). Built before Web, whose
    // distribution uses them as origins. Their environment references neither the site nor the user
    // pool (whose PreSignUp trigger names the site: a cycle); the pool and client ids are read from the
    // deployed /config.json in the SPA bucket at cold start.
    this.streams = new Streams(this, 'Streams', {
      defs: props.streams ?? streams,
      spaBucket: this.storage.spaBucket,
      environment: {
        STAGE: 'aws',
        POWERTOOLS_SERVICE_NAME: SERVICE_NAME,
        TABLE_NAME: this.data.table.tableName,
        ASSETS_BUCKET: this.storage.assetsBucketName,
        ASSETS_PUBLIC_BASE: `https://${this.storage.assetsOriginBucket.bucketRegionalDomainName}`,
        ASSETS_KEY_PREFIX,
        AI_PROVIDER: ai.provider,
        BEDROCK_MODEL_ID: ai.bedrockModelId,
      },
      grantTargets: {
        table: this.data.table,
        assetsBucket: this.storage.assetsOriginBucket,
        assetsKeyPrefix: ASSETS_KEY_PREFIX,
        userPool: this.auth.userPool,
        sesConfigurationSetName: email.configurationSet.configurationSetName,
        bedrockModelId: ai.bedrockModelId,
      },
    });

    // Issue 22: CloudFront's origin secret, the random part of this stack's id (stable, never public).
    const originSecret = Fn.select(2, Fn.split('/', this.stackId));
    this.web = new Web(this, 'Web', {
      originSecret,
      streamBehaviors: this.streams.behaviors,
      spaBucket: this.storage.spaBucket,
      logsBucket: this.storage.logsBucket,
      assetsBucket: this.storage.assetsBucket,
      assetsOriginBucket: this.storage.assetsOriginBucket,
      assetsKeyPrefix: ASSETS_KEY_PREFIX,
      assetsUploadOrigin: this.storage.assetsUploadOrigin,
      apiEndpoint: this.api.httpApi.apiEndpoint,
      runtimeConfig: {
        region: this.region,
        userPoolId: this.auth.userPool.userPoolId,
        userPoolClientId: this.auth.client.userPoolClientId,
        aiProvider: ai.provider,
      },
      webDist: props.webDist ?? path.join(REPO_ROOT, 'dist', 'web'),
      domain: props.domain,
    });
    // Issue 19: never upload a build whose absolute URLs name localhost (or another site).
    const problem = builtSiteUrlProblem(
      builtSiteUrl(props.webDist ?? path.join(REPO_ROOT, 'dist', 'web')),
      props.domain ? `https://${props.domain.name}` : undefined,
    );
    if (problem) Annotations.of(this.web).addError(problem);
    this.storage.allowBrowserUploadsFrom([this.web.siteUrl]);

    // Billing (issue 10): the Stripe keys live in Secrets Manager, never in the template or the environment.
    // Deployed with empty keys; set them with `aws secretsmanager put-secret-value` (README, "Billing").
    const stripeSecret = new secretsmanager.Secret(this, 'StripeSecret', {
      description: 'Jungle Mail Stripe keys: JSON {"secretKey": "sk_...", "webhookSecret": "whsec_..."}',
      generateSecretString: {
        secretStringTemplate: JSON.stringify({ secretKey: '', webhookSecret: '' }),
        generateStringKey: 'unused',
      },
    });
    acknowledge(
      stripeSecret,
      'AwsSolutions-SMG4',
      'Stripe API keys are rotated in the Stripe dashboard, not by a Secrets Manager rotation Lambda.',
    );

    // Issue 20: the root of the signing keys (email hashes, unsubscribe and opt-in links), generated at the
    // first deploy and never rotated (stored hashes and links in sent mail depend on it).
    const signingSecret = new secretsmanager.Secret(this, 'SigningSecret', {
      description: 'Jungle Mail signing keys root (HKDF input); do not rotate',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    acknowledge(
      signingSecret,
      'AwsSolutions-SMG4',
      'Stored email hashes and links in mail already sent are derived from this secret; rotating it would break them.',
    );

    this.queues = new Queues(this, 'Queues', { defs: queues, triggers: props.triggers ?? triggers });
    const grantTargets: GrantTargets = {
      ...this.queues.grantTargets,
      stripeSecret,
      signingSecret,
      table: this.data.table,
      assetsBucket: this.storage.assetsBucket,
      assetsKeyPrefix: ASSETS_KEY_PREFIX,
      userPool: this.auth.userPool,
      sesConfigurationSetName: email.configurationSet.configurationSetName,
      bedrockModelId: ai.bedrockModelId,
    };
    // Triggers run inside the pool's own calls: they cannot reference the pool or its client (cycle).
    const triggerEnvironment: Record<string, string> = {
      STAGE: 'aws',
      POWERTOOLS_SERVICE_NAME: SERVICE_NAME,
      TABLE_NAME: this.data.table.tableName,
      ASSETS_BUCKET: this.storage.assetsBucket.bucketName,
      ASSETS_KEY_PREFIX,
      // Uploaded images' public URLs (CloudFront serves the key prefix at the same path).
      ASSETS_PUBLIC_BASE: `${this.web.siteUrl}/${ASSETS_KEY_PREFIX.replace(/\/$/, '')}`,
      ...(props.mailFrom ? { MAIL_FROM: props.mailFrom } : {}),
      SITE_URL: this.web.siteUrl,
      AI_PROVIDER: ai.provider,
      BEDROCK_MODEL_ID: ai.bedrockModelId,
      SES_CONFIGURATION_SET: email.configurationSet.configurationSetName,
      // Issue 35: the ARNs of the identities and the configuration set the account tenants hold.
      SES_ARN_BASE: `arn:${Aws.PARTITION}:ses:${Aws.REGION}:${Aws.ACCOUNT_ID}`,
      STRIPE_SECRET_ARN: stripeSecret.secretArn,
      SIGNING_SECRET_ARN: signingSecret.secretArn,
      ...(props.stripePrices?.pro ? { STRIPE_PRICE_PRO: props.stripePrices.pro } : {}),
      ...(props.stripePrices?.premium ? { STRIPE_PRICE_PREMIUM: props.stripePrices.premium } : {}),
    };
    const environment: Record<string, string> = {
      ...triggerEnvironment,
      USER_POOL_ID: this.auth.userPool.userPoolId,
      USER_POOL_CLIENT_ID: this.auth.client.userPoolClientId,
      ORIGIN_VERIFY_SECRET: originSecret,
    };

    this.api.addRoutes(props.routes ?? routes, environment, grantTargets);
    this.addTriggers(props.triggers ?? triggers, triggerEnvironment, environment, grantTargets);
    // The blog's posts: content/blog -> table at every deploy that changes them (issue 13).
    const blogSeed = new BlogSeed(this, 'BlogSeed', { environment: triggerEnvironment, grantTargets });

    this.monitoringStack = new NestedStack(this, 'MonitoringStack', {
      description: `Jungle Mail ${this.stage}: alarms and the dashboard`,
    });
    this.functionAlarmsStack = new NestedStack(this, 'FunctionAlarmsStack', {
      description: `Jungle Mail ${this.stage}: every function's alarms`,
    });
    this.monitoring = this.addMonitoring(props.alarmEmail, [{ id: 'blogSeed', fn: blogSeed.fn }]);

    new CfnOutput(this, 'SiteUrl', {
      value: this.web.siteUrl,
      description: 'The site (SPA, /api, /assets)',
    });
    new CfnOutput(this, 'ApiUrl', {
      value: this.api.url,
      description: 'The HTTP API (also served at <SiteUrl>/api)',
    });
    new CfnOutput(this, 'UserPoolId', { value: this.auth.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.auth.client.userPoolClientId });
    new CfnOutput(this, 'TableName', { value: this.data.table.tableName });
    new CfnOutput(this, 'AssetsBucketName', { value: this.storage.assetsBucket.bucketName });
    new CfnOutput(this, 'DistributionId', { value: this.web.distribution.distributionId });
    new CfnOutput(this, 'Stage', { value: this.stage });
    new CfnOutput(this, 'AlarmTopicArn', { value: this.monitoring.topic.topicArn });
    new CfnOutput(this, 'DashboardName', { value: this.monitoring.dashboardName });
  }

  /** Alarms on every function, the API, the table, the dead letter queues, SES and the model (issue 19). */
  private addMonitoring(alarmEmail: string | undefined, others: MonitoredFunction[]): Monitoring {
    const functions: MonitoredFunction[] = [
      ...others,
      ...[...this.api.functions].map(([id, fn]) => ({ id, fn })),
      ...[...this.streams.functions].map(([id, fn]) => ({ id, fn })),
      ...[...this.triggerFunctions].map(([id, fn]) => ({ id, fn })),
    ];
    const ids = (re: RegExp) => functions.map((f) => f.id).filter((id) => re.test(id));
    return new Monitoring(this.monitoringStack, 'Monitoring', {
      name: `JungleMail-${this.stage}`,
      alarmEmail,
      functions,
      functionAlarmsScope: this.functionAlarmsStack,
      httpApi: this.api.httpApi,
      table: this.data.table,
      deadLetterQueues: [
        ...[...this.scheduled].map(([id, s]) => ({ id, queue: s.deadLetterQueue })),
        ...[...this.sesEvents].map(([id, s]) => ({ id, queue: s.deadLetterQueue })),
        ...[...this.queues.deadLetterQueues].map(([name, queue]) => ({ id: `queue-${name}`, queue })),
        ...[...this.streamDeadLetters].map(([id, queue]) => ({ id, queue })),
      ],
      aiLogGroups: [...this.streams.functions.values()].map((fn) => fn.logGroup),
      product: {
        aiTurns: ids(/^aiChat$/),
        testSends: ids(/TestSend$/),
        dnsChecks: ids(/^dns(Verify|Recheck)$/),
      },
    });
  }

  private addTriggers(
    defs: readonly TriggerDef[],
    triggerEnvironment: Record<string, string>,
    environment: Record<string, string>,
    grantTargets: GrantTargets,
  ): void {
    for (const def of defs) {
      if (this.triggerFunctions.has(def.id))
        throw new Error(`Duplicate trigger id '${def.id}' in lambdas/routes/.`);
      const id = `Trigger${pascal(def.id)}`;
      switch (def.kind) {
        case 'cognito-pre-signup':
        case 'cognito-custom-message': {
          const fn = new AppFunction(this.auth, id, {
            def,
            environment: triggerEnvironment,
            grantTargets,
            isCognitoTrigger: true,
          });
          const operation =
            def.kind === 'cognito-pre-signup'
              ? cognito.UserPoolOperation.PRE_SIGN_UP
              : cognito.UserPoolOperation.CUSTOM_MESSAGE;
          this.auth.userPool.addTrigger(operation, fn);
          this.triggerFunctions.set(def.id, fn);
          break;
        }
        case 'schedule': {
          const scheduled = new ScheduledFunction(this, id, { def, environment, grantTargets });
          this.triggerFunctions.set(def.id, scheduled.fn);
          this.scheduled.set(def.id, scheduled);
          break;
        }
        case 'ses-events': {
          const events = new SesEventsFunction(this, id, {
            def,
            environment,
            grantTargets,
            configurationSet: this.email.configurationSet,
          });
          this.triggerFunctions.set(def.id, events.fn);
          this.sesEvents.set(def.id, events);
          break;
        }
        case 'sqs': {
          // A consumer of an area (the send worker: campaigns) lives in that area's nested stack.
          const scope = def.area ? this.api.areaStack(def.area) : this;
          const fn = new AppFunction(scope, id, { def, environment, grantTargets });
          this.queues.consume(fn, def);
          this.triggerFunctions.set(def.id, fn);
          break;
        }
        case 'dynamodb-stream': {
          const streamed = new StreamFunction(this, id, {
            def,
            table: this.data.table,
            environment,
            grantTargets,
          });
          this.triggerFunctions.set(def.id, streamed.fn);
          this.streamDeadLetters.set(def.id, streamed.deadLetterQueue);
          break;
        }
        default: {
          const unknown: never = def.kind;
          throw new Error(
            `Unknown trigger kind '${String(unknown)}' for '${def.id}': add it to infra/stack.ts.`,
          );
        }
      }
    }
  }
}
