/**
 * POST /api/t and GET /api/jm.js over HTTP against the local stack (DynamoDB Local): what is accepted,
 * what is refused with which status and reason, that a refusal stores nothing (read back from the
 * table), and the CORS answers a customer's page needs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_TTL_DAYS, MAX_EVENT_DATA_BYTES } from '../../../shared/tracking/event';
import { keys } from '../../../lambdas/table';
import { TRACKING_SCRIPT } from '../../../lambdas/tracking-script/script.generated';
import { call, rawCall } from '../helpers/api';
import { dynamo, eventBody, eventsOf, ingest, store, type TrackedUser, userWithSetup } from './support';

let user: TrackedUser;
/** A second user whose table items must stay untouched by every refused request. */
let idle: TrackedUser;

beforeAll(async () => {
  [user, idle] = await Promise.all([userWithSetup(), userWithSetup()]);
});
afterAll(() => dynamo.destroy());

const idleSnapshot = async () => ({
  setup: await store.get(keys.setup(idle.sub)),
  events: await eventsOf(idle.setupId),
  bucket: await store.get(keys.rateBucket(idle.trackingId)),
  first: await store.get(keys.firstTrackingEvent(idle.setupId)),
});

describe('POST /api/t accepts a valid event', () => {
  it('stores it with server and client time, a 90-day TTL, and marks tracking installed on the first one', async () => {
    const before = Date.now();
    const clientTimestamp = '2025-03-01T11:59:58.000+01:00';
    const res = await ingest(eventBody(user.trackingId, { client_timestamp: clientTimestamp }));
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ accepted: true, eventId: expect.any(String) });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();

    const [event, ...rest] = await eventsOf(user.setupId);
    expect(rest).toEqual([]);
    expect(event).toMatchObject({
      trackingId: user.trackingId,
      eventName: 'pixel-loaded',
      eventData: JSON.stringify({ status: 'loaded', version: '1.0.0' }),
      pageUrl: 'https://shop.example.com/candles',
      clientTimestamp,
    });
    const receivedAt = Date.parse(String(event?.receivedAt));
    expect(receivedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(receivedAt).toBeLessThanOrEqual(Date.now() + 1000);
    expect(event?.expiresAt).toBe(Math.floor(receivedAt / 1000) + EVENT_TTL_DAYS * 24 * 3600);

    const setup = await store.get(keys.setup(user.sub));
    expect(setup).toMatchObject({
      trackingInstalledAt: event?.receivedAt,
      trackingFirstEventAt: event?.receivedAt,
      trackingFirstPageUrl: 'https://shop.example.com/candles',
    });
  });

  it('stores origin and path only, with the utm_ parameters as their own fields', async () => {
    const other = await userWithSetup();
    const url =
      'https://shop.example.com/welcome?email=ann%40mail.com&token=s3cret&utm_source=newsletter&utm_medium=email&utm_campaign=spring#top';
    expect((await ingest(eventBody(other.trackingId, { page_url: url }))).status).toBe(202);
    const [event] = await eventsOf(other.setupId);
    expect(event).toMatchObject({
      pageUrl: 'https://shop.example.com/welcome',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'spring',
    });
    expect(JSON.stringify(event)).not.toMatch(/ann|s3cret|token|#top/);
    const setup = await store.get(keys.setup(other.sub));
    expect(setup?.trackingFirstPageUrl).toBe('https://shop.example.com/welcome');
    expect(JSON.stringify(await store.get(keys.firstTrackingEvent(other.setupId)))).not.toContain('s3cret');
  });

  it.each([
    ['text/plain', 'text/plain'],
    ['text/plain;charset=UTF-8', 'text/plain;charset=UTF-8'],
    ['application/json', 'application/json'],
    ['application/json; charset=utf-8', 'application/json; charset=utf-8'],
  ])('takes a %s body', async (_name, contentType) => {
    const before = (await eventsOf(user.setupId)).length;
    const res = await ingest(eventBody(user.trackingId, { event_name: 'add_to_cart' }), contentType);
    expect(res.status).toBe(202);
    expect(await eventsOf(user.setupId)).toHaveLength(before + 1);
  });

  it('takes a body without a content-type, keeps the first-event marks, and stores event_data as given', async () => {
    const setupBefore = await store.get(keys.setup(user.sub));
    const data = { sku: 'c-1', qty: 2, nested: { ok: true }, text: 'crème brûlée 🕯️' };
    const res = await rawCall('/api/t', {
      method: 'POST',
      body: eventBody(user.trackingId, { event_name: 'purchase', event_data: data }),
    });
    expect(res.status).toBe(202);
    const events = await eventsOf(user.setupId);
    expect(JSON.parse(String(events.find((e) => e.eventName === 'purchase')?.eventData))).toEqual(data);
    const setupAfter = await store.get(keys.setup(user.sub));
    expect(setupAfter?.trackingFirstEventAt).toBe(setupBefore?.trackingFirstEventAt);
  });
});

