import * as z from 'zod';

/**
 * Commerce events (issue 31): the one schema the tracking script's ingest, the public API's
 * POST /api/v1/events and the Shopify webhooks all validate against before anything is stored
 * (lambdas/domain/commerce/record-event.ts). docs/product.md › Commerce events documents it for shops.
 *
 * Money is in the currency's major unit (12.5 = 12.50 EUR), as the shop platforms send it; it is stored
 * in minor units (toMinorUnits) so sums stay exact. Placed Order is idempotent on order_id.
 */

export const COMMERCE_EVENT_NAMES = [
  'Viewed Product',
  'Added to Cart',
  'Started Checkout',
  'Placed Order',
] as const;
export type CommerceEventName = (typeof COMMERCE_EVENT_NAMES)[number];

export const MAX_COMMERCE_ITEMS = 100;
const MAX_TEXT = 300;
const MAX_URL = 2048;
const MAX_MONEY = 10_000_000;

export function isCommerceEventName(name: string): name is CommerceEventName {
  return (COMMERCE_EVENT_NAMES as readonly string[]).includes(name);
}

/** A missing field says "is required"; a field of the wrong type says what it must be. */
const expected = (what: string, must: string) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined ? `${what} is required` : `${what} must be ${must}`,
});

const text = (what: string) =>
  z
    .string(expected(what, 'text'))
    .trim()
    .min(1, `${what} is required`)
    .max(MAX_TEXT, `${what} is longer than ${MAX_TEXT} characters`);

const url = (what: string) =>
  z
    .string(expected(what, 'a web address'))
    .max(MAX_URL, `${what} is longer than ${MAX_URL} characters`)
    .refine((value) => /^https?:\/\//i.test(value), `${what} must start with https:// or http://`);

const money = (what: string) =>
  z
    .number(expected(what, 'a number'))
    .finite(`${what} must be a number`)
    .min(0, `${what} cannot be negative`)
    .max(MAX_MONEY, `${what} is too large`);

export const currencySchema = z
  .string(expected('currency', 'a three-letter code such as EUR'))
  .regex(/^[A-Za-z]{3}$/, 'currency must be a three-letter code such as EUR')
  .transform((code) => code.toUpperCase());

/** One line of a cart, checkout or order. */
export const commerceItemSchema = z.object({
  id: text('item id'),
  name: text('item name'),
  quantity: z
    .number(expected('quantity', 'a whole number'))
    .int('quantity must be a whole number')
    .min(1, 'quantity must be at least 1')
    .max(100_000, 'quantity is too large'),
  price: money('price'),
  url: url('item url').optional(),
  image: url('item image').optional(),
});
export type CommerceItem = z.infer<typeof commerceItemSchema>;

const items = z
  .array(commerceItemSchema, expected('items', 'a list'))
  .min(1, 'items must have at least one item')
  .max(MAX_COMMERCE_ITEMS, `items has more than ${MAX_COMMERCE_ITEMS} entries`);

export const viewedProductSchema = z.object({
  id: text('id'),
  name: text('name'),
  price: money('price'),
  currency: currencySchema,
  url: url('url'),
  image: url('image').optional(),
});
export const addedToCartSchema = z.object({
  items,
  value: money('value'),
  currency: currencySchema,
  cart_url: url('cart_url').optional(),
});
export const startedCheckoutSchema = z.object({
  items,
  value: money('value'),
  currency: currencySchema,
  checkout_url: url('checkout_url').optional(),
});
export const placedOrderSchema = z.object({
  order_id: text('order_id'),
  items,
  value: money('value'),
  currency: currencySchema,
});

/** A commerce event as validated: its name and its properties of that name's schema. */
export const commerceEventSchema = z.discriminatedUnion('name', [
  z.object({ name: z.literal('Viewed Product'), properties: viewedProductSchema }),
  z.object({ name: z.literal('Added to Cart'), properties: addedToCartSchema }),
  z.object({ name: z.literal('Started Checkout'), properties: startedCheckoutSchema }),
  z.object({ name: z.literal('Placed Order'), properties: placedOrderSchema }),
]);
export type CommerceEvent = z.infer<typeof commerceEventSchema>;

/**
 * A custom event (issue 31): any other name, with properties of the sender's own (a JSON object), sent
 * through POST /api/v1/events and stored beside the commerce events, so flows can start on it and filter
 * on its properties. It carries no money (value 0, no currency).
 */
export interface CustomEvent {
  name: string;
  properties: Record<string, unknown>;
}

/** Any stored event: one of the four commerce events, or a custom one. */
export type StoredEventBody = CommerceEvent | CustomEvent;

export const isCustomEvent = (event: StoredEventBody): event is CustomEvent =>
  !isCommerceEventName(event.name);

/** Where an event came from (stored with it, shown on the contact's activity). */
export const commerceSourceSchema = z.enum(['site', 'api', 'shopify']);
export type CommerceSource = z.infer<typeof commerceSourceSchema>;

/**
 * Validates a named event's properties: the event, or the first problem in plain words
 * (`Added to Cart: items must have at least one item`).
 */
export function parseCommerceEvent(
  name: string,
  properties: unknown,
): { ok: true; event: CommerceEvent } | { ok: false; message: string } {
  if (!isCommerceEventName(name)) return { ok: false, message: `${name} is not a commerce event` };
  const parsed = commerceEventSchema.safeParse({ name, properties });
  if (parsed.success) return { ok: true, event: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue?.path.slice(1).join('.');
  return { ok: false, message: `${name}: ${issue?.message ?? 'invalid'}${where ? ` (${where})` : ''}` };
}

/** The event's money value (Viewed Product: its price), or undefined. */
export function commerceValue(event: CommerceEvent): number {
  return event.name === 'Viewed Product' ? event.properties.price : event.properties.value;
}

/** Major units to minor units (cents), rounded: 12.345 -> 1235. Zero-decimal currencies are not special-cased. */
export function toMinorUnits(amount: number): number {
  return Math.round(amount * 100);
}
