/**
 * Hand-built Lambda inputs for unit tests of the middy chain (lambdas/http/route.ts): the deps of a unit
 * run, a Lambda context, and an API Gateway HTTP API (payload v2) event as Lambda hands it over.
 */
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { createDeps, type Deps } from '../../../lambdas/deps';
import type { Store } from '../../../lambdas/ports/store';
import { MemoryStore } from '../tracking/memory-store';

/** Deps over a unit-only environment (no stack behind it; tests swap in the ports they need). */
export function unitDeps(): Deps {
  return createDeps({
    STAGE: 'local',
    TABLE_NAME: 'unit',
    ASSETS_BUCKET: 'unit',
    ASSETS_PUBLIC_BASE: 'http://127.0.0.1:9/unit',
    USER_POOL_ID: 'local_unit',
    LOG_LEVEL: 'SILENT',
  });
}

/**
 * unitDeps with an in-memory store: what a 'jwt' route reads before its handler (the account's tombstone,
 * lambdas/http/identity.ts) has an answer.
 */
export function unitDepsWithStore(store: Store = new MemoryStore()): Deps {
  const d = unitDeps();
  const ports = new Proxy(d.ports, {
    get: (target, name, receiver) => (name === 'store' ? store : Reflect.get(target, name, receiver)),
  });
  return { config: d.config, ports };
}

export function lambdaContext(awsRequestId: string): Context {
  return {
    functionName: 'unit',
    awsRequestId,
    getRemainingTimeInMillis: () => 10_000,
  } as unknown as Context;
}

export interface ApiEventOptions {
  /** The route as API Gateway names it, e.g. 'POST /api/things/{id}'. */
  routeKey: string;
  rawPath: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string | undefined;
  base64?: boolean;
  /** JWT claims the authorizer verified; none means no authorizer context. */
  claims?: Record<string, string>;
  query?: Record<string, string>;
  params?: Record<string, string>;
}

/** An API Gateway v2 event with request id 'req-1'. */
export function apiEvent(options: ApiEventOptions): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: options.routeKey,
    rawPath: options.rawPath,
    rawQueryString: '',
    headers: options.headers ?? {},
    queryStringParameters: options.query,
    pathParameters: options.params,
    requestContext: {
      accountId: '0',
      apiId: 'unit',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: options.method ?? 'POST',
        path: options.rawPath,
        protocol: 'HTTP/1.1',
        sourceIp: '127.0.0.1',
        userAgent: 'unit',
      },
      requestId: 'req-1',
      routeKey: options.routeKey,
      stage: '$default',
      time: '',
      timeEpoch: 0,
      ...(options.claims ? { authorizer: { jwt: { claims: options.claims, scopes: null } } } : {}),
    },
    body: options.body,
    isBase64Encoded: options.base64 ?? false,
  } as APIGatewayProxyEventV2;
}
