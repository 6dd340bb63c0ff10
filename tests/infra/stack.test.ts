import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import type { CfnElement } from 'aws-cdk-lib';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_POLICY, routes, triggers, type Grant, type RouteDef } from '../../lambdas/routes';
import { table as tableDef } from '../../lambdas/table';
import { DEFAULT_AI_PROVIDER, DEFAULT_BEDROCK_MODEL_ID } from '../../infra/constructs/ai';
import { CHAT_KEEPALIVE_DEFAULT_MS } from '../../lambdas/config';
import { TENANT_PREFIX } from '../../lambdas/domain/tenants/tenant-name';
import { SES_TENANT_PREFIX } from '../../infra/constructs/grants';
import { runtimeConfigSchema } from '../../shared/contracts/runtime-config';
import {
  actionsOfRole,
  inParent,
  nagFindings,
  refId,
  removeTempDirs,
  REPO_ROOT,
  resourcesOf,
  synth,
  type CfnResource,
  type CfnTemplate,
  type NagFinding,
  type Synthesized,
} from './synth';

let s: Synthesized;
beforeAll(() => {
  s = synth();
});
afterAll(removeTempDirs);

const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

/** nodejs22.x or newer. */
const isSupportedNodeRuntime = (runtime: unknown) =>
  typeof runtime === 'string' && /^nodejs(\d+)\.x$/.test(runtime) && Number(/\d+/.exec(runtime)?.[0]) >= 22;

/** All routes, each with the template that holds it (the main stack's or its area's nested stack's). */
function allRoutes(): { json: CfnTemplate; route: CfnResource }[] {
  return s.apiTemplates.flatMap((json) =>
    resourcesOf(json, 'AWS::ApiGatewayV2::Route').map(([, route]) => ({ json, route })),
  );
}

/** The route with this key, and the template holding it (and so its integration, function and role). */
function routeResource(routeKey: string): { json: CfnTemplate; route: CfnResource } {
  const found = allRoutes().filter(({ route }) => route.Properties?.RouteKey === routeKey);
  expect(found, `one route ${routeKey}`).toHaveLength(1);
  return found[0]!;
}

/** Route -> integration -> function logical id (in the route's template). */
function functionIdOfRoute({ json, route }: { json: CfnTemplate; route: CfnResource }): string {
  const target = route.Properties?.Target as { 'Fn::Join': [string, unknown[]] };
  const integrationId = refId(target['Fn::Join'][1][1]);
  const integration = json.Resources[integrationId!]!;
  expect(integration.Type).toBe('AWS::ApiGatewayV2::Integration');
  // The route joins the parent's HTTP API.
  expect(refId(inParent(s, json, route.Properties?.ApiId))).toBe(
    resourcesOf(s.json, 'AWS::ApiGatewayV2::Api')[0]![0],
  );
  const fnId = refId(integration.Properties?.IntegrationUri);
  expect(json.Resources[fnId!]?.Type).toBe('AWS::Lambda::Function');
  return fnId!;
}

function roleIdOfFunction(json: CfnTemplate, fnId: string): string {
  return refId(json.Resources[fnId]!.Properties?.Role)!;
}

