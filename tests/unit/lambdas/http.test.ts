import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { withDeps } from '../../../lambdas/deps';
import { DomainError } from '../../../lambdas/domain/errors';
import { reply } from '../../../lambdas/http/responses';
import { routeHandler } from '../../../lambdas/http/route';
import { captureOutput } from '../../support/captured-output';
import { apiEvent, lambdaContext, unitDepsWithStore } from '../support/api-event';

/** The real middy chain of lambdas/http/route.ts, called the way Lambda calls it, with hand-built events. */
const deps = unitDepsWithStore();
const context = lambdaContext('aws-req');

function event(
  options: {
    body?: string;
    base64?: boolean;
    contentType?: string;
    claims?: Record<string, string>;
    query?: Record<string, string>;
    params?: Record<string, string>;
  } = {},
): APIGatewayProxyEventV2 {
  return apiEvent({
    routeKey: 'POST /api/things/{id}',
    rawPath: '/api/things/1',
    headers:
      options.contentType === undefined
        ? { 'content-type': 'application/json' }
        : options.contentType
          ? { 'content-type': options.contentType }
          : {},
    body: options.body,
    ...(options.base64 !== undefined ? { base64: options.base64 } : {}),
    ...(options.claims ? { claims: options.claims } : {}),
    ...(options.query ? { query: options.query } : {}),
    params: options.params ?? { id: 'abc' },
  });
}

const ALICE = { sub: 'user-alice', email: 'alice@example.com' };

const thing = routeHandler(
  { id: 'unitThing', auth: 'jwt', maxBodyBytes: 64 },
  {
    contract: {
      body: z.object({ name: z.string().min(1), count: z.number().int().optional() }),
      params: z.object({ id: z.string() }),
      query: z.object({ dry: z.enum(['1']).optional() }),
    },
    handle: async ({ body, identity, params, query }) => {
      if (body.name === 'taken')
        throw new DomainError('conflict', 'name_taken', 'A project with this name already exists.');
      if (body.name === 'boom') throw new Error('secret database detail');
      if (body.name === 'created')
        return reply(201, { id: params.id }, { location: `/api/things/${params.id}` });
      return { owner: identity.userId, name: body.name, dry: query.dry === '1' };
    },
  },
);

const publicRoute = routeHandler(
  { id: 'unitPublic', auth: 'public', maxBodyBytes: 0 },
  { handle: async ({ identity }) => ({ identity: identity ?? null }) },
);

async function run(handler: typeof thing | typeof publicRoute, e: APIGatewayProxyEventV2) {
  const res = (await withDeps(deps, () => handler(e, context))) as APIGatewayProxyStructuredResultV2;
  return { ...res, json: JSON.parse(res.body ?? 'null') as Record<string, unknown> };
}

