/**
 * The tracking page's commerce snippets (issue 31) run, not just read: the plain site's calls and the
 * Shopify custom pixel are executed with stand-ins for the page (jm, location) and for Shopify's pixel
 * sandbox (analytics.subscribe, init, fetch), and every event they send must pass the one schema. The
 * Shopify event shapes below are written from Shopify's documentation of its standard customer events
 * (product_viewed, product_added_to_cart, checkout_started, checkout_completed), trimmed to what is read.
 */
import { describe, expect, it } from 'vitest';
import { parseCommerceEvent } from '../../../shared/contracts/commerce-events';
import { buildCommerceSnippet } from '../../../shared/tracking/commerce-snippets';

const target = { origin: 'https://app.junglemail.test', trackingId: 'jm_0123456789abcdefABCDEF' };
const script = (html: string) => html.replace(/^<script>|<\/script>$/g, '');

describe('commerce snippets', () => {
  it('the plain site snippet sends the four events, each valid', () => {
    const calls: [string, string, unknown][] = [];
    const run = new Function('jm', 'location', script(buildCommerceSnippet('plain', target)));
    run((...args: [string, string, unknown]) => calls.push(args), {
      href: 'https://shop.example.com/p/fig',
      origin: 'https://shop.example.com',
    });
    expect(calls.map((c) => c[1])).toEqual([
      'Viewed Product',
      'Added to Cart',
      'Started Checkout',
      'Placed Order',
    ]);
    for (const [command, name, data] of calls) {
      expect(command).toBe('track');
      expect(parseCommerceEvent(name, data)).toMatchObject({ ok: true });
    }
  });

  it('the Shopify custom pixel maps the four standard events to valid commerce events posted to the ingest', async () => {
    const handlers = new Map<string, (event: unknown) => void>();
    const posts: { url: string; body: Record<string, unknown> }[] = [];
    const fetchStub = (url: string, init: { body: string }) => {
      posts.push({ url, body: JSON.parse(init.body) as Record<string, unknown> });
      return Promise.resolve({ ok: true });
    };
    const context = {
      document: {
        location: { href: 'https://shop.example.com/products/fig', origin: 'https://shop.example.com' },
      },
    };
    const run = new Function('analytics', 'init', 'fetch', buildCommerceSnippet('shopify', target));
    run(
      { subscribe: (name: string, fn: (e: unknown) => void) => handlers.set(name, fn) },
      { context },
      fetchStub,
    );
    const price = { amount: 12.5, currencyCode: 'EUR' };
    const variant = {
      id: 'gid://shopify/ProductVariant/1',
      title: 'Large',
      price,
      image: { src: 'https://cdn.shopify.com/fig.jpg' },
      product: { title: 'Fig candle', url: '/products/fig' },
    };
    const checkout = {
      token: 'tok-1',
      currencyCode: 'EUR',
      totalPrice: { amount: 25, currencyCode: 'EUR' },
      lineItems: [{ quantity: 2, title: 'Fig candle', variant }],
      order: { id: 'gid://shopify/Order/1001' },
    };
    handlers.get('product_viewed')?.({ context, data: { productVariant: variant } });
    handlers.get('product_added_to_cart')?.({
      context,
      data: {
        cartLine: {
          quantity: 2,
          cost: { totalAmount: { amount: 25, currencyCode: 'EUR' } },
          merchandise: variant,
        },
      },
    });
    handlers.get('checkout_started')?.({ context, data: { checkout } });
    handlers.get('checkout_completed')?.({ context, data: { checkout } });
    expect(posts.map((p) => p.body.event_name)).toEqual([
      'Viewed Product',
      'Added to Cart',
      'Started Checkout',
      'Placed Order',
    ]);
    for (const { url, body } of posts) {
      expect(url).toBe('https://app.junglemail.test/api/t');
      expect(body.tracking_id).toBe(target.trackingId);
      expect(parseCommerceEvent(String(body.event_name), body.event_data)).toMatchObject({ ok: true });
    }
    expect(posts[3]?.body.event_data).toMatchObject({ order_id: 'gid://shopify/Order/1001', value: 25 });
  });

  it('the WooCommerce snippet names the four events', () => {
    const php = buildCommerceSnippet('woocommerce', target);
    for (const name of ['Viewed Product', 'Added to Cart', 'Started Checkout', 'Placed Order'])
      expect(php).toContain(`'${name}'`);
  });
});