describe('lambdas/routes/ drives the HTTP API', () => {
  it('has exactly one API route per entry of lambdas/routes/', () => {
    expect(allRoutes()).toHaveLength(routes.length);
  });

  it.each((routes as readonly RouteDef[]).map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s has a route and its own function',
    (routeKey, route) => {
      const found = routeResource(routeKey);
      const fnId = functionIdOfRoute(found);
      const fn = found.json.Resources[fnId]!.Properties!;
      // An area route lives in its area's nested stack, the others in the main stack.
      expect(found.json).toBe(route.area ? s.areas.get(route.area)?.json : s.json);
      expect(isSupportedNodeRuntime(fn.Runtime), String(fn.Runtime)).toBe(true);
      expect(fn.Architectures).toEqual(['arm64']);
      expect(fn.Handler).toBe('index.handler');
      expect(fn.TracingConfig).toEqual({ Mode: 'Active' });
      expect(fn.Timeout).toBe(route.timeoutSeconds ?? 10);
      const env = (fn.Environment as { Variables: Record<string, unknown> }).Variables;
      for (const key of [
        'STAGE',
        'TABLE_NAME',
        'ASSETS_BUCKET',
        'ASSETS_KEY_PREFIX',
        'ASSETS_PUBLIC_BASE',
        'USER_POOL_ID',
        'AI_PROVIDER',
        'SES_CONFIGURATION_SET',
        'POWERTOOLS_SERVICE_NAME',
      ]) {
        expect(env, key).toHaveProperty(key);
      }
      expect(env.STAGE).toBe('aws');
      // Its log group has a retention and its role no AWS managed policy.
      expect(refId(fn.LoggingConfig && (fn.LoggingConfig as { LogGroup: unknown }).LogGroup)).toBeDefined();
      const role = found.json.Resources[roleIdOfFunction(found.json, fnId)]!;
      expect(role.Properties?.ManagedPolicyArns).toBeUndefined();
    },
  );

  it('sets on functions only variables that lambdas/config.md documents', () => {
    const documented = readFileSync(path.join(REPO_ROOT, 'lambdas/config.md'), 'utf8');
    const names = new Set<string>();
    for (const [, resource] of s.apiTemplates.flatMap((t) => resourcesOf(t, 'AWS::Lambda::Function'))) {
      const vars = (resource.Properties?.Environment as { Variables?: Record<string, unknown> } | undefined)
        ?.Variables;
      // Ours carry STAGE; CDK's own helper functions (bucket deployment, log retention) set their own.
      if (vars && 'STAGE' in vars) Object.keys(vars).forEach((name) => names.add(name));
    }
    expect(names.size).toBeGreaterThan(5);
    for (const name of names) expect(documented, name).toContain(`\`${name}\``);
  });

  it('gives every route its own function', () => {
    // Logical ids are per template, so a function is told apart by its template and id.
    const fns = routes.map((r) => {
      const found = routeResource(`${r.method} ${r.path}`);
      return found.json.Resources[functionIdOfRoute(found)];
    });
    expect(new Set(fns).size).toBe(routes.length);
  });

  it('puts the Cognito JWT authorizer on jwt routes and none on public routes', () => {
    const [[authorizerId, authorizer]] = resourcesOf(s.json, 'AWS::ApiGatewayV2::Authorizer') as [
      [string, CfnResource],
    ];
    expect(authorizer.Properties).toMatchObject({
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
    });
    const jwt = authorizer.Properties!.JwtConfiguration as { Audience: unknown[]; Issuer: unknown };
    expect(refId(jwt.Audience[0])).toMatch(/^AuthUserPoolWebClient/);
    const issuer = JSON.stringify(jwt.Issuer);
    expect(issuer).toContain('https://cognito-idp.');
    expect(issuer).toMatch(/"Ref":"AuthUserPool[0-9A-F]+"/);

    for (const r of routes) {
      const { json, route } = routeResource(`${r.method} ${r.path}`);
      const props = route.Properties!;
      if (r.auth === 'jwt') {
        expect(props.AuthorizationType, r.id).toBe('JWT');
        // An area route's AuthorizerId is a parameter; the parent passes it the authorizer's id.
        expect(refId(inParent(s, json, props.AuthorizerId)), r.id).toBe(authorizerId);
      } else {
        expect(props.AuthorizationType, r.id).toBe('NONE');
        expect(props.AuthorizerId, r.id).toBeUndefined();
      }
    }
  });

  it('logs access and throttles the default stage', () => {
    s.template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: {
        DestinationArn: Match.anyValue(),
        Format: Match.stringLikeRegexp('context.requestId'),
      },
      DefaultRouteSettings: { ThrottlingBurstLimit: Match.anyValue(), ThrottlingRateLimit: Match.anyValue() },
    });
  });
});

/** What each grant may add to a role (beyond logs and X-Ray, which every function has). */
const GRANT_ACTIONS: Record<Grant, RegExp> = {
  'table:read': /^dynamodb:(GetItem|BatchGetItem|Query|ConditionCheckItem|DescribeTable)$/,
  'table:write': /^dynamodb:(PutItem|UpdateItem|DeleteItem|BatchWriteItem|ConditionCheckItem)$/,
  'assets:read': /^s3:(GetObject|ListBucket)$/,
  'assets:write': /^s3:(PutObject|AbortMultipartUpload|DeleteObject)$/,
  'assets:delete': /^s3:(ListBucket|DeleteObject)$/,
  'ses:send': /^ses:SendEmail$/,
  'ses:account': /^ses:GetAccount$/,
  'ses:identity': /^ses:(CreateEmailIdentity|GetEmailIdentity|PutEmailIdentityMailFromAttributes)$/,
  'bedrock:invoke': /^bedrock:(InvokeModel|InvokeModelWithResponseStream)$/,
  'userpool:read': /^cognito-idp:(AdminGetUser|ListUsers)$/,
  'userpool:delete': /^cognito-idp:(AdminUserGlobalSignOut|AdminDeleteUser)$/,
  'ses:identity:delete': /^ses:DeleteEmailIdentity$/,
  'ses:tenant': /^ses:(CreateTenant|CreateTenantResourceAssociation)$/,
  'ses:tenant:read': /^ses:GetTenant$/,
  'ses:tenant:delete': /^ses:DeleteTenant$/,
  'billing:secrets': /^secretsmanager:GetSecretValue$/,
  'signing:read': /^secretsmanager:GetSecretValue$/,
  'queue:send:imports': /^sqs:SendMessage$/,
  'queue:send:campaign-batches': /^sqs:SendMessage$/,
  'queue:send:campaign-sends': /^sqs:SendMessage$/,
  'queue:send:campaign-clicks': /^sqs:SendMessage$/,
  'queue:send:signups': /^sqs:SendMessage$/,
  'queue:send:flow-steps': /^sqs:SendMessage$/,
  'schedules:write': /^(scheduler:(CreateSchedule|UpdateSchedule|DeleteSchedule)|iam:PassRole)$/,
};
const BASELINE = /^(logs:(CreateLogStream|PutLogEvents)|xray:(PutTraceSegments|PutTelemetryRecords))$/;

