/**
 * Issue 22: the public routes that need the visitor's address and country get CloudFront behaviours of
 * their own, before `/api/*`, whose origin request policy names CloudFront-Viewer-Address and -Country
 * (and neither Host, which API Gateway refuses, nor Authorization, which no allow-list may name); every
 * request to the API carries the origin secret, and the functions get the same value to check it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN_VERIFY_HEADER, type RouteDef, routes, viewerPathPatterns } from '../../lambdas/routes';
import {
  type CfnResource,
  type CfnTemplate,
  inParent,
  refId,
  removeTempDirs,
  resourcesOf,
  synth,
  type Synthesized,
} from './synth';

let s: Synthesized;
beforeAll(() => {
  s = synth();
});
afterAll(removeTempDirs);

const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const SECRET = { 'Fn::Select': [2, { 'Fn::Split': ['/', { Ref: 'AWS::StackId' }] }] };

/** `value` with every `{ Ref }` to one of an area's parameters replaced by what the parent passes in. */
function deepInParent(json: CfnTemplate, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => deepInParent(json, v));
  if (value && typeof value === 'object') {
    if (refId(value)) return inParent(s, json, value);
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, deepInParent(json, v)]));
  }
  return value;
}

function distribution() {
  const [[, d]] = resourcesOf(s.json, 'AWS::CloudFront::Distribution') as [[string, CfnResource]];
  return d.Properties!.DistributionConfig as {
    CacheBehaviors: Record<string, unknown>[];
    Origins: { Id: string; OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[] }[];
  };
}

describe('CloudFront behaviours of the viewer routes', () => {
  it('come before /api/*, to the same origin, uncached, with their own origin request policy', () => {
    const behaviors = distribution().CacheBehaviors;
    const paths = behaviors.map((b) => b.PathPattern);
    const api = behaviors.find((b) => b.PathPattern === '/api/*')!;
    expect(viewerPathPatterns(routes)).toEqual(['/api/subscribe/*', '/api/t']);
    for (const pattern of viewerPathPatterns(routes)) {
      const behavior = behaviors.find((b) => b.PathPattern === pattern)!;
      expect(paths.indexOf(pattern)).toBeLessThan(paths.indexOf('/api/*'));
      expect(behavior).toMatchObject({
        TargetOriginId: api.TargetOriginId,
        CachePolicyId: CACHING_DISABLED,
        ViewerProtocolPolicy: 'https-only',
        AllowedMethods: expect.arrayContaining(['GET', 'POST', 'OPTIONS']),
        ResponseHeadersPolicyId: api.ResponseHeadersPolicyId,
      });
      const [[policyId, policy]] = resourcesOf(s.json, 'AWS::CloudFront::OriginRequestPolicy') as [
        [string, CfnResource],
      ];
      expect(refId(behavior.OriginRequestPolicyId)).toBe(policyId);
      const config = policy!.Properties!.OriginRequestPolicyConfig as {
        HeadersConfig: { HeaderBehavior: string; Headers: string[] };
        CookiesConfig: { CookieBehavior: string };
        QueryStringsConfig: { QueryStringBehavior: string };
      };
      expect(config.HeadersConfig.HeaderBehavior).toBe('whitelist');
      const headers = config.HeadersConfig.Headers.map((h) => h.toLowerCase());
      expect(headers).toEqual(
        expect.arrayContaining(['cloudfront-viewer-address', 'cloudfront-viewer-country', 'user-agent']),
      );
      expect(headers).not.toContain('host');
      expect(headers).not.toContain('authorization');
      expect(headers.length).toBeLessThanOrEqual(10);
      expect(config.CookiesConfig.CookieBehavior).toBe('none');
      expect(config.QueryStringsConfig.QueryStringBehavior).toBe('all');
    }
  });

  it('the API origin adds the origin secret, and every route function gets the same value', () => {
    const api = distribution().CacheBehaviors.find((b) => b.PathPattern === '/api/*')!;
    const origin = distribution().Origins.find((o) => o.Id === api.TargetOriginId)!;
    expect(origin.OriginCustomHeaders).toEqual([{ HeaderName: ORIGIN_VERIFY_HEADER, HeaderValue: SECRET }]);
    const ids = new Set((routes as readonly RouteDef[]).filter((r) => r.viewer).map((r) => r.id));
    let checked = 0;
    for (const json of s.apiTemplates)
      for (const [logicalId, fn] of resourcesOf(json, 'AWS::Lambda::Function')) {
        const id = [...ids].find((routeId) =>
          logicalId.startsWith(`Fn${routeId[0]!.toUpperCase()}${routeId.slice(1)}`),
        );
        if (!id) continue;
        const env = (fn.Properties!.Environment as { Variables: Record<string, unknown> }).Variables;
        // In an area's nested stack a parameter stands for it: the parent passes the main stack's value.
        expect(deepInParent(json, env.ORIGIN_VERIFY_SECRET)).toEqual(SECRET);
        checked++;
      }
    expect(checked).toBeGreaterThanOrEqual(3);
  });
});
