/**
 * The one mapping from a route-table grant (lambdas/routes/) to IAM. Every function gets exactly the
 * statements its `grants` list names, nothing else: no managed policies, no action wildcards. Resource
 * wildcards that cannot be avoided (object keys, per-customer SES identities, cross-region inference) are
 * acknowledged for cdk-nag right here, finding by finding, next to the statement that needs them.
 */
import { Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Grant, QueueName } from '../../lambdas/routes';
import { table as tableDef } from '../../lambdas/table';
import { acknowledgeWildcardResources } from '../nag';

/** What the grants point at. Built once by the stack and handed to every function. */
export interface GrantTargets {
  table: dynamodb.ITableV2;
  assetsBucket: s3.IBucket;
  /** Object-key prefix of browser uploads (also the CloudFront path); object access is limited to it. */
  assetsKeyPrefix: string;
  userPool: cognito.IUserPool;
  sesConfigurationSetName: string;
  /** Bedrock model or inference-profile id the AI functions may invoke. */
  bedrockModelId: string;
  /** The Stripe keys (JSON {"secretKey","webhookSecret"}), read by 'billing:secrets' functions. */
  /** Only functions granted 'billing:secrets' need it (the streaming functions have none). */
  stripeSecret?: secretsmanager.ISecret;
  /** The root of the signing keys (issue 20), read by 'signing:read' functions. */
  signingSecret?: secretsmanager.ISecret;
  /** The queues of lambdas/routes/queues.ts ('queue:send:<name>'; infra/constructs/queues.ts). */
  queues?: Partial<Record<QueueName, sqs.IQueue>>;
  /** 'schedules:write': the role EventBridge Scheduler assumes to send to the queues, and the schedule group. */
  scheduler?: { role: iam.IRole; groupName: string };
}

/** CreateSchedule, UpdateSchedule (replace), DeleteSchedule: the schedules port (lambdas/ports/schedules.ts). */
export const SCHEDULER_ACTIONS = [
  'scheduler:CreateSchedule',
  'scheduler:UpdateSchedule',
  'scheduler:DeleteSchedule',
];

export interface GrantContext {
  /** Cognito triggers cannot reference their own pool (pool -> trigger -> pool is a cycle). */
  isCognitoTrigger: boolean;
}

export const TABLE_READ_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:ConditionCheckItem',
  'dynamodb:DescribeTable',
];
export const TABLE_WRITE_ACTIONS = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
];
export const SES_IDENTITY_ACTIONS = [
  'ses:CreateEmailIdentity',
  'ses:GetEmailIdentity',
  'ses:PutEmailIdentityMailFromAttributes',
];
/** Issue 35: making an account's tenant (domain/tenants: CreateTenant, then the associations). */
export const SES_TENANT_ACTIONS = ['ses:CreateTenant', 'ses:CreateTenantResourceAssociation'];
/**
 * Every tenant the app makes is named `jm-{account}` (lambdas/domain/tenants/tenant-name.ts, TENANT_PREFIX;
 * tests/infra/stack.test.ts keeps the two the same): the tenant grants are scoped to that prefix.
 */
export const SES_TENANT_PREFIX = 'jm-';

export const BEDROCK_ACTIONS = ['bedrock:InvokeModel', 'bedrock:InvokeModelWithResponseStream'];

/** Cross-region inference profiles are named `<geo>.<model>`; the foundation model behind them is `<model>`. */
export function foundationModelOf(modelId: string): string {
  return modelId.replace(/^(us|eu|apac|us-gov|ca|jp|au|global)\./, '');
}

