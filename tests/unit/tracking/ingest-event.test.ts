import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError, statusOf } from '../../../lambdas/domain/errors';
import { ingestEvent, parseIngestBody } from '../../../lambdas/domain/tracking/ingest-event';
import { keys } from '../../../lambdas/table';
import { FakeClock } from './memory-store';
import { eventBody, SETUP_ID, seededStore, SUB, TRACKING_ID } from './fixtures';

/** What the route would answer: the DomainError's status, or 500 for anything else. */
async function statusFor(run: () => unknown): Promise<number> {
  try {
    await run();
    return 202;
  } catch (error) {
    return error instanceof DomainError ? statusOf[error.kind] : 500;
  }
}

describe('parseIngestBody (stage 1)', () => {
  it('accepts the script payload sent as text/plain JSON', () => {
    expect(parseIngestBody(eventBody()).tracking_id).toBe(TRACKING_ID);
  });

  it.each<[string, string | undefined | null, string, string, string]>([
    ['no body', undefined, 'invalid', 'empty_body', 'body is empty'],
    ['null body', null, 'invalid', 'empty_body', 'body is empty'],
    ['blank body', '  \n', 'invalid', 'empty_body', 'body is empty'],
    ['not JSON', '{tracking_id:', 'invalid', 'malformed_json', 'Malformed JSON body.'],
    ['JSON, not an object', '[1,2]', 'invalid', 'bad_event', 'body must be a JSON object'],
    [
      '8193 ASCII bytes',
      eventBody({ pad: 'x'.repeat(8193) }),
      'too_large',
      'body_too_large',
      'body is over 8192 bytes',
    ],
    [
      'under 8192 chars but over 8192 UTF-8 bytes',
      eventBody({ pad: 'é'.repeat(4000) }),
      'too_large',
      'body_too_large',
      'body is over 8192 bytes',
    ],
    [
      'bad event_name',
      eventBody({ event_name: 'a b' }),
      'invalid',
      'bad_event',
      'event_name may only use A-Z a-z 0-9 _ . : -',
    ],
  ])('%s -> %s', (_name, body, kind, code, message) => {
    try {
      parseIngestBody(body);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ kind, code, message });
    }
  });

  it('accepts a body of exactly 8192 bytes', () => {
    const base = eventBody({ pad: '' });
    const body = eventBody({ pad: 'x'.repeat(8192 - Buffer.byteLength(base)) });
    expect(Buffer.byteLength(body)).toBe(8192);
    expect(() => parseIngestBody(body)).not.toThrow();
  });
});

describe('ingestEvent', () => {
  it('stores the event with server and client time, a 90-day TTL, and marks the setup installed', async () => {
    const store = seededStore();
    const clock = new FakeClock();
    const result = await ingestEvent(
      { store, clock },
      eventBody({ event_data: { status: 'loaded', n: 1e300 } }),
    );
    expect(result).toMatchObject({
      setupId: SETUP_ID,
      receivedAt: '2025-03-01T12:00:00.000Z',
      firstEvent: true,
    });

    const [event] = await store.query({ partition: `SETUP#${SETUP_ID}`, beginsWith: 'EVENT#' });
    expect(event).toMatchObject({
      ...keys.trackingEvent(SETUP_ID, '2025-03-01T12:00:00.000Z', result.eventId),
      trackingId: TRACKING_ID,
      eventName: 'pixel-loaded',
      eventData: '{"status":"loaded","n":1e+300}',
      pageUrl: 'https://candles.example/',
      clientTimestamp: '2025-03-01T11:59:58.000Z',
      receivedAt: '2025-03-01T12:00:00.000Z',
      expiresAt: Date.parse('2025-03-01T12:00:00.000Z') / 1000 + 90 * 86400,
    });
    const setup = await store.get(keys.setup(SUB));
    expect(setup).toMatchObject({
      trackingInstalledAt: '2025-03-01T12:00:00.000Z',
      trackingFirstEventAt: '2025-03-01T12:00:00.000Z',
      trackingFirstPageUrl: 'https://candles.example/',
    });
  });

  it('keeps the first event time on later events', async () => {
    const store = seededStore();
    const clock = new FakeClock();
    await ingestEvent({ store, clock }, eventBody());
    clock.advance(60_000);
    const second = await ingestEvent(
      { store, clock },
      eventBody({ event_name: 'purchase', page_url: 'https://candles.example/thanks' }),
    );
    expect(second.firstEvent).toBe(false);
    expect(await store.get(keys.setup(SUB))).toMatchObject({
      trackingFirstEventAt: '2025-03-01T12:00:00.000Z',
    });
    expect(await store.query({ partition: `SETUP#${SETUP_ID}`, beginsWith: 'EVENT#' })).toHaveLength(2);
  });

  it('marks the first event once when two arrive together', async () => {
    const store = seededStore();
    const clock = new FakeClock();
    const results = await Promise.all([
      ingestEvent({ store, clock }, eventBody({ page_url: 'https://candles.example/a' })),
      ingestEvent({ store, clock }, eventBody({ page_url: 'https://candles.example/b' })),
    ]);
    expect(results.filter((r) => r.firstEvent)).toHaveLength(1);
    const marker = await store.get(keys.firstTrackingEvent(SETUP_ID));
    expect(await store.get(keys.setup(SUB))).toMatchObject({ trackingFirstPageUrl: marker?.pageUrl });
  });

  it('answers 404 for a well-formed but unknown tracking id and stores nothing', async () => {
    const store = seededStore();
    const error = await ingestEvent(
      { store, clock: new FakeClock() },
      eventBody({ tracking_id: 'jm_zzzzzzzzzzzzzzzzzzzzzz' }),
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'not_found', code: 'unknown_tracking_id' });
    expect(store.writes).toBe(0);
  });

  it('answers 429 past the burst, and accepts again after the refill', async () => {
    const store = seededStore();
    const clock = new FakeClock();
    const deps = { store, clock, rateLimit: { capacity: 3, refillPerSecond: 1 } };
    for (let i = 0; i < 3; i++) await ingestEvent(deps, eventBody());
    await expect(ingestEvent(deps, eventBody())).rejects.toMatchObject({
      kind: 'rate_limited',
      retryAfterSeconds: 1,
    });
    clock.advance(1000);
    await expect(ingestEvent(deps, eventBody())).resolves.toMatchObject({ firstEvent: false });
  });
});

