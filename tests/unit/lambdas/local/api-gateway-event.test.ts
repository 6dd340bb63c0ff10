import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { buildEvent } from '../../../../lambdas/local/api-gateway';
import type { RouteDef } from '../../../../lambdas/routes';

/** The payload format 2.0 event the local stand-in for API Gateway builds (every local API request). */
const request = (url: string, headers: Record<string, string>) =>
  ({
    method: 'POST',
    url,
    httpVersion: '1.1',
    headers,
    socket: { remoteAddress: '::ffff:10.0.0.7' },
  }) as unknown as IncomingMessage;
const route = { method: 'POST', path: '/api/things/{id}' } as unknown as RouteDef;

describe('buildEvent', () => {
  it('carries cookies apart, the query, the path parameters, the JWT claims and a text body', () => {
    const req = request('/api/things/t1?a=1&a=2&b=x', {
      host: 'localhost:3000',
      cookie: 'one=1; two=2',
      'content-type': 'application/json',
      'user-agent': 'UA',
    });
    const url = new URL(req.url ?? '/', 'http://local');
    const event = buildEvent(
      req,
      Buffer.from('{"k":1}'),
      route,
      { id: 't1' },
      { claims: { sub: 'u1' }, scopes: undefined },
      'rid',
      url,
    );
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'POST /api/things/{id}',
      rawPath: '/api/things/t1',
      rawQueryString: 'a=1&a=2&b=x',
      cookies: ['one=1', 'two=2'],
      queryStringParameters: { a: '1,2', b: 'x' },
      pathParameters: { id: 't1' },
      body: '{"k":1}',
      isBase64Encoded: false,
      requestContext: {
        domainName: 'localhost',
        requestId: 'rid',
        http: { method: 'POST', path: '/api/things/t1', sourceIp: '10.0.0.7', userAgent: 'UA' },
        authorizer: { jwt: { claims: { sub: 'u1' }, scopes: null } },
      },
    });
    expect(event.headers.cookie).toBeUndefined();
  });

  it('leaves out what the request does not have, and sends a binary body as base64', () => {
    const req = request('/api/things/t1', { host: 'localhost', 'content-type': 'image/png' });
    const url = new URL(req.url ?? '/', 'http://local');
    const event = buildEvent(req, Buffer.from([0, 255]), route, undefined, undefined, 'rid', url);
    for (const absent of ['cookies', 'queryStringParameters', 'pathParameters'])
      expect(event).not.toHaveProperty(absent);
    expect(event.requestContext).not.toHaveProperty('authorizer');
    expect(event).toMatchObject({ body: 'AP8=', isBase64Encoded: true });
    const empty = buildEvent(req, Buffer.alloc(0), route, undefined, undefined, 'rid', url);
    expect(empty).not.toHaveProperty('body');
    expect(empty.isBase64Encoded).toBe(false);
  });
});