export function applyGrants(
  role: iam.Role,
  grants: readonly Grant[],
  targets: GrantTargets,
  context: GrantContext,
): void {
  const stack = Stack.of(role);
  const allow = (sid: string, actions: string[], resources: string[]) =>
    role.addToPrincipalPolicy(new iam.PolicyStatement({ sid, actions, resources }));

  const tableResources = [
    targets.table.tableArn,
    ...tableDef.globalSecondaryIndexes.map((gsi) => `${targets.table.tableArn}/index/${gsi.indexName}`),
  ];
  const uploads = `${targets.assetsBucket.bucketArn}/${targets.assetsKeyPrefix}*`;
  const sesIdentities = stack.formatArn({ service: 'ses', resource: 'identity', resourceName: '*' });
  // A tenant's ARN is tenant/{name}/{id}; the id is SES's, known only once it is made.
  const sesTenants = stack.formatArn({
    service: 'ses',
    resource: 'tenant',
    resourceName: `${SES_TENANT_PREFIX}*`,
  });
  const sesConfigurationSet = stack.formatArn({
    service: 'ses',
    resource: 'configuration-set',
    resourceName: targets.sesConfigurationSetName,
  });

  for (const grant of new Set(grants)) {
    switch (grant) {
      case 'table:read':
        allow('TableRead', TABLE_READ_ACTIONS, tableResources);
        break;
      case 'table:write':
        allow('TableWrite', TABLE_WRITE_ACTIONS, tableResources);
        break;
      case 'assets:read':
        allow('AssetsList', ['s3:ListBucket'], [targets.assetsBucket.bucketArn]);
        allow('AssetsRead', ['s3:GetObject'], [uploads]);
        acknowledgeWildcardResources(
          role,
          [uploads],
          'Upload object keys are generated per upload; reads are limited to the assets/ prefix of the assets bucket.',
        );
        break;
      case 'assets:write':
        // The presigned POST is signed with the function's credentials, so the function needs PutObject;
        // the upload check deletes an object that is not the image it claims to be; a contacts export is a
        // multipart upload, aborted if it fails.
        allow('AssetsWrite', ['s3:PutObject', 's3:AbortMultipartUpload', 's3:DeleteObject'], [uploads]);
        acknowledgeWildcardResources(
          role,
          [uploads],
          'Upload object keys are generated per upload; writes and deletes are limited to the assets/ prefix of the assets bucket.',
        );
        break;
      case 'assets:delete':
        allow('AssetsListForDelete', ['s3:ListBucket'], [targets.assetsBucket.bucketArn]);
        allow('AssetsDelete', ['s3:DeleteObject'], [uploads]);
        acknowledgeWildcardResources(
          role,
          [uploads],
          'A deleted project takes its uploaded images (keys generated per upload) with it; limited to the assets/ prefix.',
        );
        break;
      case 'ses:send':
        allow('SesSend', ['ses:SendEmail'], [sesIdentities, sesConfigurationSet]);
        acknowledgeWildcardResources(
          role,
          [sesIdentities],
          'Sending identities are customer domains created at run time, so their ARNs are unknown at deploy time; limited to SES identities of this account and region.',
        );
        break;
      case 'ses:account':
        // GetAccount has no resource-level permissions (Resource * is acknowledged for every role: X-Ray).
        allow('SesAccount', ['ses:GetAccount'], ['*']);
        break;
      case 'ses:identity':
        allow('SesIdentity', SES_IDENTITY_ACTIONS, [sesIdentities]);
        acknowledgeWildcardResources(
          role,
          [sesIdentities],
          'The app creates one SES identity per customer domain at run time (Easy DKIM + MAIL FROM); names are unknown at deploy time.',
        );
        break;
      case 'ses:tenant':
        // CreateTenantResourceAssociation authorizes the tenant and the resource: the identity, the set.
        allow('SesTenant', SES_TENANT_ACTIONS, [sesTenants, sesIdentities, sesConfigurationSet]);
        acknowledgeWildcardResources(
          role,
          [sesTenants, sesIdentities],
          "One SES tenant per account (jm-{account}/{SES's id}) holds that account's customer domain identity, both made at run time; limited to this account and region, and to the jm- tenants.",
        );
        break;
      case 'ses:tenant:read':
        allow('SesTenantRead', ['ses:GetTenant'], [sesTenants]);
        acknowledgeWildcardResources(
          role,
          [sesTenants],
          "Tenants are made per account at run time (jm-{account}/{SES's id}); reads are limited to the jm- tenants.",
        );
        break;
      case 'ses:tenant:delete':
        allow('SesTenantDelete', ['ses:DeleteTenant'], [sesTenants]);
        acknowledgeWildcardResources(
          role,
          [sesTenants],
          "A deleted account's tenant (jm-{account}/{SES's id}) is known only at run time; limited to the jm- tenants.",
        );
        break;
      case 'bedrock:invoke': {
        const model = targets.bedrockModelId;
        const foundationModel = `arn:${stack.partition}:bedrock:*::foundation-model/${foundationModelOf(model)}`;
        const resources = [foundationModel];
        if (foundationModelOf(model) !== model) {
          resources.push(
            stack.formatArn({ service: 'bedrock', resource: 'inference-profile', resourceName: model }),
          );
        }
        allow('BedrockInvoke', BEDROCK_ACTIONS, resources);
        acknowledgeWildcardResources(
          role,
          [foundationModel],
          'Cross-region inference may serve the configured model from any region of its geography, so the foundation-model ARN has a region wildcard; the model id itself is fixed.',
        );
        break;
      }
      case 'userpool:read':
        if (context.isCognitoTrigger) {
          const pools = stack.formatArn({ service: 'cognito-idp', resource: 'userpool', resourceName: '*' });
          allow('UserPoolRead', ['cognito-idp:AdminGetUser', 'cognito-idp:ListUsers'], [pools]);
          acknowledgeWildcardResources(
            role,
            [pools],
            'A Cognito trigger cannot reference its own user pool ARN (dependency cycle); reads are limited to user pools of this account and region.',
          );
        } else {
          allow(
            'UserPoolRead',
            ['cognito-idp:AdminGetUser', 'cognito-idp:ListUsers'],
            [targets.userPool.userPoolArn],
          );
        }
        break;
      case 'userpool:delete':
        allow(
          'UserPoolDelete',
          ['cognito-idp:AdminUserGlobalSignOut', 'cognito-idp:AdminDeleteUser'],
          [targets.userPool.userPoolArn],
        );
        break;
      case 'ses:identity:delete':
        allow('SesIdentityDelete', ['ses:DeleteEmailIdentity'], [sesIdentities]);
        acknowledgeWildcardResources(
          role,
          [sesIdentities],
          "A deleted account's sending domain is a customer domain known only at run time; limited to SES identities of this account and region.",
        );
        break;
      case 'billing:secrets':
        {
          if (!targets.stripeSecret) throw new Error("'billing:secrets' needs the Stripe secret");
          allow('BillingSecrets', ['secretsmanager:GetSecretValue'], [targets.stripeSecret.secretArn]);
        }
        break;
      case 'signing:read':
        if (!targets.signingSecret) throw new Error("'signing:read' needs the signing secret");
        allow('SigningRead', ['secretsmanager:GetSecretValue'], [targets.signingSecret.secretArn]);
        break;
      case 'schedules:write': {
        if (!targets.scheduler) throw new Error("'schedules:write' needs the scheduler role and group");
        const schedules = stack.formatArn({
          service: 'scheduler',
          resource: 'schedule',
          resourceName: `${targets.scheduler.groupName}/*`,
        });
        allow('SchedulesWrite', SCHEDULER_ACTIONS, [schedules]);
        allow('SchedulesPassRole', ['iam:PassRole'], [targets.scheduler.role.roleArn]);
        acknowledgeWildcardResources(
          role,
          [schedules],
          'One-time schedules are named per campaign at run time; limited to the schedules of our own schedule group.',
        );
        break;
      }
      default: {
        if (isQueueSend(grant)) {
          const name = grant.slice('queue:send:'.length) as QueueName;
          const queue = targets.queues?.[name];
          if (!queue) throw new Error(`'${grant}' needs the queue '${name}' (infra/constructs/queues.ts)`);
          allow(
            `QueueSend${name.replace(/(^|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase())}`,
            ['sqs:SendMessage'],
            [queue.queueArn],
          );
          break;
        }
        const unknown: never = grant;
        throw new Error(
          `Unknown grant '${String(unknown)}' in lambdas/routes/: map it in infra/constructs/grants.ts.`,
        );
      }
    }
  }
}

function isQueueSend(grant: Grant): grant is `queue:send:${QueueName}` {
  return grant.startsWith('queue:send:');
}
