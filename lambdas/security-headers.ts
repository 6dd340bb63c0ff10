/**
 * The security headers of the site, one definition for both ways to run it: infra/constructs/web.ts
 * turns them into CloudFront response headers policies and lambdas/local/server.ts sends them itself, so
 * the e2e suite runs under the production CSP and a CSP regression fails a test (issue 18). No imports:
 * infra reads this file (like lambdas/routes/ and table.ts).
 */

export interface SiteCspOptions {
  /** Origins the SPA calls besides its own: Cognito (in AWS) and where uploads are posted (S3). */
  connectOrigins: readonly string[];
  /** In AWS (https): ask browsers to upgrade http subresources. Locally (plain http) it is left out. */
  upgradeInsecureRequests: boolean;
}

/** The SPA's Content-Security-Policy. */
export function siteContentSecurityPolicy(opts: SiteCspOptions): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Inline style attributes: the e-mail preview renders inline-styled e-mail HTML in a srcdoc iframe,
    // which inherits this policy. Scripts stay strict.
    "style-src 'self' 'unsafe-inline'",
    // E-mail previews show images from any https host (customer logos, placeholder hosts); uploads are 'self'.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...opts.connectOrigins].join(' '),
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(opts.upgradeInsecureRequests ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** Uploaded images: user files never run (an SVG or HTML polyglot included). */
export const UPLOAD_CONTENT_SECURITY_POLICY =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

export const REFERRER_POLICY = { site: 'strict-origin-when-cross-origin', api: 'no-referrer' } as const;
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=()';
export const CROSS_ORIGIN_OPENER_POLICY = 'same-origin';

/** The SPA's headers besides its CSP (and HSTS, which only an https origin sends). */
export const SITE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': REFERRER_POLICY.site,
  'permissions-policy': PERMISSIONS_POLICY,
  'cross-origin-opener-policy': CROSS_ORIGIN_OPENER_POLICY,
} as const;

/** /api/* answers (a handler may set its own referrer policy or framing). */
export const API_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': REFERRER_POLICY.api,
} as const;

/** /assets/* (confirmed uploaded images). */
export const UPLOAD_HEADERS = {
  'content-security-policy': UPLOAD_CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
} as const;