function expectLeastPrivilege(
  json: Synthesized['json'],
  fnId: string,
  grants: readonly Grant[],
  label: string,
  /** Actions the infrastructure itself adds (a schedule's on-failure dead letter queue), beyond the grants. */
  infrastructure?: RegExp,
) {
  const actions = actionsOfRole(json, refId(json.Resources[fnId]!.Properties?.Role)!);
  for (const action of actions) {
    const allowed =
      BASELINE.test(action) ||
      infrastructure?.test(action) === true ||
      grants.some((g) => GRANT_ACTIONS[g].test(action));
    expect(allowed, `${label}: ${action} is not covered by its grants [${grants.join(', ')}]`).toBe(true);
  }
  for (const grant of grants) {
    expect(
      actions.some((a) => GRANT_ACTIONS[grant].test(a)),
      `${label}: grant ${grant} is missing`,
    ).toBe(true);
  }
}

describe('least privilege from the route table', () => {
  it.each(routes.map((r) => [r.id, r] as const))('route %s gets exactly its grants', (_id, route) => {
    const found = routeResource(`${route.method} ${route.path}`);
    expectLeastPrivilege(found.json, functionIdOfRoute(found), route.grants, route.id);
  });

  it('lets only "Delete my account" delete Cognito users (this pool) and SES identities', () => {
    const deleting = routes.filter((r) =>
      (r.grants as readonly Grant[]).some((g) => g === 'userpool:delete' || g === 'ses:identity:delete'),
    );
    expect(deleting.map((r) => r.id)).toEqual(['accountDelete']);
    const docs = resourcesOf(s.json, 'AWS::IAM::Policy').map(([, p]) =>
      JSON.stringify(p.Properties!.PolicyDocument),
    );
    const withDelete = docs.filter((doc) => doc.includes('cognito-idp:AdminDeleteUser'));
    expect(withDelete).toHaveLength(1);
    expect(withDelete[0]).toContain('ses:DeleteEmailIdentity');
    // The pool's own ARN, not a wildcard over pools.
    expect(withDelete[0]).not.toMatch(/userpool\/\*/);
    expect(docs.filter((doc) => doc.includes('ses:DeleteEmailIdentity'))).toHaveLength(1);
  });

  it('scopes the SES tenant grants to the jm- tenants the app names, and lets only the owners of the flow use them', () => {
    expect(SES_TENANT_PREFIX).toBe(TENANT_PREFIX);
    const all = [...routes, ...triggers] as readonly { id: string; grants: readonly Grant[] }[];
    const using = (grant: Grant) => all.filter((r) => r.grants.includes(grant)).map((r) => r.id);
    expect(using('ses:tenant')).toEqual(['dnsVerify', 'dnsRecheck']);
    // A verification or recheck that loses to a deletion deletes the tenant it may have made (run-tenant.ts).
    expect(using('ses:tenant:delete')).toEqual(['dnsVerify', 'accountDelete', 'dnsRecheck']);
    // SES's pause comes before the guard's: the sending pages and the starts read the tenant's status.
    expect(using('ses:tenant:read')).toEqual([
      'campaignSendNow',
      'campaignResume',
      'sendingStatus',
      'sendingResume',
    ]);
    const statements = resourcesOf(s.json, 'AWS::IAM::Policy').flatMap(
      ([, p]) =>
        (p.Properties!.PolicyDocument as { Statement: { Action: unknown; Resource: unknown }[] }).Statement,
    );
    const tenantStatements = statements.filter((st) => JSON.stringify(st.Action).includes('Tenant'));
    expect(tenantStatements.length).toBeGreaterThanOrEqual(3);
    for (const st of tenantStatements) {
      const resources = JSON.stringify(st.Resource);
      expect(resources).toContain(':tenant/jm-*');
      expect(resources).not.toMatch(/:tenant\/\*|"\*"/);
      // Associations reach the identities and the one configuration set, nothing else of SES.
      for (const [, piece] of resources.matchAll(/"(:[a-z-]+\/[^"]*)"/g))
        expect(piece).toMatch(/^:(tenant\/jm-\*|identity\/\*|configuration-set\/)$/);
    }
  });

  it('grants Bedrock to no API route; only the streaming chat function (streams) may invoke it', () => {
    expect(routes.some((r) => (r.grants as readonly Grant[]).includes('bedrock:invoke'))).toBe(false);
    const chatFn = s.stack.streams.functions.get('aiChat')!;
    const chatRole = refId(
      s.json.Resources[s.stack.getLogicalId(chatFn.node.defaultChild as CfnElement)]!.Properties!.Role,
    );
    for (const [, policy] of resourcesOf(s.json, 'AWS::IAM::Policy')) {
      const doc = JSON.stringify(policy.Properties!.PolicyDocument);
      const isChat = (policy.Properties!.Roles as unknown[]).some((r) => refId(r) === chatRole);
      expect(doc.includes('bedrock:'), `bedrock in a policy of ${String(policy.Properties!.Roles)}?`).toBe(
        isChat,
      );
    }
  });

  it('wires the PreSignUp trigger from triggers', () => {
    const preSignUp = triggers.find((t) => t.kind === 'cognito-pre-signup');
    expect(preSignUp).toBeDefined();
    const [[, pool]] = resourcesOf(s.json, 'AWS::Cognito::UserPool') as [[string, CfnResource]];
    const fnId = refId((pool.Properties!.LambdaConfig as { PreSignUp: unknown }).PreSignUp)!;
    const fn = s.json.Resources[fnId]!.Properties!;
    expect(isSupportedNodeRuntime(fn.Runtime)).toBe(true);
    expect(fn.Architectures).toEqual(['arm64']);
    expectLeastPrivilege(s.json, fnId, preSignUp!.grants, preSignUp!.id);
  });

  it('wires the CustomMessage trigger (the code emails) and verifies email by code (issue 18)', () => {
    const customMessage = triggers.find((t) => t.kind === 'cognito-custom-message');
    expect(customMessage).toBeDefined();
    const [[, pool]] = resourcesOf(s.json, 'AWS::Cognito::UserPool') as [[string, CfnResource]];
    expect(pool.Properties!.AutoVerifiedAttributes).toEqual(['email']);
    const fnId = refId((pool.Properties!.LambdaConfig as { CustomMessage: unknown }).CustomMessage)!;
    expect(fnId).toBeDefined();
    expect(isSupportedNodeRuntime(s.json.Resources[fnId]!.Properties!.Runtime)).toBe(true);
    expectLeastPrivilege(s.json, fnId, customMessage!.grants, customMessage!.id);
  });

  it("sets the user pool's password policy from shared/auth (what the form and the local proxy enforce)", () => {
    const [[, pool]] = resourcesOf(s.json, 'AWS::Cognito::UserPool') as [[string, CfnResource]];
    expect((pool.Properties!.Policies as { PasswordPolicy: unknown }).PasswordPolicy).toMatchObject({
      MinimumLength: PASSWORD_POLICY.minLength,
      RequireLowercase: PASSWORD_POLICY.requireLowercase,
      RequireUppercase: PASSWORD_POLICY.requireUppercase,
      RequireNumbers: PASSWORD_POLICY.requireDigits,
      RequireSymbols: PASSWORD_POLICY.requireSymbols,
    });
  });
});

