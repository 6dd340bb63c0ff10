import type { Store, TransactWrite } from '../../ports/store';
import type { ItemKind } from './item-kind';

/** Keys of the stripe event item (lambdas/table.ts lists every kind). */
export const stripeEventKeys = {
  stripeEvent: (eventId: string) => ({ pk: `STRIPEEVENT#${eventId}`, sk: 'EVENT' }),
} as const;

export const stripeEventKind: ItemKind = {
  name: 'stripe-event',
  patterns: [{ what: 'a Stripe event applied (idempotency)', key: 'pk STRIPEEVENT#{id} sk EVENT' }],
};

/*
 * The record of a Stripe event (pk STRIPEEVENT#{id}): put-if-absent in the same transaction as the profile change
 * it makes, so an event delivered twice changes the profile once. Holds the event's id, type, created time, when we
 * received it and, when it was applied, the user it changed.
 */

/** True when the event was already recorded. */
export async function isStripeEventRecorded(store: Store, eventId: string): Promise<boolean> {
  return (await store.get(stripeEventKeys.stripeEvent(eventId))) !== undefined;
}

/** Records an event, only if absent (ConditionFailedError at its index: a duplicate delivery). */
export const stripeEventWrite = (input: {
  eventId: string;
  type: string;
  created: number;
  receivedAt: string;
  userId?: string;
}): TransactWrite => ({
  kind: 'put',
  item: {
    ...stripeEventKeys.stripeEvent(input.eventId),
    eventId: input.eventId,
    type: input.type,
    created: input.created,
    receivedAt: input.receivedAt,
    ...(input.userId !== undefined ? { userId: input.userId } : {}),
  },
  condition: 'absent',
});
