import type { RouteDef } from './types';

/**
 * Routes that need the visitor's own address or country (RouteDef.viewer: the tracking ingest's visitor
 * hash and rate limit, the signup form's rate limit). Behind CloudFront, API Gateway's sourceIp is
 * CloudFront's edge; CloudFront sends the viewer's address (CloudFront-Viewer-Address, `ip:port`) and
 * country (CloudFront-Viewer-Country) only to behaviours whose origin request policy names them, so
 * these routes get their own behaviours (infra/constructs/viewer-behaviors.ts) with an allow-list of the
 * headers below. An allow-list cannot forward Authorization (CloudFront's rule), so no signed-in route
 * may be under their path patterns; Host is not forwarded either, as API Gateway refuses a foreign Host.
 *
 * Anyone can call the API Gateway URL directly with a made-up CloudFront-Viewer-Address, so the
 * functions believe it only beside ORIGIN_VERIFY_HEADER carrying the stack's origin secret, which
 * CloudFront adds to every request it sends to the API (lambdas/http/client-ip.ts).
 */
export const ORIGIN_VERIFY_HEADER = 'x-jm-origin-verify';
export const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';
export const VIEWER_COUNTRY_HEADER = 'cloudfront-viewer-country';

/** What the viewer routes read from the request (an origin request policy lists at most 10). */
export const VIEWER_ROUTE_HEADERS = [
  'content-type',
  'user-agent',
  'origin',
  'referer',
  'accept',
  'access-control-request-method',
  'access-control-request-headers',
  'CloudFront-Viewer-Address',
  'CloudFront-Viewer-Country',
] as const;

/** A route path as a CloudFront path pattern: `/api/subscribe/{id}` -> `/api/subscribe/*`. */
export const pathPatternOf = (path: string) => path.replace(/\{[^}]+\}.*$/, '*');

const matches = (pattern: string, path: string) =>
  pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern;

/** The CloudFront path patterns of the viewer routes; throws if one would also catch a signed-in route. */
export function viewerPathPatterns(routes: readonly RouteDef[]): string[] {
  const all = [...new Set(routes.filter((r) => r.viewer).map((r) => pathPatternOf(r.path)))];
  const patterns = all.filter((p) => !all.some((other) => other !== p && matches(other, p)));
  for (const route of routes) {
    const pattern = patterns.find((p) => matches(p, pathPatternOf(route.path)));
    if (pattern && route.auth === 'jwt')
      throw new Error(
        `Route ${route.id} (signed in) is under the viewer path ${pattern}, which cannot forward Authorization.`,
      );
  }
  return patterns.sort();
}
