/**
 * The pieces the tracking routes added to lambdas/http (readTextBody, a route's `headers` on every
 * answer, textReply) and the ingest handler's own error mapping, called the way Lambda calls them with
 * hand-built API Gateway events. The ingest runs over the in-memory Store stand-in (memory-store.ts).
 */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { type Deps, withDeps } from '../../../lambdas/deps';
import { DomainError } from '../../../lambdas/domain/errors';
import { handler as ingestHandler } from '../../../lambdas/handlers/tracking-ingest';
import { readTextBody } from '../../../lambdas/http/body';
import { HttpError } from '../../../lambdas/http/errors';
import { textReply } from '../../../lambdas/http/responses';
import { routeHandler } from '../../../lambdas/http/route';
import { apiEvent, lambdaContext, unitDeps } from '../support/api-event';
import { eventBody, seededStore } from './fixtures';
import { FakeClock } from './memory-store';

const base = unitDeps();
const context = lambdaContext('r');

function event(
  body: string | undefined,
  contentType?: string,
  options: { base64?: boolean; method?: string } = {},
): APIGatewayProxyEventV2 {
  return apiEvent({
    routeKey: 'POST /api/t',
    rawPath: '/api/t',
    headers: contentType === undefined ? {} : { 'content-type': contentType },
    body,
    ...options,
  });
}

const TYPES = ['text/plain', 'application/json'];

describe('readTextBody', () => {
  it.each([['text/plain'], ['text/plain;charset=UTF-8'], ['application/json; charset=utf-8'], [undefined]])(
    'passes a %s body through as text, unparsed',
    (type) => {
      expect(readTextBody(event('{"a":', type), 32, TYPES)).toBe('{"a":');
    },
  );

  it('decodes base64 bodies, and gives undefined for none', () => {
    expect(
      readTextBody(event(Buffer.from('hé').toString('base64'), 'text/plain', { base64: true }), 32, TYPES),
    ).toBe('hé');
    expect(readTextBody(event(undefined), 32, TYPES)).toBeUndefined();
    expect(readTextBody(event(''), 32, TYPES)).toBeUndefined();
  });

  it('refuses over the limit in bytes (413) before the media type (415)', () => {
    expect(() => readTextBody(event('é'.repeat(17), 'image/png'), 32, TYPES)).toThrow(
      expect.objectContaining({ status: 413, code: 'payload_too_large' }),
    );
    expect(() => readTextBody(event('a=1', 'application/x-www-form-urlencoded'), 32, TYPES)).toThrow(
      new HttpError(
        415,
        'unsupported_media_type',
        'Send the request body as text/plain or application/json.',
      ),
    );
  });
});

describe("a route's headers and textReply", () => {
  const CORS = { 'access-control-allow-origin': '*' };
  const route = routeHandler(
    { id: 'unitHeaders', auth: 'public', maxBodyBytes: 0 },
    {
      headers: CORS,
      handle: async () => {
        throw new DomainError('rate_limited', 'slow', 'Slow down.');
      },
    },
  );
  const script = routeHandler(
    { id: 'unitScript', auth: 'public', maxBodyBytes: 0 },
    { headers: CORS, handle: async () => textReply(200, 'alert(1)', { 'content-type': 'text/javascript' }) },
  );
  const run = async (h: typeof route, e: APIGatewayProxyEventV2) =>
    (await withDeps(base, () => h(e, context))) as APIGatewayProxyStructuredResultV2;

  it('are on errors, including the wrapper refusals', async () => {
    expect(await run(route, event(undefined))).toMatchObject({ statusCode: 429, headers: CORS });
    expect(await run(route, event('x', 'text/plain'))).toMatchObject({ statusCode: 413, headers: CORS });
  });

  it('gives every 429 a Retry-After, even when the refusal names no wait', async () => {
    expect(await run(route, event(undefined))).toMatchObject({
      statusCode: 429,
      headers: { 'retry-after': '1' },
    });
    const slow = routeHandler(
      { id: 'unitSlow', auth: 'public', maxBodyBytes: 0 },
      {
        handle: async () => {
          throw new DomainError('rate_limited', 'slow', 'Slow down.', 7);
        },
      },
    );
    expect(await run(slow, event(undefined))).toMatchObject({
      statusCode: 429,
      headers: { 'retry-after': '7' },
    });
  });

  it('sends a textReply as is, with its own content type', async () => {
    const res = await run(script, event(undefined));
    expect(res).toMatchObject({ statusCode: 200, body: 'alert(1)' });
    expect(res.headers).toMatchObject({
      ...CORS,
      'content-type': 'text/javascript',
      'x-request-id': 'req-1',
    });
  });
});

describe('the ingest handler (POST and OPTIONS /api/t)', () => {
  function depsWith(store: Deps['ports']['store']): Deps {
    const clock = new FakeClock();
    const ports = new Proxy(base.ports, {
      get: (target, key, receiver) =>
        key === 'store' ? store : key === 'clock' ? clock : Reflect.get(target, key, receiver),
    });
    return { config: base.config, ports };
  }
  const call = async (d: Deps, e: APIGatewayProxyEventV2) =>
    (await withDeps(d, () => ingestHandler(e, context))) as APIGatewayProxyStructuredResultV2;

  it('accepts an event with 202 and CORS, and stores it', async () => {
    const store = seededStore();
    const res = await call(depsWith(store), event(eventBody(), 'text/plain;charset=UTF-8'));
    expect(res.statusCode).toBe(202);
    expect(res.headers).toMatchObject({
      'access-control-allow-origin': '*',
      'content-type': 'application/json',
    });
    expect(JSON.parse(res.body ?? '')).toMatchObject({ accepted: true });
    expect([...store.items.keys()].some((k) => k.includes('EVENT#'))).toBe(true);
  });

  it('maps refusals to their status with CORS, and a store failure to a plain 500 with CORS', async () => {
    const store = seededStore();
    const refused = await call(depsWith(store), event('{', 'text/plain'));
    expect(refused).toMatchObject({ statusCode: 400, headers: { 'access-control-allow-origin': '*' } });
    expect(JSON.parse(refused.body ?? '')).toEqual({
      error: 'malformed_json',
      message: 'Malformed JSON body.',
    });
    store.beforeWrite = () => {
      throw new Error('table gone');
    };
    const failed = await call(depsWith(store), event(eventBody(), 'text/plain'));
    expect(failed).toMatchObject({ statusCode: 500, headers: { 'access-control-allow-origin': '*' } });
    expect(JSON.parse(failed.body ?? '')).toEqual({
      error: 'internal',
      message: 'Something went wrong on our side. Please try again.',
    });
  });

  it('answers the preflight with 204 and the CORS headers', async () => {
    const res = await call(depsWith(seededStore()), event(undefined, undefined, { method: 'OPTIONS' }));
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(res.headers).toMatchObject({
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'POST, OPTIONS',
      'access-control-allow-headers': 'content-type',
    });
  });
});
