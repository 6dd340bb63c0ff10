import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER, VIEWER_COUNTRY_HEADER } from '../routes/viewer';

/**
 * The local server plays CloudFront for the API: a request without the origin header (a browser, a
 * plain client) gets what CloudFront would send the API, the viewer's address from the connection
 * (`ip:port`, `[ip]` never: CloudFront writes IPv6 bare) and the origin secret, and any viewer header
 * the client made up is replaced, as CloudFront does. No country: locally it stays unknown. A request
 * that already carries the origin header is passed on as it is, as a direct call to API Gateway would
 * be (tests that stand for CloudFront send the stack's secret with the addresses of their visitors;
 * with a wrong one the functions believe nothing).
 */
export function playCloudFront(
  event: APIGatewayProxyEventV2,
  socket: { remoteAddress?: string | undefined; remotePort?: number | undefined },
  originSecret: string | undefined,
): void {
  const headers = event.headers;
  if (!originSecret || headers[ORIGIN_VERIFY_HEADER] !== undefined) return;
  delete headers[VIEWER_COUNTRY_HEADER];
  const ip = socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1';
  headers[VIEWER_ADDRESS_HEADER] = `${ip}:${socket.remotePort ?? 0}`;
  headers[ORIGIN_VERIFY_HEADER] = originSecret;
}
