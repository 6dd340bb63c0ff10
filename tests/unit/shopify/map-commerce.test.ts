import { describe, expect, it } from 'vitest';
import { mapCommerce } from '../../../lambdas/domain/shopify/map-commerce';
import { checkoutCreated, orderCreated } from '../../integration/shopify/fixtures';

/** The documented payloads (fixtures written from Shopify's documentation) mapped to the commerce schema. */
describe('mapCommerce', () => {
  it('maps an order: id as text, variant ids, decimal strings to numbers, time in UTC', () => {
    const result = mapCommerce('orders/create', orderCreated(1, 'a@shop.test'));
    expect(result).toMatchObject({
      ok: true,
      mapped: {
        email: 'a@shop.test',
        occurredAt: '2026-11-29T14:15:02.000Z',
        event: { name: 'Placed Order', properties: { order_id: '1', value: 47.5, currency: 'EUR' } },
      },
    });
  });

  it('takes the update time and the recovery link of a checkout update', () => {
    const result = mapCommerce('checkouts/update', checkoutCreated(2, 'b@shop.test'));
    expect(result.ok && result.mapped.occurredAt).toBe('2026-11-29T15:01:30.000Z');
    expect(result.ok && result.mapped.event.properties).toMatchObject({
      checkout_url: 'https://jm-shop.myshopify.com/1/checkouts/2/recover?key=abc123',
    });
  });

  it('refuses what cannot be an event, with the reason', () => {
    const empty = { ...orderCreated(3, 'c@shop.test'), line_items: [] };
    expect(mapCommerce('orders/create', empty)).toEqual({
      ok: false,
      reason: 'Placed Order: items must have at least one item (items)',
    });
    expect(mapCommerce('orders/create', { hello: 'world' })).toEqual({
      ok: false,
      reason: 'not a Shopify orders/create payload',
    });
  });
});
