/**
 * The HTTP API: one route + one AppFunction per entry of lambdas/routes/. Adding a route there needs
 * no change here. 'jwt' routes get the Cognito JWT authorizer; 'public' and 'apikey' routes none (each one is listed
 * for cdk-nag with the reason that it is public by declaration).
 */
import { Annotations, Aws, Duration, Stack } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigateway';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { RouteDef } from '../../lambdas/routes';
import { acknowledge } from '../nag';
import { ApiArea, type Area } from './api-area';
import { AppFunction } from './function';
import type { GrantTargets } from './grants';

/** API Gateway's integration timeout for HTTP APIs; a longer function timeout would never be reached. */
const MAX_INTEGRATION_SECONDS = 29;

export interface ApiProps {
  userPool: cognito.IUserPool;
  userPoolClient: cognito.IUserPoolClient;
  /** Stage-wide limits; per-client limits are the handlers' job (e.g. tracking ingest). */
  throttle?: { rateLimit: number; burstLimit: number };
}

export class Api extends Construct {
  readonly httpApi: apigwv2.HttpApi;
  readonly stage: apigwv2.HttpStage;
  readonly authorizer: HttpJwtAuthorizer;
  readonly functions = new Map<string, AppFunction>();
  /** The nested stack of each area that has routes (api-area.ts). */
  readonly areas = new Map<Area, ApiArea>();

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    this.httpApi = new apigwv2.HttpApi(this, 'HttpApi', {
      description: 'Jungle Mail API (served under /api through CloudFront)',
      createDefaultStage: false,
    });

    const accessLogs = new logs.LogGroup(this, 'AccessLogs', { retention: logs.RetentionDays.THREE_MONTHS });
    this.stage = new apigwv2.HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: props.throttle ?? { rateLimit: 100, burstLimit: 200 },
      accessLogSettings: {
        destination: new apigwv2.LogGroupLogDestination(accessLogs),
        format: apigw.AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            time: '$context.requestTime',
            ip: '$context.identity.sourceIp',
            routeKey: '$context.routeKey',
            status: '$context.status',
            responseLength: '$context.responseLength',
            latencyMs: '$context.responseLatency',
            integrationLatencyMs: '$context.integrationLatency',
            integrationError: '$context.integrationErrorMessage',
            authorizerError: '$context.authorizer.error',
            userAgent: '$context.identity.userAgent',
          }),
        ),
      },
    });

    // The issuer Cognito writes into its tokens (iss claim).
    const issuer = `https://cognito-idp.${Stack.of(this).region}.${Aws.URL_SUFFIX}/${props.userPool.userPoolId}`;
    this.authorizer = new HttpJwtAuthorizer('CognitoJwt', issuer, {
      jwtAudience: [props.userPoolClient.userPoolClientId],
      identitySource: ['$request.header.Authorization'],
    });
  }

  /** The nested stack of an area, made on first use (routes and triggers of that area go there). */
  areaStack(area: Area): ApiArea {
    let stack = this.areas.get(area);
    if (!stack) {
      stack = new ApiArea(this, `Area${pascal(area)}`, area);
      this.areas.set(area, stack);
    }
    return stack;
  }

  /** The execute-api URL of the default stage (CloudFront's origin). */
  get url(): string {
    return this.stage.url;
  }

  addRoutes(
    routes: readonly RouteDef[],
    environment: Record<string, string>,
    grantTargets: GrantTargets,
  ): void {
    for (const route of routes) {
      if (this.functions.has(route.id))
        throw new Error(`Duplicate route id '${route.id}' in lambdas/routes/.`);
      const fnId = `Fn${pascal(route.id)}`;
      // A route of an area lives in that area's nested stack; the others stay here (their logical ids unchanged).
      const scope = route.area ? this.areaStack(route.area) : this;
      const fn = new AppFunction(scope, fnId, { def: route, environment, grantTargets });
      if ((route.timeoutSeconds ?? 0) > MAX_INTEGRATION_SECONDS) {
        Annotations.of(fn).addWarningV2(
          'jungle-mail:route-timeout',
          `Route ${route.id} asks for ${route.timeoutSeconds}s but API Gateway answers 503 after ${MAX_INTEGRATION_SECONDS}s.`,
        );
      }
      this.functions.set(route.id, fn);

      const integration = new HttpLambdaIntegration(`${fnId}Integration`, fn, {
        payloadFormatVersion: apigwv2.PayloadFormatVersion.VERSION_2_0,
        timeout: Duration.seconds(
          Math.min(route.timeoutSeconds ?? MAX_INTEGRATION_SECONDS, MAX_INTEGRATION_SECONDS),
        ),
      });
      const authorizer = route.auth === 'jwt' ? { authorizer: this.authorizer } : {};
      const method = apigwv2.HttpMethod[route.method];
      const [httpRoute] = route.area
        ? [
            new apigwv2.HttpRoute(scope, `${fnId}Route`, {
              httpApi: this.httpApi,
              routeKey: apigwv2.HttpRouteKey.with(route.path, method),
              integration,
              ...authorizer,
            }),
          ]
        : this.httpApi.addRoutes({ path: route.path, methods: [method], integration, ...authorizer });
      if (route.auth === 'apikey' && httpRoute) {
        acknowledge(
          httpRoute,
          'AwsSolutions-APIG4',
          `Route '${route.id}' (${route.method} ${route.path}) is declared auth: 'apikey' in lambdas/routes/: the public API, whose function checks the caller's hashed API key, its scope and its rate itself (docs/architecture.md › Public API).`,
        );
      }
      if (route.auth === 'public' && httpRoute) {
        acknowledge(
          httpRoute,
          'AwsSolutions-APIG4',
          `Route '${route.id}' (${route.method} ${route.path}) is declared auth: 'public' in lambdas/routes/: it serves signed-out callers by design, validates its input and reads no caller-owned data.`,
        );
      }
    }
  }
}

export function pascal(id: string): string {
  return id.replace(/(^|[^a-zA-Z0-9]+)([a-zA-Z0-9])/g, (_m, _sep, c: string) => c.toUpperCase());
}
