/**
 * CloudFront in front of everything, one origin for the browser:
 *   default      -> SPA bucket (OAC); navigations and extension-less paths are rewritten to /index.html
 *                   by a viewer-request function (not by distribution error responses, which would also
 *                   turn the API's 403/404 answers into index.html)
 *   /config.json -> SPA bucket, never cached (written at deploy with the stack's ids)
 *   /api/*       -> the HTTP API, no caching, all viewer headers except Host (Authorization included);
 *                   the public routes that need the viewer's address and country first, with their own
 *                   allow-list (viewer-behaviors.ts); every API request carries the origin secret
 *   /assets/projects/{id}/images/{name} -> assets bucket (OAC), confirmed uploaded images only (never
 *                   pending/), served with a sandboxing CSP
 * plus a BucketDeployment of the built SPA (`dist/web`) and `config.json`.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { Annotations, Aws, DefaultStackSynthesizer, Duration, Fn, Stack, Token } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import {
  CROSS_ORIGIN_OPENER_POLICY,
  PERMISSIONS_POLICY,
  REFERRER_POLICY,
  siteContentSecurityPolicy,
  UPLOAD_CONTENT_SECURITY_POLICY,
} from '../../lambdas/security-headers';
import { acknowledge, wildcardResourceFinding } from '../nag';
import type { AiProvider } from './ai';
import { campaignLinkBehaviors } from './campaign-link-behaviors';
import { viewerBehaviors } from './viewer-behaviors';
import { ORIGIN_VERIFY_HEADER } from '../../lambdas/routes';

/**
 * Mirrors shared/contracts/runtime-config.ts (infra may not import shared/; tests/infra validates the
 * synthesized file against the real schema).
 */
export interface RuntimeConfigJson {
  stage: 'aws';
  apiBase: string;
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  aiProvider: AiProvider;
}

export interface WebProps {
  spaBucket: s3.IBucket;
  logsBucket: s3.IBucket;
  /** The real assets bucket: gets the CloudFront read statement in its policy. */
  assetsBucket: s3.IBucket;
  /** The same bucket built from its name (see storage.ts): the origin, without a reference cycle. */
  assetsOriginBucket: s3.IBucket;
  assetsKeyPrefix: string;
  /** Where the browser posts uploads (S3 endpoint of the assets bucket), for connect-src. */
  assetsUploadOrigin: string;
  /** https://<id>.execute-api.<region>.amazonaws.com */
  apiEndpoint: string;
  runtimeConfig: Omit<RuntimeConfigJson, 'stage' | 'apiBase'>;
  /** Built SPA folder (vite output). Missing folder: only config.json is deployed (and a warning). */
  webDist?: string;
  /** Streaming functions (infra/constructs/streams.ts), matched before `/api/*`. */
  streamBehaviors?: { pathPattern: string; origin: cloudfront.IOrigin }[];
  /** Custom domain (issue 19): CloudFront alias + ACM certificate in us-east-1; the site URL becomes it. */
  domain?: { name: string; certificateArn: string };
  /** Added to every request to the API (lambdas/routes/viewer.ts ORIGIN_VERIFY_HEADER); the functions get it too. */
  originSecret?: string;
}

/**
 * Rewrites SPA routes to /index.html; real files (with an extension, not a navigation) pass through. The
 * public pages the build prerendered (dist/web/_pages/pages.json: landing, legal, blog) get their static
 * HTML, /_pages/<path>/index.html, which the SPA then hydrates. With the app's route patterns
 * (_pages/routes.json), any other path also gets /index.html but is marked `x-jm-page: not-found`, and
 * notFoundStatusCode() answers it 404 (issue 23; the same decision as shared/site/page-status.ts).
 */
