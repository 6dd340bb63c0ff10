/**
 * The tracking event has one type between its writer and its reader (items/tracking-event.ts): what the
 * ingest builds (tracking/ingest-event.ts) comes back, through the table's stream image, as what the
 * aggregator counts (analytics/aggregate-event.ts countedEventOf). A field renamed on one side fails here
 * instead of being silently not counted.
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { marshall, unmarshall } from '@aws-sdk/util-dynamodb';
import { describe, expect, it } from 'vitest';
import { countedEventOf } from '../../../lambdas/domain/analytics/aggregate-event';
import type { CountedEvent } from '../../../lambdas/domain/analytics/dimensions';
import {
  type NewTrackingEvent,
  parseTrackingEvent,
  toTrackingEventItem,
} from '../../../lambdas/domain/items/tracking-event';
import {
  ingestEvent,
  newTrackingEvent,
  parseIngestBody,
} from '../../../lambdas/domain/tracking/ingest-event';
import { pageLocation } from '../../../lambdas/domain/tracking/page-location';
import type { Item } from '../../../lambdas/ports/store';
import { eventBody, SETUP_ID, seededStore, TRACKING_ID } from '../tracking/fixtures';
import { FakeClock } from '../tracking/memory-store';

/** What the aggregator's handler gets for an INSERT: the item as DynamoDB Streams carries it, unmarshalled. */
const streamImage = (item: Item) =>
  unmarshall(marshall(item, { removeUndefinedValues: true }) as Record<string, AttributeValue>);

const visit = {
  visitorHash: 'v'.repeat(32),
  attributionHash: 'a'.repeat(32),
  attributionHashPrev: 'p'.repeat(32),
  device: 'mobile',
  browser: 'Safari',
  country: 'FR',
  referrer: 'news.example',
};

function built(): NewTrackingEvent {
  const event = parseIngestBody(
    eventBody({
      event_name: 'purchase',
      event_data: { value: 12.5, currency: 'EUR' },
      page_url: 'https://candles.example/thanks?utm_source=mail&utm_medium=email&utm_campaign=spring',
    }),
  );
  return newTrackingEvent({
    setupId: SETUP_ID,
    eventId: 'evt123456789',
    event,
    location: pageLocation(event.page_url),
    visit,
    now: new Date('2025-03-01T12:00:00.000Z'),
  });
}

describe('tracking event: from the ingest to the aggregator', () => {
  it('every field the ingest writes is read back by the stored schema', () => {
    const event = built();
    expect(parseTrackingEvent(streamImage(toTrackingEventItem(event)))).toEqual(event);
  });

  it('the aggregator counts every field of the event the ingest built', () => {
    const expected: CountedEvent = {
      setupId: SETUP_ID,
      eventId: 'evt123456789',
      eventName: 'purchase',
      receivedAt: '2025-03-01T12:00:00.000Z',
      pageUrl: 'https://candles.example/thanks',
      trackingId: TRACKING_ID,
      eventData: { value: 12.5, currency: 'EUR' },
      utmSource: 'mail',
      utmMedium: 'email',
      utmCampaign: 'spring',
      ...visit,
    };
    expect(countedEventOf(streamImage(toTrackingEventItem(built())))).toStrictEqual(expected);
  });

  it('an event stored by ingestEvent with the request facts is counted; one without them is not', async () => {
    const store = seededStore();
    const clock = new FakeClock();
    await ingestEvent({ store, clock }, eventBody(), {
      ip: '203.0.113.9',
      userAgent: 'Mozilla/5.0 Firefox/120.0',
    });
    clock.advance(1000);
    await ingestEvent({ store, clock }, eventBody({ event_name: 'no-facts' }));
    const items = await store.query({ partition: `SETUP#${SETUP_ID}`, beginsWith: 'EVENT#' });
    const counted = items.map((item) => countedEventOf(streamImage(item)));
    expect(counted[0]).toMatchObject({
      setupId: SETUP_ID,
      eventName: 'pixel-loaded',
      pageUrl: 'https://candles.example/',
      trackingId: TRACKING_ID,
      eventData: { status: 'loaded', version: '1.0.0' },
      browser: 'Firefox',
    });
    expect(counted[0]?.visitorHash).toMatch(/^[0-9a-f]{32}$/);
    expect(counted[0]?.attributionHash).toMatch(/^[0-9a-f]{32}$/);
    expect(counted[1]).toBeUndefined();
  });

  it('skips an image that is not a countable event, as before', () => {
    const item = toTrackingEventItem(built());
    expect(countedEventOf(streamImage({ ...item, pk: 'USER#x' }))).toBeUndefined();
    expect(countedEventOf(streamImage({ ...item, eventName: '' }))).toBeUndefined();
    expect(countedEventOf(streamImage({ ...item, eventData: '[1]' }))?.eventData).toBeUndefined();
  });
});