describe('a route table with AI and schedules (no infra change needed)', () => {
  let variant: Synthesized;
  beforeAll(() => {
    variant = synth({
      bedrockModelId: 'us.anthropic.claude-sonnet-4-20250514-v1:0',
      streams: [],
      routes: [
        ...routes,
        {
          id: 'aiDraft',
          method: 'POST',
          path: '/api/projects/{projectId}/draft',
          handler: 'health.ts',
          auth: 'jwt',
          maxBodyBytes: 1024,
          grants: ['table:read', 'table:write', 'bedrock:invoke'],
          timeoutSeconds: 29,
          memoryMb: 1024,
        },
        {
          id: 'sendPreview',
          method: 'POST',
          path: '/api/send-preview',
          handler: 'health.ts',
          auth: 'jwt',
          maxBodyBytes: 1024,
          grants: ['ses:send', 'ses:identity', 'assets:write', 'userpool:read'],
        },
      ],
      triggers: [
        ...triggers,
        {
          id: 'purgeEvents',
          handler: 'health.ts',
          kind: 'schedule',
          schedule: 'rate(1 day)',
          grants: ['table:write'],
        },
      ],
    });
  });

  const fnOf = (routeKey: string) => {
    const [[, route]] = resourcesOf(variant.json, 'AWS::ApiGatewayV2::Route').filter(
      ([, r]) => r.Properties?.RouteKey === routeKey,
    ) as [[string, CfnResource]];
    const target = route.Properties!.Target as { 'Fn::Join': [string, unknown[]] };
    return refId(variant.json.Resources[refId(target['Fn::Join'][1][1])!]!.Properties!.IntegrationUri)!;
  };

  it('gives bedrock:InvokeModel* on the configured model to the AI function only', () => {
    const aiFn = fnOf('POST /api/projects/{projectId}/draft');
    expectLeastPrivilege(variant.json, aiFn, ['table:read', 'table:write', 'bedrock:invoke'], 'aiDraft');
    const aiRole = refId(variant.json.Resources[aiFn]!.Properties!.Role);
    for (const [, policy] of resourcesOf(variant.json, 'AWS::IAM::Policy')) {
      const doc = JSON.stringify(policy.Properties!.PolicyDocument);
      const isAiRole = (policy.Properties!.Roles as unknown[]).some((r) => refId(r) === aiRole);
      expect(doc.includes('bedrock:'), `bedrock in a policy of ${aiRole}?`).toBe(isAiRole);
      if (isAiRole) {
        expect(doc).toContain('foundation-model/anthropic.claude-sonnet-4-20250514-v1:0');
        expect(doc).toContain('inference-profile/us.anthropic.claude-sonnet-4-20250514-v1:0');
      }
    }
    const fn = variant.json.Resources[aiFn]!.Properties!;
    expect(fn.MemorySize).toBe(1024);
    expect(fn.Timeout).toBe(29);
  });

  it('maps the SES, upload and user-pool grants', () => {
    expectLeastPrivilege(
      variant.json,
      fnOf('POST /api/send-preview'),
      ['ses:send', 'ses:identity', 'assets:write', 'userpool:read'],
      'sendPreview',
    );
  });

  it('runs schedule triggers from an EventBridge rule', () => {
    variant.template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 day)',
      State: 'ENABLED',
      Targets: [Match.objectLike({ Arn: Match.anyValue() })],
    });
    const rules = resourcesOf(variant.json, 'AWS::Events::Rule') as [string, CfnResource][];
    const [, rule] = rules.find(([, r]) => r.Properties?.ScheduleExpression === 'rate(1 day)')!;
    const fnId = refId((rule.Properties!.Targets as { Arn: unknown }[])[0]!.Arn)!;
    // Lambda's on-failure destination (its dead letter queue, issue 19) needs these on that queue.
    const deadLetter = /^sqs:(SendMessage|GetQueueAttributes|GetQueueUrl)$/;
    expectLeastPrivilege(variant.json, fnId, ['table:write'], 'purgeEvents', deadLetter);
  });

  it('still passes cdk-nag (wildcards of the new grants are acknowledged one by one)', () => {
    expect(nagFindings(variant.app)).toEqual([]);
  });
});

