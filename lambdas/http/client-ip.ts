import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/**
 * The caller's IP address. In AWS the API sits behind CloudFront, whose origin request policy forwards
 * CloudFront-Viewer-Address (`ip:port`, the viewer as CloudFront saw it); API Gateway's sourceIp is then
 * CloudFront's edge. Without that header (locally, or a direct call) the connection's own address.
 */
export function clientIpOf(event: APIGatewayProxyEventV2): string {
  const viewer = event.headers?.['cloudfront-viewer-address'];
  if (viewer) {
    const ip = viewer.replace(/:\d+$/, '').replace(/^\[(.*)\]$/, '$1');
    if (/^[0-9a-fA-F.:]{2,45}$/.test(ip)) return ip;
  }
  return event.requestContext.http.sourceIp;
}
