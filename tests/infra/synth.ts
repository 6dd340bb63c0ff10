/**
 * Builds JungleMailStack the way infra/app.ts does (cdk.json context, same props), but with bundling
 * skipped (`aws:cdk:bundling-stacks: []`) for speed: bundling is proven once in bundling.test.ts.
 * cdk-nag is run directly (`validateScope`) so errors and warnings can be told apart; a separate test
 * registers it as app.ts does, where any finding fails the synth.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { App, Validations, type Stack } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Template } from 'aws-cdk-lib/assertions';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { Area } from '../../infra/constructs/api-area';
import type { GrantTargets } from '../../infra/constructs/grants';
import { JungleMailStack, type JungleMailStackProps } from '../../infra/stack';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

const tempDirs: string[] = [];
/** A temp dir removed by `removeTempDirs` (call it in afterAll). */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}
export function removeTempDirs(): void {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export function cdkJsonContext(): Record<string, unknown> {
  const cdkJson = JSON.parse(readFileSync(path.join(REPO_ROOT, 'cdk.json'), 'utf8')) as {
    context?: Record<string, unknown>;
  };
  return cdkJson.context ?? {};
}

/** A stand-in SPA build: index.html plus a local-dev config.json that must not be deployed. */
export function fakeWebDist(): string {
  const dir = tempDir('jm-web-');
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Jungle Mail</title>');
  writeFileSync(path.join(dir, 'config.json'), JSON.stringify({ stage: 'local' }));
  return dir;
}

export interface Synthesized {
  app: App;
  stack: JungleMailStack;
  template: Template;
  /** The raw template, for walks the assertion API does not cover. */
  json: CfnTemplate;
  /**
   * The alarms and the dashboard: the monitoring nested stack's resources with the functions' alarms of its
   * sibling (infra/stack.ts: monitoringStack, functionAlarmsStack) in one view, for finding an alarm.
   */
  monitoringJson: CfnTemplate;
  /** Each of the two nested stacks as it is (their resource counts). */
  monitoringStackJson: CfnTemplate;
  functionAlarmsJson: CfnTemplate;
  /** Each API area's nested stack (infra/constructs/api-area.ts): its template and its logical id in `json`. */
  areas: Map<Area, { json: CfnTemplate; stackId: string }>;
  /** The templates that hold functions and routes: the main stack's, then each area's. */
  apiTemplates: CfnTemplate[];
  assembly: CloudAssembly;
}

export interface CfnResource {
  Type: string;
  Properties?: Record<string, unknown>;
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
}
export interface CfnTemplate {
  Parameters?: Record<string, unknown>;
  Resources: Record<string, CfnResource>;
  Outputs?: Record<string, unknown>;
}

export function synth(
  props: Partial<JungleMailStackProps> = {},
  options: { bundling?: boolean; nagPlugin?: boolean } = {},
): Synthesized {
  const app = new App({
    outdir: tempDir('jm-cdk-'),
    context: { ...cdkJsonContext(), ...(options.bundling ? {} : { 'aws:cdk:bundling-stacks': [] }) },
  });
  const stack = new JungleMailStack(app, 'JungleMail', { webDist: fakeWebDist(), ...props });
  if (options.nagPlugin) Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
  const assembly = app.synth();
  const json = assembly.getStackByName(stack.stackName).template as CfnTemplate;
  const monitoringStackJson = Template.fromStack(stack.monitoringStack).toJSON() as CfnTemplate;
  const functionAlarmsJson = Template.fromStack(stack.functionAlarmsStack).toJSON() as CfnTemplate;
  const monitoringJson = {
    ...monitoringStackJson,
    Resources: { ...monitoringStackJson.Resources, ...functionAlarmsJson.Resources },
  } as CfnTemplate;
  const areas = new Map(
    [...stack.api.areas].map(([area, nested]) => [
      area,
      {
        json: Template.fromStack(nested).toJSON() as CfnTemplate,
        stackId: stack.resolve(nested.nestedStackResource!.logicalId) as string,
      },
    ]),
  );
  const apiTemplates = [json, ...[...areas.values()].map((a) => a.json)];
  return {
    app,
    stack,
    template: Template.fromJSON(json),
    json,
    monitoringJson,
    monitoringStackJson,
    functionAlarmsJson,
    areas,
    apiTemplates,
    assembly,
  };
}

/**
 * A value of `json` (the main template or an area's) as the main stack sees it: a `{ Ref }` to one of an
 * area's parameters becomes the value the parent passes in (e.g. `{ Ref: <authorizer id> }`).
 */
export function inParent(s: Synthesized, json: CfnTemplate, value: unknown): unknown {
  if (json === s.json) return value;
  const area = [...s.areas.values()].find((a) => a.json === json);
  if (!area) throw new Error('not a template of this synth');
  const ref = refId(value);
  if (!ref || !(ref in (json.Parameters ?? {}))) return value;
  const params = s.json.Resources[area.stackId]!.Properties!.Parameters as Record<string, unknown>;
  if (!(ref in params)) throw new Error(`the parent passes no value for parameter ${ref}`);
  return params[ref];
}

export interface NagFinding {
  rule: string;
  severity: string;
  paths: string[];
  description: string;
}

/** cdk-nag's AwsSolutions pack over the synthesized tree (acknowledged findings are left out). */
export function nagFindings(app: App): NagFinding[] {
  const report = new AwsSolutionsChecks(app, { verbose: false }).validateScope(app);
  return report.violations.map((v) => ({
    rule: v.ruleName,
    severity: v.severity ?? 'error',
    paths: v.violatingResources.map((r) => r.constructPath ?? r.resourceLogicalId ?? '?'),
    description: v.description,
  }));
}

/** Resources of one type, by logical id. */
export function resourcesOf(json: CfnTemplate, type: string): [string, CfnResource][] {
  return Object.entries(json.Resources).filter(([, r]) => r.Type === type);
}

/** Logical id inside `{ Ref }` or `{ Fn::GetAtt: [id, attr] }`. */
export function refId(value: unknown): string | undefined {
  if (value && typeof value === 'object') {
    const v = value as Record<string, unknown>;
    if (typeof v.Ref === 'string') return v.Ref;
    const getAtt = v['Fn::GetAtt'];
    if (Array.isArray(getAtt) && typeof getAtt[0] === 'string') return getAtt[0];
  }
  return undefined;
}

/** Every Action of every IAM policy attached to `roleId`. */
export function actionsOfRole(json: CfnTemplate, roleId: string): string[] {
  const actions: string[] = [];
  for (const [, policy] of resourcesOf(json, 'AWS::IAM::Policy')) {
    const roles = (policy.Properties?.Roles as unknown[] | undefined) ?? [];
    if (!roles.some((r) => refId(r) === roleId)) continue;
    const doc = policy.Properties?.PolicyDocument as {
      Statement: { Action: string | string[]; Effect: string }[];
    };
    for (const s of doc.Statement) if (s.Effect === 'Allow') actions.push(...[s.Action].flat());
  }
  return actions;
}

/** Grant targets referenced by name (nothing created), for a construct synthesized outside the stack. */
export function grantTargetsByName(stack: Stack): GrantTargets {
  return {
    table: dynamodb.TableV2.fromTableName(stack, 'Table', 'table'),
    assetsBucket: s3.Bucket.fromBucketName(stack, 'Assets', 'assets'),
    assetsKeyPrefix: 'uploads/',
    userPool: cognito.UserPool.fromUserPoolId(stack, 'Pool', 'us-east-1_test'),
    sesConfigurationSetName: 'config-set',
    bedrockModelId: 'anthropic.claude-3-5-haiku-20241022-v1:0',
    stripeSecret: secretsmanager.Secret.fromSecretNameV2(stack, 'Stripe', 'stripe'),
    signingSecret: secretsmanager.Secret.fromSecretNameV2(stack, 'Signing', 'signing'),
  };
}
