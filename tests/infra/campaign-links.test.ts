/**
 * Issue 22: the links in campaign mail (`/c/{token}`, `/o/{token}.gif`) reach the HTTP API's `/api/c/…` and
 * `/api/o/…` routes through their own CloudFront behaviours. Checked on a small stack with just those
 * behaviours (the whole stack's synth is tested elsewhere), and the viewer-request function's code run as
 * CloudFront would run it.
 */
import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_LINK_PATTERNS,
  CAMPAIGN_LINK_REWRITE,
  campaignLinkBehaviors,
} from '../../infra/constructs/campaign-link-behaviors';
import { routes } from '../../lambdas/routes';

function template(): Template {
  const stack = new Stack(new App(), 'Links');
  const headers = new cloudfront.ResponseHeadersPolicy(stack, 'Headers', {});
  const api: cloudfront.BehaviorOptions = {
    origin: new origins.HttpOrigin('abc123.execute-api.eu-west-1.amazonaws.com'),
    responseHeadersPolicy: headers,
    originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
  };
  new cloudfront.Distribution(stack, 'Distribution', {
    defaultBehavior: { origin: new origins.HttpOrigin('spa.example.com') },
    additionalBehaviors: campaignLinkBehaviors(stack, api),
  });
  return Template.fromStack(stack);
}

describe('CloudFront behaviours for /c/* and /o/*', () => {
  it('send both paths, uncached, to the API origin with the rewrite function', () => {
    const t = template();
    const behavior = (pattern: string) =>
      Match.objectLike({
        PathPattern: pattern,
        CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', // Managed-CachingDisabled
        ViewerProtocolPolicy: 'redirect-to-https',
        AllowedMethods: ['GET', 'HEAD'],
        FunctionAssociations: [Match.objectLike({ EventType: 'viewer-request' })],
      });
    t.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        CacheBehaviors: Match.arrayWith(CAMPAIGN_LINK_PATTERNS.map(behavior)),
        Origins: Match.arrayWith([
          Match.objectLike({ DomainName: 'abc123.execute-api.eu-west-1.amazonaws.com' }),
        ]),
      }),
    });
    t.resourceCountIs('AWS::CloudFront::Function', 1);
  });

  it('the function adds /api, which names the routes of lambdas/routes/campaign-links.ts', () => {
    // CloudFront's JS 2.0 runtime calls `handler(event)`; run the same source here.
    const handler = new Function(`${CAMPAIGN_LINK_REWRITE}; return handler;`)() as (event: {
      request: { uri: string };
    }) => { uri: string };
    expect(handler({ request: { uri: '/c/abc_-1' } }).uri).toBe('/api/c/abc_-1');
    expect(handler({ request: { uri: '/o/abc.gif' } }).uri).toBe('/api/o/abc.gif');
    const paths = routes.map((r) => r.path);
    expect(paths).toContain('/api/c/{token}');
    expect(paths).toContain('/api/o/{file}');
  });
});
