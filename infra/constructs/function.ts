/**
 * AppFunction: a NodejsFunction with this project's defaults, one per entry of lambdas/routes/
 * (`routes` and `triggers`). Node 24 on ARM64, bundled as ESM by the locally installed esbuild (never
 * Docker, so synth works offline), its own log group with retention, X-Ray tracing, a role with only the
 * log permissions and the grants of its route.
 */
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import type { Grant } from '../../lambdas/routes';
import { acknowledge } from '../nag';
import { LAMBDA_BUNDLING } from './bundling';
import { applyGrants, type GrantTargets } from './grants';
import { queueEnvironment } from './queues';

/** Repository root (infra/constructs/ -> ../..). */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const HANDLERS_DIR = path.join(REPO_ROOT, 'lambdas', 'handlers');

export const RUNTIME = lambda.Runtime.NODEJS_24_X;
const DEFAULT_TIMEOUT_SECONDS = 10;
const DEFAULT_MEMORY_MB = 512;

/** The part of a route or trigger definition a function needs. */
export interface FunctionDef {
  id: string;
  /** Module under lambdas/handlers/ exporting `handler`. */
  handler: string;
  grants: readonly Grant[];
  timeoutSeconds?: number;
  memoryMb?: number;
}

export interface AppFunctionProps {
  def: FunctionDef;
  environment: Record<string, string>;
  grantTargets: GrantTargets;
  isCognitoTrigger?: boolean;
  /** Shell commands run after esbuild (e.g. copy content the function reads at run time into the bundle). */
  afterBundling?: (inputDir: string, outputDir: string) => string[];
}

export class AppFunction extends nodejs.NodejsFunction {
  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    const { def } = props;
    const logGroup = new logs.LogGroup(scope, `${id}Logs`, {
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // Own role instead of the default one: the default attaches the AWS managed
    // AWSLambdaBasicExecutionRole (logs:* on every log group); this one may write to its own group only.
    const role = new iam.Role(scope, `${id}Role`, {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `Jungle Mail function ${def.id}`,
    });
    logGroup.grantWrite(role);

    super(scope, id, {
      entry: path.join(HANDLERS_DIR, def.handler),
      handler: 'handler',
      runtime: RUNTIME,
      architecture: lambda.Architecture.ARM_64,
      memorySize: def.memoryMb ?? DEFAULT_MEMORY_MB,
      timeout: Duration.seconds(def.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS),
      role,
      logGroup,
      loggingFormat: lambda.LoggingFormat.JSON,
      tracing: lambda.Tracing.ACTIVE,
      environment: {
        ...props.environment,
        ...queueEnvironment(def.grants, props.grantTargets),
        NODE_OPTIONS: '--enable-source-maps',
      },
      // The Stripe keys (issue 10) and the signing secret (issue 20) are read at run time through the
      // Parameters and Secrets extension.
      ...((def.grants as readonly Grant[]).some((g) => g === 'billing:secrets' || g === 'signing:read')
        ? {
            paramsAndSecrets: lambda.ParamsAndSecretsLayerVersion.fromVersion(
              lambda.ParamsAndSecretsVersions.V1_0_103,
              { cacheSize: 10, logLevel: lambda.ParamsAndSecretsLogLevel.WARN },
            ),
          }
        : {}),
      projectRoot: REPO_ROOT,
      depsLockFilePath: path.join(REPO_ROOT, 'package-lock.json'),
      bundling: {
        forceDockerBundling: false,
        format: nodejs.OutputFormat.ESM,
        target: LAMBDA_BUNDLING.target,
        platform: LAMBDA_BUNDLING.platform,
        mainFields: [...LAMBDA_BUNDLING.mainFields],
        minify: LAMBDA_BUNDLING.minify,
        sourceMap: true,
        sourcesContent: false,
        // Bundle the pinned AWS SDK too: the same versions as the tests, not whatever the runtime ships.
        externalModules: [],
        banner: LAMBDA_BUNDLING.banner,
        // esbuild's per-function size summary is noise in deploys and test runs; warnings and errors still print.
        logLevel: nodejs.LogLevel.WARNING,
        ...(props.afterBundling
          ? {
              commandHooks: {
                beforeBundling: () => [],
                beforeInstall: () => [],
                afterBundling: props.afterBundling,
              },
            }
          : {}),
      },
    });

    applyGrants(role, def.grants, props.grantTargets, { isCognitoTrigger: props.isCognitoTrigger ?? false });
    acknowledge(
      role,
      'AwsSolutions-IAM5[Resource::*]',
      'X-Ray PutTraceSegments/PutTelemetryRecords have no resource-level permissions, so active tracing needs Resource *.',
    );
  }
}
