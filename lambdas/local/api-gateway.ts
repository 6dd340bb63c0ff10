import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import type { RouteDef } from '../routes';
import type { VerifiedJwt } from './jwt';

/** A route of lambdas/routes/ with its path compiled: {x} is one segment, {x+} the rest. */
interface CompiledRoute {
  route: RouteDef;
  pattern: RegExp;
  names: string[];
}

export function compileRoutes(routes: readonly RouteDef[]): CompiledRoute[] {
  return routes.map((route) => {
    const names: string[] = [];
    const source = route.path
      .split('/')
      .map((segment) => {
        const param = /^\{([^}+]+)(\+?)\}$/.exec(segment);
        if (!param) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(param[1] as string);
        return param[2] ? '(.+)' : '([^/]+)';
      })
      .join('/');
    return { route, pattern: new RegExp(`^${source}$`), names };
  });
}

export type Match =
  { route: RouteDef; params: Record<string, string> | undefined } | { status: 404 | 405; allow?: string[] };

export function matchRoute(compiled: CompiledRoute[], method: string, path: string): Match {
  const allow: string[] = [];
  for (const c of compiled) {
    const m = c.pattern.exec(path);
    if (!m) continue;
    if (c.route.method !== method) {
      allow.push(c.route.method);
      continue;
    }
    const params = c.names.length
      ? Object.fromEntries(c.names.map((name, i) => [name, decodeURIComponent(m[i + 1] ?? '')]))
      : undefined;
    return { route: c.route, params };
  }
  return allow.length ? { status: 405, allow } : { status: 404 };
}

const TEXT_TYPES =
  /^(text\/|application\/(json|xml|javascript|x-www-form-urlencoded)|application\/[\w.+-]+\+(json|xml))/i;

let clfSecond = -1;
let clfText = '';

/** `30/Nov/2026:04:10:00 +0000`, as API Gateway writes requestContext.time; worked out once a second. */
function clfDate(date: Date): string {
  const second = Math.floor(date.getTime() / 1000);
  if (second !== clfSecond) {
    const [, day, month, year, time] = date.toUTCString().split(' ');
    clfText = `${day}/${month}/${year}:${time} +0000`;
    clfSecond = second;
  }
  return clfText;
}

/** The APIGatewayProxyEventV2 (payload format 2.0) that an HTTP API would build for this request. */
export function buildEvent(
  req: IncomingMessage,
  body: Buffer,
  route: RouteDef,
  params: Record<string, string> | undefined,
  jwt: VerifiedJwt | undefined,
  requestId: string = randomUUID(),
  url: URL = new URL(req.url ?? '/', 'http://local'),
): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === 'cookie') continue;
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  const cookies = req.headers.cookie
    ?.split(';')
    .map((c) => c.trim())
    .filter(Boolean);
  const query: Record<string, string> = {};
  // url.searchParams builds an object of its own: only when there is a query.
  if (url.search.length > 1)
    for (const [key, value] of url.searchParams) query[key] = key in query ? `${query[key]},${value}` : value;
  const contentType = headers['content-type'] ?? '';
  const binary = body.length > 0 && !TEXT_TYPES.test(contentType);
  const now = new Date();
  const routeKey = `${route.method} ${route.path}`;
  const host = headers.host ?? 'localhost';
  const requestContext: APIGatewayProxyEventV2['requestContext'] = {
    accountId: '000000000000',
    apiId: 'local',
    domainName: host.split(':')[0] ?? host,
    domainPrefix: host.split('.')[0] ?? host,
    http: {
      method: req.method ?? 'GET',
      path: url.pathname,
      protocol: `HTTP/${req.httpVersion}`,
      sourceIp: req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1',
      userAgent: headers['user-agent'] ?? '',
    },
    requestId,
    routeKey,
    stage: '$default',
    time: clfDate(now),
    timeEpoch: now.getTime(),
  };
  const event: APIGatewayProxyEventV2 = {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    headers,
    requestContext,
    isBase64Encoded: binary,
  };
  // The optional parts assigned, not spread into the literal: every API request builds one.
  if (cookies?.length) event.cookies = cookies;
  if (url.search.length > 1) event.queryStringParameters = query;
  if (params) event.pathParameters = params;
  if (jwt)
    Object.assign(requestContext, {
      authorizer: {
        principalId: '',
        integrationLatency: 0,
        jwt: { claims: jwt.claims, scopes: jwt.scopes ?? null },
      },
    });
  if (body.length) event.body = body.toString(binary ? 'base64' : 'utf8');
  return event;
}

export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[]>;
  /** Text as the handler gave it (no copy into a Buffer), or the decoded bytes of a base64 body. */
  body: Buffer | string;
}

/** What API Gateway makes of a handler's result (format 2.0, including the "no statusCode" inference). */
export function toHttpAnswer(result: APIGatewayProxyResultV2): HttpAnswer {
  if (typeof result !== 'object' || result === null || !('statusCode' in result)) {
    const body = typeof result === 'string' ? result : JSON.stringify(result);
    return { status: 200, headers: { 'content-type': 'application/json' }, body: Buffer.from(body ?? '') };
  }
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {}))
    headers[name.toLowerCase()] = String(value);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  const body = result.isBase64Encoded ? Buffer.from(result.body ?? '', 'base64') : (result.body ?? '');
  return { status: result.statusCode ?? 200, headers, body };
}