export function spaRewriteCode(
  prerendered: readonly string[] = [],
  shellRoutes: readonly string[] = [],
): string {
  const pages = Object.fromEntries(prerendered.map((p) => [p, 1]));
  const routes = shellRoutes.map((r) => r.split('/').filter(Boolean));
  return `var PRERENDERED = ${JSON.stringify(pages)};
var ROUTES = ${JSON.stringify(routes)};
function isRoute(path) {
  if (ROUTES.length === 0) return true;
  var got = path.split('/').filter(function (s) { return s.length > 0; });
  return ROUTES.some(function (want) {
    return want.length === got.length && want.every(function (part, i) {
      return part.charAt(0) === ':' || part === got[i];
    });
  });
}
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  var accept = request.headers.accept ? request.headers.accept.value : '';
  var navigation = accept.indexOf('text/html') !== -1 && !/\\.html$/.test(last);
  if (last.indexOf('.') === -1 || navigation) {
    var path = uri.length > 1 ? uri.replace(/\\/+$/, '') || '/' : uri;
    if (PRERENDERED[path] === 1) request.uri = path === '/' ? '/_pages/index.html' : '/_pages' + path + '/index.html';
    else {
      if (!isRoute(path)) request.headers['x-jm-page'] = { value: 'not-found' };
      request.uri = '/index.html';
    }
  }
  return request;
}`;
}

/** Viewer response: the SPA shell sent for a path the app does not have answers 404 (not a soft 404). */
export function notFoundStatusCode(): string {
  return `function handler(event) {
  var response = event.response;
  var mark = event.request.headers['x-jm-page'];
  if (mark && mark.value === 'not-found' && response.statusCode === 200) {
    response.statusCode = 404;
    response.statusDescription = 'Not Found';
  }
  return response;
}`;
}

function listOf(webDist: string | undefined, name: string, valid: RegExp): string[] {
  const list = webDist ? path.join(webDist, '_pages', name) : undefined;
  if (!list || !fs.existsSync(list)) return [];
  return (JSON.parse(fs.readFileSync(list, 'utf8')) as unknown[]).filter(
    (p): p is string => typeof p === 'string' && valid.test(p),
  );
}

/** The prerendered paths of a build, from the list scripts/prerender writes. */
export function prerenderedPaths(webDist: string | undefined): string[] {
  return listOf(webDist, 'pages.json', /^\/[a-z0-9\-/]*$/);
}

/** The app's route patterns (`/editor/:projectId`) of a build, from the list scripts/prerender writes. */
export function shellRoutePaths(webDist: string | undefined): string[] {
  return listOf(webDist, 'routes.json', /^\/[A-Za-z0-9\-/:]*$/);
}

export function contentSecurityPolicy(opts: {
  region: string;
  urlSuffix: string;
  uploadOrigin: string;
}): string {
  return siteContentSecurityPolicy({
    connectOrigins: [`https://cognito-idp.${opts.region}.${opts.urlSuffix}`, opts.uploadOrigin],
    upgradeInsecureRequests: true,
  });
}

/** Keys of confirmed images (lambdas/domain/editor/images.ts imagesPrefix), as a path pattern. */
const CONFIRMED_IMAGES = 'projects/*/images/*';

const hsts = { accessControlMaxAge: Duration.days(730), includeSubdomains: true, override: true };

export class Web extends Construct {
  readonly distribution: cloudfront.Distribution;
  readonly siteUrl: string;
  readonly runtimeConfig: RuntimeConfigJson;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    const stack = Stack.of(this);