describe('POST /api/t refuses bad input with a short reason and stores nothing', () => {
  const valid = () => JSON.parse(eventBody(idle.trackingId)) as Record<string, unknown>;
  const without = (field: string) => {
    const body = valid();
    delete body[field];
    return JSON.stringify(body);
  };
  const withField = (field: string, value: unknown) => JSON.stringify({ ...valid(), [field]: value });

  const cases: [string, () => string, number, string][] = [
    ['no tracking_id', () => without('tracking_id'), 400, 'tracking_id is required'],
    ['a non-string tracking_id', () => withField('tracking_id', 42), 400, 'tracking_id must be a string'],
    [
      'a malformed tracking_id',
      () => withField('tracking_id', 'jm_short'),
      400,
      'tracking_id is not a valid tracking id',
    ],
    [
      'the setup id as tracking_id',
      () => withField('tracking_id', idle.setupId),
      400,
      'tracking_id is not a valid tracking id',
    ],
    [
      'an unknown tracking_id',
      () => withField('tracking_id', 'jm_0000000000000000000000'),
      404,
      'unknown tracking id',
    ],
    ['no event_name', () => without('event_name'), 400, 'event_name is required'],
    ['an empty event_name', () => withField('event_name', ''), 400, 'event_name is empty'],
    [
      'a long event_name',
      () => withField('event_name', 'a'.repeat(65)),
      400,
      'event_name is over 64 characters',
    ],
    [
      'an event_name with spaces',
      () => withField('event_name', 'add to cart'),
      400,
      'event_name may only use A-Z a-z 0-9 _ . : -',
    ],
    [
      'an event_name with markup',
      () => withField('event_name', '<script>'),
      400,
      'event_name may only use A-Z a-z 0-9 _ . : -',
    ],
    [
      'event_data as an array',
      () => withField('event_data', [1, 2]),
      400,
      'event_data must be a JSON object',
    ],
    ['event_data as a string', () => withField('event_data', 'x'), 400, 'event_data must be a JSON object'],
    ['event_data as null', () => withField('event_data', null), 400, 'event_data must be a JSON object'],
    [
      'event_data over 4 KB',
      () => withField('event_data', { blob: 'x'.repeat(MAX_EVENT_DATA_BYTES) }),
      400,
      'event_data is over 4096 bytes',
    ],
    ['no page_url', () => without('page_url'), 400, 'page_url is required'],
    [
      'a javascript: page_url',
      () => withField('page_url', 'javascript:alert(1)'),
      400,
      'page_url must be an http(s) URL',
    ],
    [
      'an ftp page_url',
      () => withField('page_url', 'ftp://shop.example.com/'),
      400,
      'page_url must be an http(s) URL',
    ],
    ['a relative page_url', () => withField('page_url', '/candles'), 400, 'page_url must be an http(s) URL'],
    [
      'a page_url over 2048 characters',
      () => withField('page_url', `https://shop.example.com/${'a'.repeat(2048)}`),
      400,
      'page_url is over 2048 characters',
    ],
    ['no client_timestamp', () => without('client_timestamp'), 400, 'client_timestamp is required'],
    [
      'a client_timestamp that is not ISO',
      () => withField('client_timestamp', 'yesterday'),
      400,
      'client_timestamp must be an ISO 8601 time',
    ],
    [
      'a numeric client_timestamp',
      () => withField('client_timestamp', 1700000000),
      400,
      'client_timestamp must be a string',
    ],
    ['a JSON array body', () => '[1,2,3]', 400, 'body must be a JSON object'],
    ['a JSON string body', () => '"hello"', 400, 'body must be a JSON object'],
    ['a JSON null body', () => 'null', 400, 'body must be a JSON object'],
    ['malformed JSON', () => '{"tracking_id": ', 400, 'Malformed JSON body.'],
    ['an empty body', () => '', 400, 'body is empty'],
    ['a blank body', () => '  \n ', 400, 'body is empty'],
  ];

  it.each(cases)('%s: %i', async (_name, body, status, message) => {
    const before = await idleSnapshot();
    const res = await ingest(body());
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ message });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(await idleSnapshot()).toEqual(before);
    expect(before.events).toEqual([]);
    expect(before.bucket).toBeUndefined();
  });

  it('answers 413 over 8 KB before reading the body, with CORS', async () => {
    const before = await idleSnapshot();
    const big = eventBody(idle.trackingId, { event_data: { pad: 'x'.repeat(8200) } });
    const res = await ingest(big);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ error: 'payload_too_large' });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(await idleSnapshot()).toEqual(before);
  });

  it('answers 415 for a content type that is neither text/plain nor JSON, with CORS', async () => {
    const before = await idleSnapshot();
    for (const type of [
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'image/png',
    ]) {
      const res = await ingest(eventBody(idle.trackingId), type);
      expect(res.status).toBe(415);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
    }
    expect(await idleSnapshot()).toEqual(before);
  });
});

describe('CORS preflight and the served script', () => {
  it('answers OPTIONS /api/t with 204 and the CORS headers, without credentials', async () => {
    const res = await call('/api/t', {
      method: 'OPTIONS',
      headers: {
        origin: 'https://shop.example.com',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
    expect(res.headers.get('access-control-allow-headers')).toBe('content-type');
    expect(res.headers.get('access-control-max-age')).toBe('86400');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('serves the built script as JavaScript with cache headers, no token needed', async () => {
    const res = await call('/api/jm.js', { token: 'not-a-token' });
    expect(res.status).toBe(200);
    expect(res.text).toBe(TRACKING_SCRIPT);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    // The script finds its endpoint from its own src: this origin's /api/t.
    expect(res.text).toContain('"/api/t"');
    expect(res.text).toContain('.origin+');
  });

  it('refuses other methods on the public routes', async () => {
    expect((await call('/api/t')).status).toBe(405);
    expect((await call('/api/jm.js', { method: 'POST', body: '{}' })).status).toBe(405);
  });
});