describe('the HTTP wrapper', () => {
  it('parses the body, params and query, and passes the verified identity', async () => {
    const res = await run(thing, event({ body: '{"name":"Candles"}', claims: ALICE, query: { dry: '1' } }));
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'application/json',
      'cache-control': 'no-store',
      'x-request-id': 'req-1',
    });
    expect(res.json).toEqual({ owner: 'user-alice', name: 'Candles', dry: true });
  });

  it('decodes base64 bodies as API Gateway sends them', async () => {
    const body = Buffer.from('{"name":"B64"}').toString('base64');
    const res = await run(thing, event({ body, base64: true, claims: ALICE }));
    expect(res.json).toMatchObject({ name: 'B64' });
  });

  it('sends a reply() with its status and headers', async () => {
    const res = await run(thing, event({ body: '{"name":"created"}', claims: ALICE }));
    expect(res.statusCode).toBe(201);
    expect(res.headers).toMatchObject({ location: '/api/things/abc', 'content-type': 'application/json' });
  });

  it('answers 401 on a jwt route without verified claims, before reading the body', async () => {
    const res = await run(thing, event({ body: '{bad json' }));
    expect(res.statusCode).toBe(401);
    expect(res.json).toEqual({ error: 'unauthorized', message: 'Please log in to continue.' });
  });

  it('answers 413 above the route limit, before any parsing', async () => {
    const res = await run(thing, event({ body: `{"name":"${'x'.repeat(80)}"`, claims: ALICE }));
    expect(res.statusCode).toBe(413);
    expect(res.json).toEqual({
      error: 'payload_too_large',
      message: 'Request body is too large (limit 64 bytes).',
    });
  });

  it('counts the limit in bytes of the decoded body', async () => {
    const res = await run(thing, event({ body: JSON.stringify({ name: 'é'.repeat(30) }), claims: ALICE }));
    expect(res.statusCode).toBe(413);
  });

  it.each([['text/plain'], ['application/x-www-form-urlencoded'], ['']])(
    'answers 415 to a body sent as %j',
    async (contentType) => {
      const res = await run(thing, event({ body: '{"name":"x"}', contentType, claims: ALICE }));
      expect(res.statusCode).toBe(415);
      expect(res.json).toMatchObject({ error: 'unsupported_media_type' });
    },
  );

  it('accepts JSON with a charset', async () => {
    const res = await run(
      thing,
      event({ body: '{"name":"x"}', contentType: 'application/json; charset=utf-8', claims: ALICE }),
    );
    expect(res.statusCode).toBe(200);
  });

  it('answers 400 to malformed JSON', async () => {
    const res = await run(thing, event({ body: '{"name":', claims: ALICE }));
    expect(res.statusCode).toBe(400);
    expect(res.json).toEqual({ error: 'malformed_json', message: 'Malformed JSON body.' });
  });

  it('answers 400 with issues when the body breaks the contract', async () => {
    const res = await run(thing, event({ body: '{"name":"","count":1.5}', claims: ALICE }));
    expect(res.statusCode).toBe(400);
    expect(res.json).toMatchObject({
      error: 'invalid_request',
      message: 'Some fields are missing or invalid.',
    });
    expect((res.json.issues as { path: string }[]).map((i) => i.path)).toEqual(['body.name', 'body.count']);
  });

  it('answers 400 when the body is missing but required', async () => {
    const res = await run(thing, event({ claims: ALICE }));
    expect(res.statusCode).toBe(400);
    expect(res.json.issues).toEqual([{ path: 'body', message: expect.any(String) }]);
  });

  it('answers 400 with issues for a bad query parameter', async () => {
    const res = await run(thing, event({ body: '{"name":"x"}', claims: ALICE, query: { dry: 'yes' } }));
    expect(res.statusCode).toBe(400);
    expect((res.json.issues as { path: string }[])[0]?.path).toBe('query.dry');
  });

  it("maps a domain error to its status with the spec's message", async () => {
    const res = await run(thing, event({ body: '{"name":"taken"}', claims: ALICE }));
    expect(res.statusCode).toBe(409);
    expect(res.json).toEqual({ error: 'name_taken', message: 'A project with this name already exists.' });
  });

  it('answers 500 with a generic message, never the internal one', async () => {
    const res = await run(thing, event({ body: '{"name":"boom"}', claims: ALICE }));
    expect(res.statusCode).toBe(500);
    expect(res.json).toEqual({
      error: 'internal',
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(res.body).not.toContain('secret');
  });

  it('gives public routes no identity, even when claims are present', async () => {
    const res = await run(publicRoute, event({ body: undefined, claims: ALICE }));
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual({ identity: null });
  });

  it('answers 413 to any body on a route whose limit is 0', async () => {
    const res = await run(publicRoute, event({ body: '{}' }));
    expect(res.statusCode).toBe(413);
  });

  it('answers 500 (not a crash) when the environment is incomplete, and logs why', async () => {
    const { result, logs } = await captureOutput(() => publicRoute(event(), context));
    const res = result as APIGatewayProxyStructuredResultV2;
    expect(logs).toContainEqual(
      expect.objectContaining({
        level: 'ERROR',
        message: 'The API is misconfigured',
        error: expect.objectContaining({
          name: 'ConfigError',
          message: expect.stringContaining('TABLE_NAME'),
        }),
      }),
    );
    expect(res.statusCode).toBe(500);
    expect(JSON.parse(res.body ?? '')).toEqual({
      error: 'internal',
      message: 'Something went wrong on our side. Please try again.',
    });
  });
});
