import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isTrackingId,
  jsonWithin,
  utf8Over,
  MAX_BODY_BYTES,
  MAX_EVENT_DATA_BYTES,
  parseTrackingEvent,
  SCRIPT_VERSION,
  EVENT_TTL_DAYS,
  utf8ByteLength,
} from '../../../shared/tracking/event';
import {
  PIXEL_HELP_TEXT,
  pixelHelpFor,
  PIXEL_NOT_YET_RECEIVED_MESSAGE,
} from '../../../shared/tracking/status';

const valid = {
  tracking_id: 'jm_0123456789abcdefABCDEF',
  event_name: 'pixel-loaded',
  event_data: { status: 'loaded', version: '1.0.0' },
  page_url: 'https://candles.example/shop?x=1',
  client_timestamp: '2025-03-01T12:00:00.000Z',
};

describe('constants', () => {
  it('match the issue and spec', () => {
    expect(SCRIPT_VERSION).toBe('1.0.0');
    expect(MAX_BODY_BYTES).toBe(8192);
    expect(MAX_EVENT_DATA_BYTES).toBe(4096);
    expect(EVENT_TTL_DAYS).toBe(90);
  });
});

describe('trackingEventSchema', () => {
  it('accepts the payload the script sends', () => {
    expect(parseTrackingEvent(valid)).toEqual({ ok: true, event: valid });
  });

  it.each([
    ['event_name with every allowed character', { event_name: 'a-Z_0.9:x' }],
    ['64-character event_name', { event_name: 'e'.repeat(64) }],
    ['plain http page', { page_url: 'http://candles.example/' }],
    ['2048-character page_url', { page_url: `https://c.example/${'p'.repeat(2048 - 18)}` }],
    ['time with an offset', { client_timestamp: '2025-03-01T14:00:00+02:00' }],
    ['time without fractions', { client_timestamp: '2025-03-01T12:00:00Z' }],
    ['nested event_data', { event_data: { cart: { items: [1, 2, { sku: 'x' }] }, ok: true, n: null } }],
    ['event_data of exactly 4096 bytes', { event_data: { k: 'x'.repeat(4096 - 8) } }],
    ['unknown extra keys (ignored)', { email_setup_id: 'legacy', extra: 1 }],
  ])('accepts %s', (_name, patch) => {
    const result = parseTrackingEvent({ ...valid, ...patch });
    expect(result.ok).toBe(true);
  });

  it('defaults a missing event_data to {} and strips unknown keys', () => {
    const { event_data: _omit, ...rest } = valid;
    const result = parseTrackingEvent({ ...rest, extra: 1 });
    expect(result).toEqual({ ok: true, event: { ...rest, event_data: {} } });
  });

  it.each<[string, unknown, string]>([
    ['null body', null, 'body must be a JSON object'],
    ['array body', [valid], 'body must be a JSON object'],
    ['string body', 'hello', 'body must be a JSON object'],
    ['missing tracking_id', { ...valid, tracking_id: undefined }, 'tracking_id is required'],
    ['numeric tracking_id', { ...valid, tracking_id: 42 }, 'tracking_id must be a string'],
    [
      'malformed tracking_id',
      { ...valid, tracking_id: 'setup-123' },
      'tracking_id is not a valid tracking id',
    ],
    ['short tracking_id', { ...valid, tracking_id: 'jm_abc' }, 'tracking_id is not a valid tracking id'],
    ['missing event_name', { ...valid, event_name: undefined }, 'event_name is required'],
    ['empty event_name', { ...valid, event_name: '' }, 'event_name is empty'],
    ['65-character event_name', { ...valid, event_name: 'e'.repeat(65) }, 'event_name is over 64 characters'],
    [
      'event_name with a space',
      { ...valid, event_name: 'add to cart' },
      'event_name may only use A-Z a-z 0-9 _ . : -',
    ],
    [
      'event_name with markup',
      { ...valid, event_name: '<script>' },
      'event_name may only use A-Z a-z 0-9 _ . : -',
    ],
    ['array event_data', { ...valid, event_data: [1] }, 'event_data must be a JSON object'],
    ['null event_data', { ...valid, event_data: null }, 'event_data must be a JSON object'],
    ['string event_data', { ...valid, event_data: '{}' }, 'event_data must be a JSON object'],
    [
      'event_data of 4097 bytes',
      { ...valid, event_data: { k: 'x'.repeat(4096 - 7) } },
      'event_data is over 4096 bytes',
    ],
    [
      'event_data over 4096 UTF-8 bytes',
      { ...valid, event_data: { k: 'é'.repeat(2100) } },
      'event_data is over 4096 bytes',
    ],
    ['missing page_url', { ...valid, page_url: undefined }, 'page_url is required'],
    ['ftp page_url', { ...valid, page_url: 'ftp://candles.example/' }, 'page_url must be an http(s) URL'],
    ['javascript page_url', { ...valid, page_url: 'javascript:alert(1)' }, 'page_url must be an http(s) URL'],
    ['file page_url', { ...valid, page_url: 'file:///etc/passwd' }, 'page_url must be an http(s) URL'],
    ['relative page_url', { ...valid, page_url: '/shop' }, 'page_url must be an http(s) URL'],
    [
      '2049-character page_url',
      { ...valid, page_url: `https://c.example/${'p'.repeat(2049 - 18)}` },
      'page_url is over 2048 characters',
    ],
    ['missing client_timestamp', { ...valid, client_timestamp: undefined }, 'client_timestamp is required'],
    [
      'date-only client_timestamp',
      { ...valid, client_timestamp: '2025-03-01' },
      'client_timestamp must be an ISO 8601 time',
    ],
    [
      'epoch client_timestamp',
      { ...valid, client_timestamp: 1740830400000 },
      'client_timestamp must be a string',
    ],
    [
      'free-text client_timestamp',
      { ...valid, client_timestamp: 'yesterday' },
      'client_timestamp must be an ISO 8601 time',
    ],
  ])('rejects %s', (_name, input, reason) => {
    expect(parseTrackingEvent(input)).toEqual({ ok: false, reason });
  });

  it('never throws, whatever the value', () => {
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true, withObjectString: true }), (value) => {
        const result = parseTrackingEvent(value);
        expect(typeof result.ok).toBe('boolean');
      }),
    );
  });
});

