/**
 * The streaming functions of lambdas/routes/ `streams` (issue 12): each a Lambda function URL in
 * RESPONSE_STREAM mode (API Gateway HTTP APIs cannot stream), reachable only through CloudFront with
 * origin access control (AWS_IAM auth on the URL, CloudFront signs). Because CloudFront's signature
 * takes the Authorization header, the browser sends its Cognito token in `x-jm-authorization` and the
 * function verifies it itself; a POST body must come with its x-amz-content-sha256 (the browser
 * computes it). Web puts these behaviours before `/api/*`.
 */
import { Duration } from 'aws-cdk-lib';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { StreamDef } from '../../lambdas/routes';
import { AppFunction } from './function';
import type { GrantTargets } from './grants';

export interface StreamBehavior {
  pathPattern: string;
  origin: cloudfront.IOrigin;
}

export class Streams extends Construct {
  readonly functions = new Map<string, AppFunction>();
  readonly urls = new Map<string, lambda.FunctionUrl>();
  readonly behaviors: StreamBehavior[] = [];

  constructor(
    scope: Construct,
    id: string,
    props: {
      defs: readonly StreamDef[];
      environment: Record<string, string>;
      grantTargets: GrantTargets;
      /** Holds the deployed config.json, where the function reads the user pool and client ids. */
      spaBucket: s3.IBucket;
    },
  ) {
    super(scope, id);
    for (const def of props.defs) {
      const fnId = `Fn${def.id[0]!.toUpperCase()}${def.id.slice(1)}`;
      const fn = new AppFunction(this, fnId, {
        def,
        environment: { ...props.environment, SPA_BUCKET: props.spaBucket.bucketName },
        grantTargets: props.grantTargets,
      });
      fn.addToRolePolicy(
        new iam.PolicyStatement({
          sid: 'ReadRuntimeConfig',
          actions: ['s3:GetObject'],
          resources: [props.spaBucket.arnForObjects('config.json')],
        }),
      );
      const url = fn.addFunctionUrl({
        authType: lambda.FunctionUrlAuthType.AWS_IAM,
        invokeMode: lambda.InvokeMode.RESPONSE_STREAM,
      });
      this.functions.set(def.id, fn);
      this.urls.set(def.id, url);
      this.behaviors.push({
        pathPattern: `${def.path.replace(/\/[^/]*$/, '')}/*`,
        origin: origins.FunctionUrlOrigin.withOriginAccessControl(url, {
          readTimeout: Duration.seconds(60),
          keepaliveTimeout: Duration.seconds(60),
        }),
      });
    }
  }
}