describe('DynamoDB table from table.ts', () => {
  it('has exactly the keys and GSIs of table.ts, TTL, PITR, on-demand billing, retention', () => {
    const tables = resourcesOf(s.json, 'AWS::DynamoDB::GlobalTable');
    expect(tables).toHaveLength(1);
    const [, t] = tables[0]!;
    expect(t.DeletionPolicy).toBe('Retain');
    const p = t.Properties!;
    expect(p.BillingMode).toBe('PAY_PER_REQUEST');
    expect(p.KeySchema).toEqual([
      { AttributeName: tableDef.partitionKey.name, KeyType: 'HASH' },
      { AttributeName: tableDef.sortKey.name, KeyType: 'RANGE' },
    ]);
    expect(p.GlobalSecondaryIndexes).toEqual(
      tableDef.globalSecondaryIndexes.map((g) => ({
        IndexName: g.indexName,
        KeySchema: [
          { AttributeName: g.partitionKey.name, KeyType: 'HASH' },
          { AttributeName: g.sortKey.name, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    );
    expect(p.TimeToLiveSpecification).toEqual({ AttributeName: tableDef.timeToLiveAttribute, Enabled: true });
    const [replica] = p.Replicas as Record<string, unknown>[];
    expect(replica).toMatchObject({
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      DeletionProtectionEnabled: true,
    });
  });
});

describe('buckets', () => {
  it('are all private, encrypted and TLS-only', () => {
    const buckets = resourcesOf(s.json, 'AWS::S3::Bucket');
    expect(buckets.length).toBeGreaterThanOrEqual(3);
    for (const [id, b] of buckets) {
      expect(b.Properties!.PublicAccessBlockConfiguration, id).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(JSON.stringify(b.Properties!.BucketEncryption), id).toContain('AES256');
      const policy = resourcesOf(s.json, 'AWS::S3::BucketPolicy').find(
        ([, p]) => refId(p.Properties!.Bucket) === id,
      );
      expect(JSON.stringify(policy?.[1].Properties), id).toContain('"aws:SecureTransport":"false"');
      // Nothing is granted to everyone.
      const statements = (
        policy![1].Properties!.PolicyDocument as { Statement: { Effect: string; Principal: unknown }[] }
      ).Statement;
      for (const st of statements.filter((x) => x.Effect === 'Allow'))
        expect(JSON.stringify(st.Principal), id).not.toContain('"*"');
    }
  });

  it('lets the browser upload to the assets bucket from the site origin only', () => {
    const [[, assets]] = resourcesOf(s.json, 'AWS::S3::Bucket').filter(([id]) =>
      id.startsWith('StorageAssetsBucket'),
    ) as [[string, CfnResource]];
    const [rule] = (assets.Properties!.CorsConfiguration as { CorsRules: Record<string, unknown>[] })
      .CorsRules;
    expect(rule!.AllowedMethods).toEqual(expect.arrayContaining(['POST', 'PUT', 'GET']));
    const origins = rule!.AllowedOrigins as unknown[];
    expect(origins).toHaveLength(1);
    expect(JSON.stringify(origins[0])).toMatch(/https:\/\/.*WebDistribution.*DomainName/);
  });

  it('expires image uploads never confirmed (left under assets/pending/) after a day', () => {
    const [[, assets]] = resourcesOf(s.json, 'AWS::S3::Bucket').filter(([id]) =>
      id.startsWith('StorageAssetsBucket'),
    ) as [[string, CfnResource]];
    const rules = (assets.Properties!.LifecycleConfiguration as { Rules: Record<string, unknown>[] }).Rules;
    expect(rules).toContainEqual(
      expect.objectContaining({ Prefix: 'assets/pending/', ExpirationInDays: 1, Status: 'Enabled' }),
    );
    // Contact imports' CSV files expire with their report rows (issue 20).
    expect(rules).toContainEqual(
      expect.objectContaining({ Prefix: 'assets/imports/', ExpirationInDays: 30, Status: 'Enabled' }),
    );
    // Contact exports: their link lives 15 minutes, the file a day (issue 30).
    expect(rules).toContainEqual(
      expect.objectContaining({ Prefix: 'assets/exports/', ExpirationInDays: 1, Status: 'Enabled' }),
    );
    // Nothing else of the bucket expires: confirmed images live under assets/projects/.
    for (const rule of rules.filter((r) => r.ExpirationInDays !== undefined))
      expect(['assets/pending/', 'assets/imports/', 'assets/exports/']).toContain(rule.Prefix);
  });
});

describe('CloudFront', () => {
  const distribution = () => {
    const [[, d]] = resourcesOf(s.json, 'AWS::CloudFront::Distribution') as [[string, CfnResource]];
    return d.Properties!.DistributionConfig as Record<string, unknown> & {
      CacheBehaviors: Record<string, unknown>[];
      DefaultCacheBehavior: Record<string, unknown>;
    };
  };

  it('routes /api/* to the HTTP API, uncached, with all viewer headers except Host', () => {
    const api = distribution().CacheBehaviors.find((b) => b.PathPattern === '/api/*');
    expect(api).toMatchObject({
      CachePolicyId: CACHING_DISABLED,
      OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
      ViewerProtocolPolicy: 'https-only',
      AllowedMethods: expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']),
    });
    const origin = (distribution().Origins as Record<string, unknown>[]).find(
      (o) => o.Id === api!.TargetOriginId,
    )!;
    expect(JSON.stringify(origin.DomainName)).toContain('ApiEndpoint');
    expect(origin.CustomOriginConfig).toMatchObject({
      OriginProtocolPolicy: 'https-only',
      OriginSSLProtocols: ['TLSv1.2'],
    });
  });

  it('serves uploads from the assets bucket through OAC and never caches config.json', () => {
    const uploads = distribution().CacheBehaviors.find(
      (b) => b.PathPattern === '/assets/projects/*/images/*',
    );
    const origin = (distribution().Origins as Record<string, unknown>[]).find(
      (o) => o.Id === uploads!.TargetOriginId,
    )!;
    expect(JSON.stringify(origin.DomainName)).toContain('jungle-mail-assets');
    expect(origin.OriginAccessControlId).toBeDefined();
    // No behaviour reaches the assets bucket for anything else (assets/pending/ above all).
    const toAssets = distribution().CacheBehaviors.filter(
      (b) => b.TargetOriginId === uploads!.TargetOriginId,
    );
    expect(toAssets.map((b) => b.PathPattern)).toEqual(['/assets/projects/*/images/*']);
    expect(distribution().CacheBehaviors.find((b) => b.PathPattern === '/config.json')).toMatchObject({
      CachePolicyId: CACHING_DISABLED,
    });
  });

  it('falls back to index.html for SPA routes without touching API errors', () => {
    // Distribution-wide error responses would also turn the API's 403/404 into index.html.
    expect(distribution().CustomErrorResponses).toBeUndefined();
    expect(distribution().DefaultRootObject).toBe('index.html');
    const [assoc] = distribution().DefaultCacheBehavior.FunctionAssociations as {
      EventType: string;
      FunctionARN: unknown;
    }[];
    expect(assoc!.EventType).toBe('viewer-request');
    const fn = s.json.Resources[refId(assoc!.FunctionARN)!]!;
    const code = fn.Properties!.FunctionCode as string;
    const handler = new Function(`${code}; return handler;`)() as (e: unknown) => { uri: string };
    const rewrite = (uri: string, accept?: string) =>
      handler({ request: { uri, headers: accept ? { accept: { value: accept } } : {} } }).uri;
    expect(rewrite('/dashboard')).toBe('/index.html');
    expect(rewrite('/editor/My%20Newsletter')).toBe('/index.html');
    expect(rewrite('/editor/news.letter', 'text/html,application/xhtml+xml')).toBe('/index.html');
    expect(rewrite('/assets/index-abc123.js', '*/*')).toBe('/assets/index-abc123.js');
    expect(rewrite('/favicon.svg', 'image/avif,image/webp,*/*')).toBe('/favicon.svg');
  });

  it('sends a strict CSP and security headers with the SPA', () => {
    const spa = distribution().DefaultCacheBehavior.ResponseHeadersPolicyId;
    const policy = s.json.Resources[refId(spa)!]!.Properties!.ResponseHeadersPolicyConfig as {
      SecurityHeadersConfig: Record<string, Record<string, unknown>>;
    };
    const sec = policy.SecurityHeadersConfig;
    const csp = JSON.stringify(sec.ContentSecurityPolicy!.ContentSecurityPolicy);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self';",
      "object-src 'none'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      'img-src',
      'data: blob:',
      'https://cognito-idp.',
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain("'unsafe-eval'");
    expect(sec.StrictTransportSecurity).toMatchObject({ Override: true });
    expect(sec.ContentTypeOptions).toMatchObject({ Override: true });
    expect(sec.FrameOptions).toMatchObject({ FrameOption: 'DENY' });
  });

  it('serves uploaded images at the path their keys start with, readable by this distribution only', () => {
    // Objects are stored at assets/projects/{id}/images/...; CloudFront forwards /assets/... unchanged.
    const fnId = functionIdOfRoute(routeResource('POST /api/projects/{projectId}/images'));
    const env = (s.json.Resources[fnId]!.Properties!.Environment as { Variables: Record<string, unknown> })
      .Variables;
    expect(env.ASSETS_KEY_PREFIX).toBe('assets/');
    expect(JSON.stringify(env.ASSETS_PUBLIC_BASE)).toContain('/assets');
    const bucketPolicies = resourcesOf(s.json, 'AWS::S3::BucketPolicy').map(([, p]) =>
      JSON.stringify(p.Properties!.PolicyDocument),
    );
    const read = bucketPolicies.find((doc) => doc.includes('CloudFrontReadsUploads'));
    // Confirmed images only: uploads waiting under assets/pending/ are never readable through the site.
    expect(read).toContain('/assets/projects/*/images/*');
    expect(read).not.toContain('/assets/*');
    expect(read).toContain('AWS:SourceArn');
  });

  it('sandboxes uploaded files (an uploaded SVG cannot run script)', () => {
    const uploads = distribution().CacheBehaviors.find(
      (b) => b.PathPattern === '/assets/projects/*/images/*',
    )!;
    const config =
      s.json.Resources[refId(uploads.ResponseHeadersPolicyId)!]!.Properties!.ResponseHeadersPolicyConfig;
    expect(JSON.stringify(config)).toContain('sandbox');
  });
});

describe('config.json written at deploy', () => {
  it('matches shared/contracts/runtime-config.ts and names the stack ids', () => {
    const [[, deployment]] = resourcesOf(s.json, 'Custom::CDKBucketDeployment') as [[string, CfnResource]];
    const keys = deployment.Properties!.SourceObjectKeys as string[];
    const markers = deployment.Properties!.SourceMarkers as Record<string, unknown>[];
    const dirs = keys.map((k) => path.join(s.assembly.directory, `asset.${k.replace(/\.zip$/, '')}`));
    const configIndex = dirs.findIndex((d) => existsSync(path.join(d, 'config.json')));
    expect(configIndex, 'a source holding config.json').toBeGreaterThanOrEqual(0);
    expect(
      dirs.filter((d) => existsSync(path.join(d, 'config.json'))),
      'only one config.json (not the build one)',
    ).toHaveLength(1);
    expect(existsSync(path.join(dirs[0]!, 'index.html')), 'the SPA build is deployed').toBe(true);

    const raw = readFileSync(path.join(dirs[configIndex]!, 'config.json'), 'utf8');
    // Deploy-time values are markers the deployment replaces; resolve them to what they will become.
    const tokens = markers[configIndex]!;
    const resolved = raw.replace(/<<marker:0xbaba:\d+>>/g, (m) =>
      `resolved:${JSON.stringify(tokens[m])}`.replace(/"/g, "'"),
    );
    const config = runtimeConfigSchema.parse(JSON.parse(resolved));
    expect(config.stage).toBe('aws');
    expect(config.apiBase).toBe('/api');
    expect(config.aiProvider).toBe(DEFAULT_AI_PROVIDER);
    expect(config.userPoolId).toMatch(/Ref':'AuthUserPool[0-9A-F]+'/);
    expect(config.userPoolClientId).toMatch(/Ref':'AuthUserPoolWebClient/);
    expect(config.region).toContain('AWS::Region');
    expect(config.userPoolEndpoint).toBeUndefined();
  });
});

describe('outputs', () => {
  it('exports the site URL, API URL and user pool ids', () => {
    expect(Object.keys(s.json.Outputs ?? {})).toEqual(
      expect.arrayContaining(['SiteUrl', 'ApiUrl', 'UserPoolId', 'UserPoolClientId']),
    );
  });
});

describe('cdk-nag AwsSolutions', () => {
  let findings: NagFinding[];
  beforeAll(() => {
    findings = nagFindings(s.app);
  });

  it('has no unacknowledged errors', () => {
    const errors = findings.filter((f) => f.severity === 'error');
    expect(errors.map((e) => `${e.rule} at ${e.paths.join(', ')}`)).toEqual([]);
  });

  it('lists its warnings (not a failure here)', () => {
    const warnings = findings.filter((f) => f.severity !== 'error');
    if (warnings.length > 0)
      console.warn(warnings.map((w) => `${w.rule} at ${w.paths.join(', ')}`).join('\n'));
    expect(Array.isArray(warnings)).toBe(true);
  });

  it('gives every acknowledgement a reason', () => {
    const acks = s.app.node
      .findAll()
      .flatMap((c) => c.node.metadata.filter((m) => m.type === 'aws:cdk:acknowledged-rules'))
      .flatMap((m) => Object.entries(m.data as Record<string, string>));
    expect(acks.length).toBeGreaterThan(0);
    for (const [id, reason] of acks) expect(reason.length, id).toBeGreaterThan(30);
  });

  it('synthesizes with the plugin registered as infra/app.ts does (any finding would fail it)', () => {
    expect(() => synth({}, { nagPlugin: true })).not.toThrow();
  });

  it('reports no CDK errors', () => {
    expect(Annotations.fromStack(s.stack).findError('*', Match.anyValue())).toEqual([]);
  });
});

describe('the streaming chat (issue 12): a function URL behind CloudFront', () => {
  const chatFnId = () =>
    s.stack.getLogicalId(s.stack.streams.functions.get('aiChat')!.node.defaultChild as CfnElement);

  it('is a function URL in RESPONSE_STREAM mode with IAM auth', () => {
    const urls = resourcesOf(s.json, 'AWS::Lambda::Url');
    expect(urls).toHaveLength(1);
    const url = urls[0]![1].Properties!;
    expect(url.InvokeMode).toBe('RESPONSE_STREAM');
    expect(url.AuthType).toBe('AWS_IAM');
    expect(refId(url.TargetFunctionArn)).toBe(chatFnId());
    const fn = s.json.Resources[chatFnId()]!.Properties!;
    expect(fn.Timeout).toBe(120);
    const env = (fn.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(env).toMatchObject({
      AI_PROVIDER: 'bedrock',
      BEDROCK_MODEL_ID: DEFAULT_BEDROCK_MODEL_ID,
    });
    expect(env.SPA_BUCKET).toBeDefined();
  });

  it('CloudFront serves /api/ai/* from it, before /api/*, uncached, with origin access control', () => {
    const [[, dist]] = resourcesOf(s.json, 'AWS::CloudFront::Distribution') as [[string, CfnResource]];
    const config = dist.Properties!.DistributionConfig as {
      CacheBehaviors: {
        PathPattern: string;
        TargetOriginId: string;
        AllowedMethods: string[];
        CachePolicyId: string;
        OriginRequestPolicyId: string;
      }[];
      Origins: { Id: string; DomainName: unknown; OriginAccessControlId?: unknown }[];
    };
    const patterns = config.CacheBehaviors.map((b) => b.PathPattern);
    expect(patterns.indexOf('/api/ai/*')).toBeGreaterThanOrEqual(0);
    expect(patterns.indexOf('/api/ai/*')).toBeLessThan(patterns.indexOf('/api/*'));
    const ai = config.CacheBehaviors.find((b) => b.PathPattern === '/api/ai/*')!;
    expect(ai.AllowedMethods).toContain('POST');
    expect(ai.CachePolicyId).toBe(CACHING_DISABLED);
    expect(ai.OriginRequestPolicyId).toBe(ALL_VIEWER_EXCEPT_HOST_HEADER);
    const origin = config.Origins.find((o) => o.Id === ai.TargetOriginId)!;
    expect(JSON.stringify(origin.DomainName)).toContain(
      s.stack.getLogicalId(s.stack.streams.urls.get('aiChat')!.node.defaultChild as CfnElement),
    );
    const oacId = (origin.OriginAccessControlId as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const oac = s.json.Resources[oacId]!.Properties!.OriginAccessControlConfig as Record<string, unknown>;
    expect(oac).toMatchObject({
      OriginAccessControlOriginType: 'lambda',
      SigningBehavior: 'always',
      SigningProtocol: 'sigv4',
    });
  });

  it("waits 60 s for the chat origin's next byte: four chat keep-alive intervals (issue 12)", () => {
    const [[, dist]] = resourcesOf(s.json, 'AWS::CloudFront::Distribution') as [[string, CfnResource]];
    const config = dist.Properties!.DistributionConfig as {
      CacheBehaviors: { PathPattern: string; TargetOriginId: string }[];
      Origins: { Id: string; CustomOriginConfig?: { OriginReadTimeout?: number } }[];
    };
    const ai = config.CacheBehaviors.find((b) => b.PathPattern === '/api/ai/*')!;
    const origin = config.Origins.find((o) => o.Id === ai.TargetOriginId)!;
    const readTimeoutMs = origin.CustomOriginConfig!.OriginReadTimeout! * 1000;
    expect(readTimeoutMs).toBe(60_000);
    expect(CHAT_KEEPALIVE_DEFAULT_MS * 4).toBeLessThanOrEqual(readTimeoutMs);
  });

  it('only this distribution may invoke the URL (InvokeFunctionUrl and InvokeFunction via the URL)', () => {
    const urlId = s.stack.getLogicalId(s.stack.streams.urls.get('aiChat')!.node.defaultChild as CfnElement);
    const perms = resourcesOf(s.json, 'AWS::Lambda::Permission').filter(([, p]) =>
      JSON.stringify(p.Properties!.FunctionName).includes(urlId),
    );
    const cf = perms.filter(([, p]) => p.Properties!.Principal === 'cloudfront.amazonaws.com');
    expect(cf.map(([, p]) => p.Properties!.Action).sort()).toEqual([
      'lambda:InvokeFunction',
      'lambda:InvokeFunctionUrl',
    ]);
    for (const [, p] of cf) expect(JSON.stringify(p.Properties!.SourceArn)).toContain('distribution/');
  });
});
