import { describe, expect, it } from 'vitest';
import { parseCommerceEvent, toMinorUnits } from '../../../shared/contracts/commerce-events';

describe('commerce event schema (issue 31)', () => {
  it.each([
    [
      'Added to Cart',
      { items: [], value: 1, currency: 'EUR' },
      'Added to Cart: items must have at least one item (items)',
    ],
    [
      'Placed Order',
      { items: [{ id: 'a', name: 'A', quantity: 1, price: 1 }], value: -1, currency: 'EUR' },
      'Placed Order: order_id is required (order_id)',
    ],
    [
      'Placed Order',
      { order_id: 7, items: [{ id: 'a', name: 'A', quantity: 1, price: 1 }], value: 1, currency: 'EUR' },
      'Placed Order: order_id must be text (order_id)',
    ],
    [
      'Viewed Product',
      { id: 'a', name: 'A', price: 1, currency: 'euro', url: 'https://a.example' },
      'Viewed Product: currency must be a three-letter code such as EUR (currency)',
    ],
    [
      'Viewed Product',
      { id: 'a', name: 'A', price: 1, currency: 'EUR', url: 'javascript:alert(1)' },
      'Viewed Product: url must start with https:// or http:// (url)',
    ],
    ['Bought', {}, 'Bought is not a commerce event'],
  ])('%s with bad properties says what is wrong', (name, properties, message) => {
    expect(parseCommerceEvent(name, properties)).toEqual({ ok: false, message });
  });

  it('accepts a documented Started Checkout and upper-cases the currency', () => {
    const parsed = parseCommerceEvent('Started Checkout', {
      items: [{ id: 'sku', name: 'Fig', quantity: 1, price: 9.99, url: 'https://shop.example/fig' }],
      value: 9.99,
      currency: 'usd',
      checkout_url: 'https://shop.example/checkout/1',
    });
    expect(parsed.ok && parsed.event.properties.currency).toBe('USD');
  });

  it('keeps money exact in minor units', () => {
    expect(toMinorUnits(0.1 + 0.2)).toBe(30);
    expect(toMinorUnits(12.345)).toBe(1235);
  });
});
