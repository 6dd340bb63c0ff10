/**
 * Property-based, over HTTP: whatever body, content type or size a client sends to POST /api/t, the
 * answer is a 2xx/4xx with CORS and a JSON reason, never a 5xx, and the server keeps answering.
 * Bounded to 200 runs (each a real request to the local stack).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, rawCall } from '../helpers/api';
import { dynamo, type TrackedUser, userWithSetup } from './support';

let user: TrackedUser;
beforeAll(async () => {
  user = await userWithSetup();
});
afterAll(() => dynamo.destroy());

const contentTypes = fc.oneof(
  fc.constantFrom(
    'text/plain',
    'text/plain;charset=UTF-8',
    'application/json',
    'application/json; charset=utf-16',
    'application/octet-stream',
    'multipart/form-data',
    'text/html',
    '',
    ';;;',
    'text/plain; charset="\u00ff"',
  ),
  fc.string({ maxLength: 40 }).map((s) => s.replace(/[^\x20-\x7e]/g, 'x')),
);

/** Near-valid events with one field replaced by anything JSON can carry, and plain garbage. */
const bodies = (trackingId: string) =>
  fc.oneof(
    fc
      .record(
        {
          tracking_id: fc.oneof(fc.constant(trackingId), fc.string(), fc.jsonValue()),
          event_name: fc.oneof(
            fc.constantFrom('view', 'add_to_cart'),
            fc.string({ maxLength: 80 }),
            fc.jsonValue(),
          ),
          event_data: fc.oneof(
            fc.object(),
            fc.jsonValue(),
            fc.dictionary(fc.string(), fc.string({ maxLength: 2000 })),
          ),
          page_url: fc.oneof(fc.webUrl(), fc.string(), fc.jsonValue()),
          client_timestamp: fc.oneof(
            fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
            fc.string(),
            fc.jsonValue(),
          ),
        },
        { requiredKeys: [] },
      )
      .map((event) => JSON.stringify(event)),
    fc.jsonValue().map((value) => JSON.stringify(value) ?? ''),
    fc.string({ maxLength: 500 }),
    fc.string({ unit: 'binary', maxLength: 500 }),
    fc
      .integer({ min: 7000, max: 20_000 })
      .map((n) => JSON.stringify({ tracking_id: trackingId, pad: 'x'.repeat(n) })),
    fc.constantFrom(
      '{',
      '{"tracking_id":',
      '\u0000',
      '\ufeff{}',
      '{"__proto__":{"x":1}}',
      'null',
      '[]',
      '1e999',
    ),
  );

describe('POST /api/t never answers 5xx', () => {
  it('for random and malformed bodies, content types and sizes (200 runs)', async () => {
    const seen = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(
        bodies(user.trackingId),
        contentTypes,
        fc.boolean(),
        async (body, contentType, raw) => {
          const headers: Record<string, string> = contentType === '' ? {} : { 'content-type': contentType };
          const res = raw
            ? await rawCall('/api/t', { method: 'POST', body, headers })
            : await call('/api/t', { method: 'POST', body, headers });
          seen.set(res.status, (seen.get(res.status) ?? 0) + 1);
          expect(res.status).toBeGreaterThanOrEqual(200);
          expect(res.status).toBeLessThan(500);
          expect(res.headers.get('access-control-allow-origin')).toBe('*');
          if (res.status >= 400) expect(typeof (res.body as { message?: unknown }).message).toBe('string');
        },
      ),
      { numRuns: 200 },
    );
    // The run exercised refusals of several kinds (and the generator is not stuck on one).
    expect([...seen.keys()].filter((s) => s >= 400).length).toBeGreaterThanOrEqual(3);
    expect((await call('/api/health')).status).toBe(200);
  });
});