// ---------------------------------------------------------------------------------------------------
// Property: nothing a client sends causes a 5xx, and refused input stores nothing.

const jsonValue = fc.jsonValue({ maxDepth: 4 });
const hostileString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\ud800',
    '__proto__',
    'constructor',
    'javascript:alert(1)',
    'http://',
    'https://x',
    'jm_',
  ),
);
const fieldValue = fc.oneof(jsonValue, hostileString, fc.constant(undefined));
const fields = ['tracking_id', 'event_name', 'event_data', 'page_url', 'client_timestamp'] as const;

/** Mostly valid events: each field is junk one time in five, and some fields go missing. */
const mostly = <T, U>(good: fc.Arbitrary<T>, junk: fc.Arbitrary<U>) =>
  fc.oneof({ arbitrary: good, weight: 4 }, { arbitrary: junk, weight: 1 });
const mutatedEvent = fc
  .record({
    tracking_id: mostly(
      fc.constantFrom(TRACKING_ID, TRACKING_ID, 'jm_zzzzzzzzzzzzzzzzzzzzzz'),
      hostileString,
    ),
    event_name: mostly(fc.stringMatching(/^[A-Za-z0-9_.:-]{1,70}$/), hostileString),
    event_data: mostly(fc.dictionary(fc.string(), jsonValue, { maxKeys: 8 }), fieldValue),
    page_url: mostly(fc.webUrl({ withQueryParameters: true, withFragments: true }), hostileString),
    client_timestamp: mostly(
      fc
        .date({ min: new Date('1970-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString()),
      hostileString,
    ),
  })
  .chain((event) =>
    fc
      .oneof({ arbitrary: fc.constant([]), weight: 3 }, { arbitrary: fc.subarray([...fields]), weight: 1 })
      .map((drop) => {
        const copy: Record<string, unknown> = { ...event };
        for (const field of drop) delete copy[field];
        return JSON.stringify(copy);
      }),
  );

const deeplyNested = fc
  .integer({ min: 1, max: 4000 })
  .map((depth) =>
    eventBody({ event_data: null }).replace('null', `{"a":${'['.repeat(depth)}${']'.repeat(depth)}}`),
  );

const anyBody = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 2000 }),
  jsonValue.map((v) => JSON.stringify(v)),
  mutatedEvent,
  mutatedEvent.map((body) => body.slice(0, Math.floor(body.length / 2))), // truncated JSON
  deeplyNested,
  fc.integer({ min: 8000, max: 20000 }).map((n) => eventBody({ pad: 'x'.repeat(n) })),
  fc.constantFrom(
    'null',
    'true',
    '1e999',
    '"string"',
    '{"__proto__":{"polluted":1}}',
    '\ufeff{}',
    undefined,
    null,
  ),
);

describe('ingestEvent never answers 5xx for client input (fast-check)', () => {
  it('random and malformed bodies produce success or a 4xx DomainError; refused ones store nothing', async () => {
    await fc.assert(
      fc.asyncProperty(anyBody, async (body) => {
        const store = seededStore();
        const status = await statusFor(() => ingestEvent({ store, clock: new FakeClock() }, body));
        expect([202, 400, 404, 413, 429]).toContain(status);
        if (status !== 202) expect(store.writes).toBe(0);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
      { numRuns: 1500 },
    );
  });

  it('the parse stage alone throws nothing but invalid/too_large DomainErrors', () => {
    fc.assert(
      fc.property(anyBody, (body) => {
        try {
          parseIngestBody(body);
        } catch (error) {
          expect(error).toBeInstanceOf(DomainError);
          expect(['invalid', 'too_large']).toContain((error as DomainError).kind);
        }
      }),
      { numRuns: 1500 },
    );
  });
});
