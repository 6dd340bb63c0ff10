import { timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { deps } from '../deps';
import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER, VIEWER_COUNTRY_HEADER } from '../routes/viewer';

/**
 * Who is asking. Behind CloudFront, API Gateway's sourceIp is CloudFront's edge; the viewer routes'
 * behaviours forward CloudFront-Viewer-Address (`ip:port`) and CloudFront-Viewer-Country
 * (lambdas/routes/viewer.ts). Those headers are believed only beside the origin secret CloudFront adds
 * (ORIGIN_VERIFY_SECRET): a direct call to the API Gateway URL may send any header, so without the
 * secret it is the connection's own address and no country. Locally the server plays CloudFront
 * (lambdas/local/cloudfront-headers.ts).
 */
export interface Viewer {
  ip: string;
  /** Two letters, when CloudFront gave them. */
  country?: string;
}

/** The IP address of a CloudFront-Viewer-Address value: `198.51.100.10:46532`, `2001:db8::1:46532`. */
export function viewerAddressIp(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const cut = value.lastIndexOf(':');
  if (cut <= 0 || !/^\d{1,5}$/.test(value.slice(cut + 1))) return undefined;
  const ip = value.slice(0, cut).replace(/^\[(.*)\]$/, '$1');
  return isIP(ip) ? ip : undefined;
}

function sameSecret(sent: string | undefined, secret: string | undefined): boolean {
  if (!sent || !secret) return false;
  const [a, b] = [Buffer.from(sent), Buffer.from(secret)];
  return a.length === b.length && timingSafeEqual(a, b);
}

export function viewerOf(event: APIGatewayProxyEventV2, originSecret: string | undefined): Viewer {
  const headers = event.headers ?? {};
  if (sameSecret(headers[ORIGIN_VERIFY_HEADER], originSecret)) {
    const ip = viewerAddressIp(headers[VIEWER_ADDRESS_HEADER]);
    const country = headers[VIEWER_COUNTRY_HEADER];
    if (ip) return { ip, ...(country && /^[A-Z]{2}$/.test(country) ? { country } : {}) };
  }
  return { ip: event.requestContext.http.sourceIp };
}

/** The caller's IP address (see viewerOf), with the running stack's origin secret. */
export function clientIpOf(
  event: APIGatewayProxyEventV2,
  originSecret: string | undefined = deps().config.originVerifySecret,
): string {
  return viewerOf(event, originSecret).ip;
}
