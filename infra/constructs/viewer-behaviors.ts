/**
 * CloudFront behaviours of the viewer routes (lambdas/routes/viewer.ts): the tracking ingest and the
 * signup form need the visitor's address and country, which CloudFront sends only when an origin request
 * policy names CloudFront-Viewer-Address and CloudFront-Viewer-Country. `/api/*` keeps the managed
 * ALL_VIEWER_EXCEPT_HOST_HEADER (it forwards Authorization, which no allow-list may name); these paths
 * get their own allow-list, without Host (API Gateway refuses a foreign one) and without cookies. They
 * share the `/api/*` origin, which adds the origin secret to every request, so the functions can tell a
 * request that came through CloudFront from a direct call to the API Gateway URL.
 */
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import { routes, VIEWER_ROUTE_HEADERS, viewerPathPatterns } from '../../lambdas/routes';

export function viewerBehaviors(
  scope: Construct,
  apiBehavior: cloudfront.BehaviorOptions,
  paths: readonly string[] = viewerPathPatterns(routes),
): Record<string, cloudfront.BehaviorOptions> {
  if (paths.length === 0) return {};
  const policy = new cloudfront.OriginRequestPolicy(scope, 'ViewerRoutesPolicy', {
    comment: 'Jungle Mail public routes that need the viewer address and country (no Host, no Authorization)',
    headerBehavior: cloudfront.OriginRequestHeaderBehavior.allowList(...VIEWER_ROUTE_HEADERS),
    queryStringBehavior: cloudfront.OriginRequestQueryStringBehavior.all(),
    cookieBehavior: cloudfront.OriginRequestCookieBehavior.none(),
  });
  return Object.fromEntries(paths.map((path) => [path, { ...apiBehavior, originRequestPolicy: policy }]));
}
