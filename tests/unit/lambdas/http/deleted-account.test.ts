/**
 * The wrapper of lambdas/http/route.ts refuses an account whose deletion has started (its tombstone,
 * issue 30) on 'jwt' routes, before its handler runs, except on the route that resumes the deletion; public
 * routes never read the store. The integration test tests/integration/account/dead-account.test.ts does the
 * same over every route of the table and DynamoDB Local.
 */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { withDeps } from '../../../../lambdas/deps';
import { putAccountTombstone } from '../../../../lambdas/domain/items/account-tombstone';
import { routeHandler } from '../../../../lambdas/http/route';
import { routes, streams } from '../../../../lambdas/routes';
import type { Store } from '../../../../lambdas/ports/store';
import { apiEvent, lambdaContext, unitDepsWithStore } from '../../support/api-event';
import { MemoryStore } from '../../tracking/memory-store';

const store = new MemoryStore();
const deps = unitDepsWithStore(store);
const GONE = { sub: 'user-gone', email: 'gone@example.com' };
const LIVE = { sub: 'user-live', email: 'live@example.com' };

let calls = 0;
const handle = async () => {
  calls += 1;
  return { done: true };
};
const signedIn = routeHandler({ id: 'unitSignedIn', auth: 'jwt', maxBodyBytes: 64 }, { handle });
const deletion = routeHandler(
  { id: 'unitDeletion', auth: 'jwt', maxBodyBytes: 64 },
  { handle, resumesDeletion: true },
);
const publicRoute = routeHandler({ id: 'unitPublic', auth: 'public', maxBodyBytes: 64 }, { handle });

const event = (claims?: Record<string, string>): APIGatewayProxyEventV2 =>
  apiEvent({
    routeKey: 'POST /api/x',
    rawPath: '/api/x',
    body: '{}',
    headers: { 'content-type': 'application/json' },
    ...(claims ? { claims } : {}),
  });

async function run(handler: typeof signedIn, e: APIGatewayProxyEventV2, d = deps) {
  const res = (await withDeps(d, () =>
    handler(e, lambdaContext('aws-req')),
  )) as APIGatewayProxyStructuredResultV2;
  return { status: res.statusCode, json: JSON.parse(res.body ?? 'null') as unknown };
}

beforeAll(async () => {
  expect(await putAccountTombstone(store, GONE.sub, new Date('2026-11-29T04:00:00Z'))).toBe(true);
});

describe("the wrapper and a deleted account's token", () => {
  it('refuses it on a jwt route with a 401 in careful words, before the handler runs', async () => {
    calls = 0;
    const res = await run(signedIn, event(GONE));
    expect(res).toEqual({
      status: 401,
      json: {
        error: 'account_deleted',
        message:
          'This account has been deleted, or is being deleted, so it can no longer be used. To use Jungle Mail again, sign up for a new account.',
      },
    });
    expect(calls).toBe(0);
  });

  it('lets a live account through, and the deletion route resume a deletion', async () => {
    calls = 0;
    expect(await run(signedIn, event(LIVE))).toEqual({ status: 200, json: { done: true } });
    expect(await run(deletion, event(GONE))).toEqual({ status: 200, json: { done: true } });
    expect(calls).toBe(2);
  });

  it('keeps the store out of public routes', async () => {
    const reads: string[] = [];
    const spy = new Proxy(store, {
      get: (target, name, receiver) => {
        const value = Reflect.get(target, name, receiver) as unknown;
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          reads.push(String(name));
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    }) as Store;
    const d = unitDepsWithStore(spy);
    expect(await run(publicRoute, event(GONE), d)).toEqual({ status: 200, json: { done: true } });
    expect(reads).toEqual([]);
    await run(signedIn, event(LIVE), d);
    // Its tombstone and its CURRENT_OWNER (issue 34: ownership can move), read side by side.
    expect(reads).toEqual(['get', 'get']);
  });
});

it('every signed-in route and stream may read the table (in AWS the check is a GetItem its role must allow)', () => {
  const signedIn = [...routes.filter((r) => r.auth === 'jwt'), ...streams];
  const blind = signedIn.filter((r) => !(r.grants as readonly string[]).includes('table:read'));
  expect(blind.map((r) => r.id)).toEqual([]);
});
