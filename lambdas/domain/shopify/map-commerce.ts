import * as z from 'zod';
import {
  MAX_COMMERCE_ITEMS,
  parseCommerceEvent,
  type CommerceEvent,
} from '../../../shared/contracts/commerce-events';

/**
 * Shopify's order and checkout webhook payloads (REST shapes of API version 2024-10:
 * https://shopify.dev/docs/api/admin-rest/2024-10/resources/order, .../resources/abandoned-checkouts) to the
 * commerce schema: orders/create -> Placed Order, checkouts/create|update -> Started Checkout. Money arrives as
 * decimal strings ("199.00"); only the fields we use are read, the rest is ignored.
 */
const money = z.union([z.string(), z.number()]).transform((v) => Number(v));
const lineItem = z.object({
  id: z.union([z.number(), z.string()]).optional(),
  variant_id: z.union([z.number(), z.string()]).nullish(),
  product_id: z.union([z.number(), z.string()]).nullish(),
  title: z.string().nullish(),
  name: z.string().nullish(),
  quantity: z.number(),
  price: money,
});
const payloadSchema = z.object({
  id: z.union([z.number(), z.string()]),
  email: z.string().nullish(),
  currency: z.string().nullish(),
  presentment_currency: z.string().nullish(),
  total_price: money,
  line_items: z.array(lineItem),
  abandoned_checkout_url: z.string().nullish(),
  created_at: z.string().nullish(),
  updated_at: z.string().nullish(),
  customer: z.object({ email: z.string().nullish() }).nullish(),
});
type Payload = z.output<typeof payloadSchema>;

export interface MappedCommerce {
  event: CommerceEvent;
  /** The buyer's address, to find their contact. */
  email: string | undefined;
  occurredAt: string | undefined;
}

const items = (payload: Payload) =>
  payload.line_items
    .filter((li) => li.quantity > 0)
    .slice(0, MAX_COMMERCE_ITEMS)
    .map((li) => ({
      id: String(li.variant_id ?? li.product_id ?? li.id ?? ''),
      name: li.title ?? li.name ?? 'Item',
      quantity: li.quantity,
      price: li.price,
    }));

const isoOf = (time: string | null | undefined) => {
  const at = time ? new Date(time) : undefined;
  return at && !Number.isNaN(at.getTime()) ? at.toISOString() : undefined;
};

/** The event of an order or checkout delivery, or why it cannot be one (answered 200: a retry would not help). */
export function mapCommerce(
  topic: 'orders/create' | 'checkouts/create' | 'checkouts/update',
  body: unknown,
): { ok: true; mapped: MappedCommerce } | { ok: false; reason: string } {
  const parsed = payloadSchema.safeParse(body);
  if (!parsed.success) return { ok: false, reason: `not a Shopify ${topic} payload` };
  const p = parsed.data;
  const currency = p.currency ?? p.presentment_currency ?? '';
  const result =
    topic === 'orders/create'
      ? parseCommerceEvent('Placed Order', {
          order_id: String(p.id),
          items: items(p),
          value: p.total_price,
          currency,
        })
      : parseCommerceEvent('Started Checkout', {
          items: items(p),
          value: p.total_price,
          currency,
          ...(p.abandoned_checkout_url ? { checkout_url: p.abandoned_checkout_url } : {}),
        });
  if (!result.ok) return { ok: false, reason: result.message };
  const email = p.email ?? p.customer?.email ?? undefined;
  return {
    ok: true,
    mapped: {
      event: result.event,
      email: email || undefined,
      occurredAt: isoOf(topic === 'checkouts/update' ? p.updated_at : p.created_at),
    },
  };
}