    const spaHeaders = new cloudfront.ResponseHeadersPolicy(this, 'SpaHeaders', {
      comment: 'Jungle Mail SPA: CSP and security headers',
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy({
            region: Aws.REGION,
            urlSuffix: Aws.URL_SUFFIX,
            uploadOrigin: props.assetsUploadOrigin,
          }),
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: REFERRER_POLICY.site as cloudfront.HeadersReferrerPolicy,
          override: true,
        },
        strictTransportSecurity: hsts,
        xssProtection: { protection: false, override: true },
      },
      customHeadersBehavior: {
        customHeaders: [
          {
            header: 'Permissions-Policy',
            value: PERMISSIONS_POLICY,
            override: true,
          },
          { header: 'Cross-Origin-Opener-Policy', value: CROSS_ORIGIN_OPENER_POLICY, override: true },
        ],
      },
    });
    const apiHeaders = new cloudfront.ResponseHeadersPolicy(this, 'ApiHeaders', {
      comment: 'Jungle Mail API: security headers (handlers may set their own CORS/caching headers)',
      securityHeadersBehavior: {
        contentTypeOptions: { override: true },
        referrerPolicy: {
          referrerPolicy: REFERRER_POLICY.api as cloudfront.HeadersReferrerPolicy,
          override: false,
        },
        strictTransportSecurity: hsts,
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: false },
      },
    });
    const uploadHeaders = new cloudfront.ResponseHeadersPolicy(this, 'UploadHeaders', {
      comment: 'Jungle Mail uploads: user content is never executed (SVG included)',
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: UPLOAD_CONTENT_SECURITY_POLICY,
          override: true,
        },
        contentTypeOptions: { override: true },
        strictTransportSecurity: hsts,
      },
    });

    const spaOrigin = origins.S3BucketOrigin.withOriginAccessControl(props.spaBucket);
    const spaRewrite = new cloudfront.Function(this, 'SpaRewrite', {
      comment: 'Serve prerendered pages and /index.html for SPA routes',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(
        spaRewriteCode(prerenderedPaths(props.webDist), shellRoutePaths(props.webDist)),
      ),
    });
    const notFoundStatus = new cloudfront.Function(this, 'NotFoundStatus', {
      comment: 'Answer 404 for paths the app does not have (marked by SpaRewrite)',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(notFoundStatusCode()),
    });
    const apiHost = Fn.select(2, Fn.split('/', props.apiEndpoint));
    const apiBehavior: cloudfront.BehaviorOptions = {
      origin: new origins.HttpOrigin(apiHost, {
        protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
        originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
        ...(props.originSecret ? { customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originSecret } } : {}),
      }),
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
      cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
      originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: apiHeaders,
    };

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'Jungle Mail: SPA, /api and uploads on one origin',
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: props.logsBucket,
      logFilePrefix: 'cloudfront/',
      ...(props.domain
        ? {
            domainNames: [props.domain.name],
            certificate: acm.Certificate.fromCertificateArn(this, 'Certificate', props.domain.certificateArn),
            minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      defaultBehavior: {
        origin: spaOrigin,
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: spaHeaders,
        functionAssociations: [
          { function: spaRewrite, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
          { function: notFoundStatus, eventType: cloudfront.FunctionEventType.VIEWER_RESPONSE },
        ],
      },
      additionalBehaviors: {
        // Issue 12: streaming functions first, so `/api/*` does not catch their paths.
        ...Object.fromEntries(
          (props.streamBehaviors ?? []).map((b) => [
            b.pathPattern,
            {
              origin: b.origin,
              viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
              allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
              cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
              originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
              responseHeadersPolicy: apiHeaders,
            },
          ]),
        ),
        // Issue 22: the routes that need the viewer's address and country, before `/api/*`.
        ...viewerBehaviors(this, apiBehavior),
        '/api/*': apiBehavior,
        // Issue 22: the click redirect and opens pixel of campaign mail (/c/*, /o/*) to the API.
        ...campaignLinkBehaviors(this, apiBehavior),
        // Only confirmed images (issue 18): uploads waiting under pending/ match no behaviour of the
        // assets bucket, so they reach the SPA bucket, which has no such object.
        [`/${props.assetsKeyPrefix}${CONFIRMED_IMAGES}`]: {
          origin: origins.S3BucketOrigin.withOriginAccessControl(props.assetsOriginBucket),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD_OPTIONS,
          cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: uploadHeaders,
        },
        '/config.json': {
          origin: spaOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          responseHeadersPolicy: spaHeaders,
        },
      },
    });
    this.siteUrl = `https://${props.domain?.name ?? this.distribution.distributionDomainName}`;
    acknowledge(
      this.distribution,
      '@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
      'The uploads origin is an imported view of the assets bucket (cycle-free, see storage.ts); the OAC read statement is added to the real bucket below.',
    );

    // The assets origin is an imported view of the bucket (see storage.ts), so CDK cannot add the OAC
    // statement itself: CloudFront may read the uploads prefix, only for this distribution.
    props.assetsBucket.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'CloudFrontReadsUploads',
        principals: [new iam.ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [`${props.assetsBucket.bucketArn}/${props.assetsKeyPrefix}${CONFIRMED_IMAGES}`],
        conditions: {
          StringEquals: {
            'AWS:SourceArn': stack.formatArn({
              service: 'cloudfront',
              region: '',
              resource: 'distribution',
              resourceName: this.distribution.distributionId,
            }),
          },
        },
      }),
    );

    acknowledge(
      this.distribution,
      'AwsSolutions-CFR1',
      'Customers and their subscribers are worldwide; there is no country the product must not serve.',
    );
    acknowledge(
      this.distribution,
      'AwsSolutions-CFR2',
      'No WAF web ACL yet (fixed monthly cost before launch): the API stage is throttled and public handlers validate and rate-limit; add a CLOUDFRONT-scope web ACL when traffic justifies it.',
    );
    if (!props.domain)
      acknowledge(
        this.distribution,
        'AwsSolutions-CFR4',
        'Served on the default *.cloudfront.net certificate, whose viewer TLS policy CloudFront fixes (TLSv1); set minimumProtocolVersion TLS_V1_2_2021 when a custom domain with an ACM certificate is added.',
      );

    this.runtimeConfig = { stage: 'aws', apiBase: '/api', ...props.runtimeConfig };
    this.deploySite(props);
  }

  private deploySite(props: WebProps): void {
    const sources: s3deploy.ISource[] = [];
    const dist = props.webDist;
    if (dist && fs.existsSync(path.join(dist, 'index.html'))) {
      // The build may carry a local-dev config.json; the deployed one is written below.
      sources.push(s3deploy.Source.asset(dist, { exclude: ['config.json'] }));
    } else {
      Annotations.of(this).addWarningV2(
        'jungle-mail:web-not-built',
        `No SPA build at ${dist ?? '(webDist not set)'}: only config.json is deployed. Run \`npm run build\` before \`cdk deploy\` (npm run deploy does).`,
      );
    }
    sources.push(s3deploy.Source.jsonData('config.json', this.runtimeConfig));

    const logGroup = new logs.LogGroup(this, 'DeployLogs', { retention: logs.RetentionDays.ONE_WEEK });
    const role = new iam.Role(this, 'DeployRole', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: 'Jungle Mail SPA deployment (CDK BucketDeployment)',
    });
    logGroup.grantWrite(role);

    new s3deploy.BucketDeployment(this, 'DeploySpa', {
      sources,
      destinationBucket: props.spaBucket,
      // Never delete: a deploy without a build must not wipe the site, and old hashed chunks stay
      // available to browsers still running the previous version.
      prune: false,
      retainOnDelete: true,
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
      role,
      logGroup,
    });
    this.acknowledgeDeployment(role, props.spaBucket);
  }

  /**
   * CDK's BucketDeployment handler: its role's permissions and its runtime are chosen by aws-cdk-lib.
   * Each finding is acknowledged by name, so a new one (a CDK upgrade) stops the synth for review.
   */
  private acknowledgeDeployment(role: iam.Role, spaBucket: s3.IBucket): void {
    const stack = Stack.of(this);
    const qualifier = stack.synthesizer.bootstrapQualifier ?? DefaultStackSynthesizer.DEFAULT_QUALIFIER;
    const account = Token.isUnresolved(stack.account) ? '<AWS::AccountId>' : stack.account;
    const region = Token.isUnresolved(stack.region) ? '<AWS::Region>' : stack.region;
    const why =
      'CDK BucketDeployment (aws-cdk-lib managed handler) copies its asset zips from the CDK bootstrap bucket into the SPA bucket and invalidates the distribution';
    for (const action of ['s3:GetBucket*', 's3:GetObject*', 's3:List*', 's3:Abort*', 's3:DeleteObject*']) {
      acknowledge(
        role,
        `AwsSolutions-IAM5[Action::${action}]`,
        `${why}; these are the S3 action groups its grants use.`,
      );
    }
    acknowledge(
      role,
      `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::cdk-${qualifier}-assets-${account}-${region}/*]`,
      `${why}; it reads the objects of the CDK bootstrap assets bucket.`,
    );
    acknowledge(
      role,
      wildcardResourceFinding(role, `${spaBucket.bucketArn}/*`),
      `${why}; it writes every file of the build.`,
    );
    acknowledge(
      role,
      'AwsSolutions-IAM5[Resource::*]',
      `${why}; CDK grants cloudfront:CreateInvalidation/GetInvalidation on Resource * for it.`,
    );
    for (const child of stack.node.children) {
      if (child.node.id.startsWith('Custom::CDKBucketDeployment')) {
        acknowledge(
          child,
          'AwsSolutions-L1',
          'The BucketDeployment handler runtime (Python) is pinned by aws-cdk-lib, not by this app; it moves with aws-cdk-lib upgrades.',
        );
      }
    }
  }
}