describe('utf8ByteLength', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['é', 2],
    ['€', 3],
    ['😀', 4],
    ['a😀é€', 10],
    ['\ud800', 3], // lone high surrogate: encoded as U+FFFD
    ['\udc00x', 4], // lone low surrogate
    ['\ud800\ud800', 6],
  ])('%j is %i bytes', (text, bytes) => {
    expect(utf8ByteLength(text)).toBe(bytes);
  });

  it('agrees with Buffer.byteLength on any string, surrogates included', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 200 }),
        fc.string({ unit: 'grapheme', maxLength: 50 }),
        (a, b) => {
          expect(utf8ByteLength(a + b)).toBe(Buffer.byteLength(a + b, 'utf8'));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('jsonWithin measures the serialized form in UTF-8 bytes and refuses cycles', () => {
    const size = Buffer.byteLength('{"a":"é"}');
    expect(jsonWithin({ a: 'é' }, size)).toBe(true);
    expect(jsonWithin({ a: 'é' }, size - 1)).toBe(false);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(jsonWithin(cyclic, 1000)).toBe(false);
    expect(jsonWithin(10n, 1000)).toBe(false);
  });

  it('utf8Over agrees with Buffer.byteLength on both sides of every limit, uncounted lengths included', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 60 }),
        fc.integer({ min: 0, max: 200 }),
        (text, limit) => {
          expect(utf8Over(text, limit)).toBe(Buffer.byteLength(text, 'utf8') > limit);
        },
      ),
      { numRuns: 2000 },
    );
    // Three-byte characters just over a third of the limit: the shortcut must count them.
    expect(utf8Over('€'.repeat(4), 11)).toBe(true);
    expect(utf8Over('€'.repeat(4), 12)).toBe(false);
  });
});

describe('isTrackingId', () => {
  it.each([
    ['jm_0123456789abcdefABCDEF', true],
    ['jm_0123456789abcdefABCDE', false],
    ['jm_0123456789abcdefABCDEFG', false],
    ['jm_0123456789abcdef-BCDEF', false],
    ['xx_0123456789abcdefABCDEF', false],
    [' jm_0123456789abcdefABCDEF', false],
    [42, false],
  ])('%j -> %s', (value, expected) => {
    expect(isTrackingId(value)).toBe(expected);
  });
});

describe('pixel status help', () => {
  it("adds the spec's help text to a 'not yet received' message only", () => {
    expect(PIXEL_NOT_YET_RECEIVED_MESSAGE).toContain('not yet received');
    expect(pixelHelpFor(PIXEL_NOT_YET_RECEIVED_MESSAGE)).toBe(
      "Make sure you've saved/published the script on your site and visited a page. It can sometimes take a few minutes for the first signal to arrive.",
    );
    expect(pixelHelpFor('Pixel is installed')).toBeUndefined();
    expect(PIXEL_HELP_TEXT).toMatch(/few minutes/);
  });
});
