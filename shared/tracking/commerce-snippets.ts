/**
 * The snippets the tracking page offers for sending the four commerce events (issue 31; the schema is
 * shared/contracts/commerce-events.ts, documented in docs/product.md › Commerce events): a plain site
 * (calls to jm('track', ...) after the tracking script), WooCommerce (a PHP snippet printing those calls)
 * and Shopify (a custom pixel under Settings › Customer events, which runs in Shopify's sandbox and so
 * posts to the ingest itself). Pure text, built from the ingest's address and the tracking id.
 */
import { INGEST_PATH } from './constants';

export const commercePlatforms = ['shopify', 'woocommerce', 'plain'] as const;
export type CommercePlatform = (typeof commercePlatforms)[number];

export const COMMERCE_PLATFORM_LABELS: Record<CommercePlatform, string> = {
  shopify: 'Shopify',
  woocommerce: 'WooCommerce',
  plain: 'Any other site',
};

/** Where to paste it, in plain words, per platform. */
export const COMMERCE_SNIPPET_HELP: Record<CommercePlatform, string> = {
  shopify:
    'In Shopify admin, open Settings → Customer events → Add custom pixel, name it "Jungle Mail", paste this code, save and press Connect. It sends product views, add-to-carts, started checkouts and orders.',
  woocommerce:
    'Add this PHP to your theme\'s functions.php or with the "Code Snippets" plugin (the tracking script must be on every page). It sends product views, the cart, started checkouts and orders.',
  plain:
    "Put these calls on the matching pages, after the tracking script, with your own values. Prices are in the currency's normal unit (12.50), the currency a three-letter code (EUR). Send Placed Order once per order: a repeat with the same order_id is ignored.",
};

const plain = `<script>
  // On a product page:
  jm('track', 'Viewed Product', {
    id: 'SKU-123', name: 'Fig candle', price: 12.5, currency: 'EUR',
    url: location.href, image: 'https://example.com/fig-candle.jpg'
  });
  // When something is added to the cart (the whole cart):
  jm('track', 'Added to Cart', {
    items: [{ id: 'SKU-123', name: 'Fig candle', quantity: 2, price: 12.5 }],
    value: 25, currency: 'EUR', cart_url: location.origin + '/cart'
  });
  // When checkout starts:
  jm('track', 'Started Checkout', {
    items: [{ id: 'SKU-123', name: 'Fig candle', quantity: 2, price: 12.5 }],
    value: 25, currency: 'EUR', checkout_url: location.href
  });
  // On the thank-you page, once per order:
  jm('track', 'Placed Order', {
    order_id: '1001',
    items: [{ id: 'SKU-123', name: 'Fig candle', quantity: 2, price: 12.5 }],
    value: 25, currency: 'EUR'
  });
</script>`;

const woocommerce = `<?php
// Jungle Mail commerce events for WooCommerce.
function jungle_mail_item($product, $quantity) {
  return array('id' => (string) $product->get_id(), 'name' => $product->get_name(),
    'quantity' => (int) $quantity, 'price' => (float) wc_get_price_to_display($product),
    'url' => get_permalink($product->get_id()));
}
function jungle_mail_track($name, $data) {
  echo "<script>jm('track', " . wp_json_encode($name) . ', ' . wp_json_encode($data) . ");</script>\\n";
}
function jungle_mail_cart() {
  $items = array();
  foreach (WC()->cart->get_cart() as $line) $items[] = jungle_mail_item($line['data'], $line['quantity']);
  return array('items' => $items, 'value' => (float) WC()->cart->get_total('edit'), 'currency' => get_woocommerce_currency());
}
add_action('wp_footer', function () {
  if (is_product()) {
    $product = wc_get_product(get_the_ID());
    $image = wp_get_attachment_url($product->get_image_id());
    jungle_mail_track('Viewed Product', array_filter(array('id' => (string) $product->get_id(),
      'name' => $product->get_name(), 'price' => (float) wc_get_price_to_display($product),
      'currency' => get_woocommerce_currency(), 'url' => get_permalink($product->get_id()), 'image' => $image)));
  } elseif (is_cart() && !WC()->cart->is_empty()) {
    jungle_mail_track('Added to Cart', jungle_mail_cart() + array('cart_url' => wc_get_cart_url()));
  } elseif (is_checkout() && !is_order_received_page() && !WC()->cart->is_empty()) {
    jungle_mail_track('Started Checkout', jungle_mail_cart() + array('checkout_url' => wc_get_checkout_url()));
  }
});
add_action('woocommerce_thankyou', function ($order_id) {
  $order = wc_get_order($order_id);
  if (!$order) return;
  $items = array();
  foreach ($order->get_items() as $line) {
    $product = $line->get_product();
    if ($product) $items[] = jungle_mail_item($product, $line->get_quantity());
  }
  jungle_mail_track('Placed Order', array('order_id' => (string) $order->get_order_number(),
    'items' => $items, 'value' => (float) $order->get_total(), 'currency' => $order->get_currency()));
});`;

function shopify(endpoint: string, trackingId: string): string {
  return `// Jungle Mail commerce events (Shopify custom pixel).
const send = (name, data, event) =>
  fetch(${JSON.stringify(endpoint)}, {
    method: 'POST', keepalive: true, credentials: 'omit',
    body: JSON.stringify({
      tracking_id: ${JSON.stringify(trackingId)}, event_name: name, event_data: data,
      page_url: event.context.document.location.href, client_timestamp: new Date().toISOString()
    })
  }).then((r) => r.ok || r.json().then((e) => console.warn(e.message))).catch(() => {});
const money = (m) => Number(m?.amount ?? 0);
const url = (path) => (path ? new URL(path, init.context.document.location.origin).href : undefined);
const line = (l) => ({
  id: String(l.variant?.id ?? l.merchandise?.id), name: l.title ?? l.merchandise?.product?.title,
  quantity: l.quantity, price: money(l.variant?.price ?? l.merchandise?.price),
  url: url(l.variant?.product?.url ?? l.merchandise?.product?.url)
});
const checkout = (c) => ({ items: c.lineItems.map(line), value: money(c.totalPrice), currency: c.currencyCode });
analytics.subscribe('product_viewed', (event) => {
  const v = event.data.productVariant;
  send('Viewed Product', {
    id: String(v.id), name: v.product.title, price: money(v.price), currency: v.price.currencyCode,
    url: event.context.document.location.href, image: v.image?.src
  }, event);
});
analytics.subscribe('product_added_to_cart', (event) => {
  const l = event.data.cartLine;
  send('Added to Cart', {
    items: [line(l)], value: money(l.cost.totalAmount), currency: l.cost.totalAmount.currencyCode,
    cart_url: url('/cart')
  }, event);
});
analytics.subscribe('checkout_started', (event) => {
  send('Started Checkout', checkout(event.data.checkout), event);
});
analytics.subscribe('checkout_completed', (event) => {
  const c = event.data.checkout;
  send('Placed Order', { order_id: String(c.order?.id ?? c.token), ...checkout(c) }, event);
});`;
}

/** The snippet of a platform, for the account's ingest address and tracking id. */
export function buildCommerceSnippet(
  platform: CommercePlatform,
  input: { origin: string; trackingId: string },
): string {
  if (platform === 'plain') return plain;
  if (platform === 'woocommerce') return woocommerce;
  return shopify(input.origin + INGEST_PATH, input.trackingId);
}
