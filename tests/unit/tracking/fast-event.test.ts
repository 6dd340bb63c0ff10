import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fastTrackingEvent } from '../../../lambdas/domain/tracking/fast-event';
import { parseTrackingEvent } from '../../../shared/tracking/event';

// The ingest's fast path must never accept what the schema refuses, and must give exactly the schema's
// output for what it accepts; it may leave any event to the schema (undefined).

const usual = {
  tracking_id: 'jm_0123456789abcdefABCDEF',
  event_name: 'add_to_cart',
  event_data: { sku: 'candle-1', qty: 1, price: 12.5, currency: 'EUR' },
  page_url: 'https://candles.example.com/shop/lavender?utm_source=newsletter',
  client_timestamp: '2026-11-30T04:00:00.000Z',
};

/** Same answer as the schema, or undefined (left to it). */
function agrees(value: unknown): 'fast' | 'left' {
  const fast = fastTrackingEvent(value);
  if (fast === undefined) return 'left';
  const schema = parseTrackingEvent(value);
  expect(schema.ok, `fast path accepted what the schema refuses: ${JSON.stringify(value)}`).toBe(true);
  if (schema.ok) expect(fast).toStrictEqual(schema.event);
  return 'fast';
}

describe('fastTrackingEvent', () => {
  it.each([
    ['the usual event', usual],
    ['an identified event', { ...usual, contact_token: 'v1.abc.def' }],
    ['a commerce event', { ...usual, event_name: 'Added to Cart' }],
    ['no event_data', { ...usual, event_data: undefined }],
    ['a referrer', { ...usual, referrer: 'https://search.example/?q=candles' }],
    ['an offset time', { ...usual, client_timestamp: '2026-11-30T05:00:00+01:00' }],
    ['plain http', { ...usual, page_url: 'http://candles.example/' }],
    ['unknown keys (stripped)', { ...usual, extra: 1, email_setup_id: 'x' }],
    ['a token too long to use (dropped, as the schema does)', { ...usual, contact_token: 't'.repeat(401) }],
    ['a token that is not a string (dropped)', { ...usual, contact_token: 42 }],
  ])('takes %s, with the schema’s output', (_name, value) => {
    expect(agrees(JSON.parse(JSON.stringify(value)))).toBe('fast');
  });

  it.each([
    ['not an object', []],
    ['null', null],
    ['a bad tracking id', { ...usual, tracking_id: 'jm_short' }],
    ['an empty event name', { ...usual, event_name: '' }],
    ['a 65-character event name', { ...usual, event_name: 'e'.repeat(65) }],
    ['a space in an event name', { ...usual, event_name: 'add to basket' }],
    ['event_data an array', { ...usual, event_data: [1] }],
    ['event_data over 4096 bytes', { ...usual, event_data: { k: 'x'.repeat(4096) } }],
    ['an ftp page', { ...usual, page_url: 'ftp://candles.example/' }],
    ['http:example.com', { ...usual, page_url: 'http:example.com' }],
    ['a page with a space before it', { ...usual, page_url: ' https://candles.example/' }],
    ['a page with a tab inside', { ...usual, page_url: 'https://candles.exa\tmple/' }],
    ['a page URL too long', { ...usual, page_url: `https://c.example/${'p'.repeat(2048)}` }],
    ['a time without a zone', { ...usual, client_timestamp: '2026-11-30T04:00:00' }],
    ['a date that does not exist', { ...usual, client_timestamp: '2026-02-30T04:00:00Z' }],
    ['a referrer that is a number', { ...usual, referrer: 7 }],
  ])('leaves %s to the schema', (_name, value) => {
    expect(agrees(value)).toBe('left');
  });

  it('agrees with the schema on random events', () => {
    const field = (...values: unknown[]) => fc.constantFrom(...values);
    const event = fc.record(
      {
        tracking_id: fc.oneof(field(usual.tracking_id, 'jm_x', 7), fc.string()),
        event_name: fc.oneof(field('page_view', 'Placed Order', 'a b', '', 'x'.repeat(64)), fc.string()),
        event_data: fc.oneof(field(undefined, null, [], {}, { a: 1e21 }), fc.object()),
        page_url: fc.oneof(
          field('https://a.example/p', 'HTTPS://A.EXAMPLE', 'https://', 'http://[::1]/', 'mailto:x@y.z'),
          fc.webUrl(),
          fc.string(),
        ),
        referrer: fc.oneof(field(undefined, '', 'https://r.example/'), fc.string()),
        contact_token: fc.oneof(field(undefined, 'tok', null), fc.string({ maxLength: 500 })),
        client_timestamp: fc.oneof(
          field(
            usual.client_timestamp,
            '2024-02-29T00:00:00Z',
            '2023-02-29T00:00:00Z',
            '2026-11-30T24:00:00Z',
          ),
          fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
          fc.string(),
        ),
      },
      { requiredKeys: [] },
    );
    let fast = 0;
    fc.assert(
      fc.property(event, (value) => {
        if (agrees(JSON.parse(JSON.stringify(value))) === 'fast') fast++;
      }),
      { numRuns: 3000 },
    );
    expect(fast).toBeGreaterThan(0);
  });
});
