/**
 * Commerce events through the tracking ingest (POST /api/t, issue 31), over HTTP against the local stack:
 * a valid event is stored once as a commerce event (and as a tracking event, as before), a Placed Order sent
 * twice is one order, a bad one is refused with its problem in plain words, stores nothing and is counted
 * on the tracking page's status; malformed or oversized bodies are 4xx, never 5xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAccountCommerceEvents } from '../../../lambdas/domain/items/commerce-event';
import { call } from '../helpers/api';
import {
  dynamo,
  eventBody,
  eventsOf,
  ingest,
  store,
  type TrackedUser,
  userWithSetup,
} from '../tracking/support';

let user: TrackedUser;
beforeAll(async () => {
  user = await userWithSetup();
});
afterAll(() => dynamo.destroy());

const commerceOf = (accountId: string) => listAccountCommerceEvents(store, accountId, '2000', '9999');
const send = (name: string, data: unknown) =>
  ingest(eventBody(user.trackingId, { event_name: name, event_data: data }));
const status = () =>
  call<{ dropped?: { count: number; lastMessage: string } }>(
    `/api/tracking/status?emailSetupId=${user.setupId}`,
    { token: user.idToken },
  );
const line = { id: 'sku-1', name: 'Fig candle', quantity: 2, price: 12.5 };

describe('commerce events at POST /api/t', () => {
  it('stores a valid Added to Cart once, for the site account, and as a tracking event', async () => {
    const res = await send('Added to Cart', { items: [line], value: 25, currency: 'eur' });
    expect(res.status).toBe(202);
    const [event, ...more] = await commerceOf(user.sub);
    expect(more).toEqual([]);
    expect(event).toMatchObject({ source: 'site', valueMinor: 2500, currency: 'EUR' });
    expect(event?.event).toMatchObject({ name: 'Added to Cart', properties: { items: [line] } });
    expect((await eventsOf(user.setupId)).map((e) => e.eventName)).toEqual(['Added to Cart']);
  });

  it('stores a Placed Order sent twice with one order_id once', async () => {
    const order = { order_id: 'A-1001', items: [line], value: 25, currency: 'EUR' };
    expect((await send('Placed Order', order)).status).toBe(202);
    expect((await send('Placed Order', order)).status).toBe(202);
    const orders = (await commerceOf(user.sub)).filter((e) => e.event.name === 'Placed Order');
    expect(orders).toHaveLength(1);
  });

  it('refuses a bad event with its problem in words, stores nothing, and counts it for the tracking page', async () => {
    const other = await userWithSetup();
    const bad = (data: unknown) =>
      ingest(eventBody(other.trackingId, { event_name: 'Placed Order', event_data: data }));
    const res = await bad({ items: [line], value: 25, currency: 'EUR' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'bad_commerce_event',
      message: 'Placed Order: order_id is required (order_id)',
    });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const second = await bad({ order_id: 'x', items: [], value: 0, currency: 'EUR' });
    expect(second.status).toBe(400);
    expect(await eventsOf(other.setupId)).toEqual([]);
    expect(await commerceOf(other.sub)).toEqual([]);
    const seen = await call<{ dropped?: { count: number; lastMessage: string } }>(
      `/api/tracking/status?emailSetupId=${other.setupId}`,
      { token: other.idToken },
    );
    expect(seen.body.dropped).toMatchObject({
      count: 2,
      lastMessage: 'Placed Order: items must have at least one item (items)',
    });
  });

  it('answers malformed, oversized and odd commerce bodies with a 4xx, never a 5xx', async () => {
    const bodies = [
      '{"tracking_id":',
      eventBody(user.trackingId, { event_name: 'Placed Order', event_data: 'not an object' }),
      eventBody(user.trackingId, { event_name: 'Viewed Product', event_data: { price: 1e308, id: {} } }),
      eventBody(user.trackingId, { event_name: 'Added to Cart', event_data: { items: [null], value: -1 } }),
      eventBody(user.trackingId, {
        event_name: 'Started Checkout',
        event_data: { items: Array.from({ length: 200 }, () => line), value: 1, currency: 'EUR' },
      }),
    ];
    for (const body of bodies) {
      const res = await ingest(body);
      expect(res.status, body.slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(res.status, body.slice(0, 80)).toBeLessThan(500);
    }
    expect((await status()).body.dropped?.count).toBe(2);
  });
});
