/**
 * Webhook payloads in Shopify's documented shapes, written from the documentation (REST Admin API 2024-10:
 * the Order, Abandoned checkout and Customer resources, and the example payloads of the orders/create,
 * checkouts/create and customers/create topics), trimmed to realistic fields; not captured from a live shop.
 */
export const orderCreated = (id: number, email: string) => ({
  id,
  admin_graphql_api_id: `gid://shopify/Order/${id}`,
  email,
  created_at: '2026-11-29T09:15:02-05:00',
  currency: 'EUR',
  presentment_currency: 'EUR',
  current_total_price: '47.50',
  total_price: '47.50',
  subtotal_price: '42.50',
  total_tax: '5.00',
  financial_status: 'paid',
  name: '#1001',
  order_number: 1001,
  customer: { id: 706405506930370000, email, first_name: 'Ada', last_name: 'Lovelace' },
  line_items: [
    {
      id: 866550311766439000,
      variant_id: 808950810,
      product_id: 632910392,
      title: 'Fig candle',
      name: 'Fig candle - Large',
      quantity: 2,
      price: '12.50',
      sku: 'FIG-L',
    },
    {
      id: 141249953214522980,
      variant_id: 49148385,
      product_id: 632910393,
      title: 'Crème brûlée soap',
      name: 'Crème brûlée soap',
      quantity: 1,
      price: '17.50',
      sku: 'SOAP-CB',
    },
  ],
});

export const checkoutCreated = (id: number, email: string) => ({
  id,
  token: 'b1946ac92492d2347c6235b4d2611184',
  cart_token: 'c1-68d5e6a1b48b0b2c7ea6fd9df5b8b1b2',
  email,
  created_at: '2026-11-29T10:00:00-05:00',
  updated_at: '2026-11-29T10:01:30-05:00',
  currency: 'EUR',
  presentment_currency: 'EUR',
  total_price: '25.00',
  subtotal_price: '25.00',
  abandoned_checkout_url: `https://jm-shop.myshopify.com/1/checkouts/${id}/recover?key=abc123`,
  line_items: [
    {
      key: '808950810',
      variant_id: 808950810,
      product_id: 632910392,
      title: 'Fig candle',
      quantity: 2,
      price: '12.50',
      sku: 'FIG-L',
    },
  ],
  customer: { id: 207119551, email },
});

export const customer = (
  id: number,
  email: string,
  state: 'subscribed' | 'not_subscribed' | 'pending' | 'unsubscribed',
) => ({
  id,
  email,
  created_at: '2026-11-29T08:00:00-05:00',
  updated_at: '2026-11-29T08:00:00-05:00',
  first_name: 'Grace',
  last_name: 'Hopper',
  state: 'enabled',
  verified_email: true,
  tags: '',
  currency: 'EUR',
  email_marketing_consent: {
    state,
    opt_in_level: state === 'subscribed' ? 'single_opt_in' : null,
    consent_updated_at: state === 'not_subscribed' ? null : '2026-11-28T16:20:00-05:00',
  },
  sms_marketing_consent: null,
  admin_graphql_api_id: `gid://shopify/Customer/${id}`,
});
