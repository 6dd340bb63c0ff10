/**
 * CloudFront behaviours for the links in campaign mail (issue 22): `/c/{token}` (click redirect) and
 * `/o/{token}.gif` (opens pixel) are short paths on the site's own domain, served by the HTTP API's
 * `/api/c/{token}` and `/api/o/{file}` routes (lambdas/routes/campaign-links.ts). A viewer-request function
 * adds the `/api` prefix; nothing is cached (every click and open is counted).
 */
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';

/** The function's code: `/c/x` -> `/api/c/x`, `/o/x.gif` -> `/api/o/x.gif` (the query string is kept by CloudFront). */
export const CAMPAIGN_LINK_REWRITE = `function handler(event) {
  var request = event.request;
  request.uri = '/api' + request.uri;
  return request;
}`;

export const CAMPAIGN_LINK_PATTERNS = ['/c/*', '/o/*'] as const;

/** `api` is the `/api/*` behaviour: the same origin (with its origin-verify header) and headers policy. */
export function campaignLinkBehaviors(
  scope: Construct,
  api: cloudfront.BehaviorOptions,
): Record<string, cloudfront.BehaviorOptions> {
  const rewrite = new cloudfront.Function(scope, 'CampaignLinkRewrite', {
    comment: 'Campaign mail links /c/* and /o/* to the API routes under /api',
    runtime: cloudfront.FunctionRuntime.JS_2_0,
    code: cloudfront.FunctionCode.fromInline(CAMPAIGN_LINK_REWRITE),
  });
  const behavior: cloudfront.BehaviorOptions = {
    ...api,
    viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
    allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
    cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
    functionAssociations: [{ function: rewrite, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
  };
  return Object.fromEntries(CAMPAIGN_LINK_PATTERNS.map((pattern) => [pattern, behavior]));
}
