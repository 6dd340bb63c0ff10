import type { ItemKind } from './item-kind';

/** Keys of the stripe event item (lambdas/table.ts lists every kind). */
export const stripeEventKeys = {
  stripeEvent: (eventId: string) => ({ pk: `STRIPEEVENT#${eventId}`, sk: 'EVENT' }),
} as const;

export const stripeEventKind: ItemKind = {
  name: 'stripe-event',
  patterns: [{ what: 'a Stripe event applied (idempotency)', key: 'pk STRIPEEVENT#{id} sk EVENT' }],
};
