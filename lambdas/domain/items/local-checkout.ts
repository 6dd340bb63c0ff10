import * as z from 'zod';
import type { Store } from '../../ports/store';
import { parseStored } from './item-kind';
import type { ItemKind } from './item-kind';

/** Keys of the local checkout item (lambdas/table.ts lists every kind). */
export const localCheckoutKeys = {
  localCheckout: (sessionId: string) => ({ pk: `LOCALCHECKOUT#${sessionId}`, sk: 'SESSION' }),
  localSubscriptionEvent: (subscriptionId: string, eventId: string) => ({
    pk: `LOCALSUB#${subscriptionId}`,
    sk: `EVENT#${eventId}`,
  }),
} as const;

export const localCheckoutKind: ItemKind = {
  name: 'local-checkout',
  patterns: [
    { what: 'a local test checkout session', key: 'pk LOCALCHECKOUT#{id} sk SESSION' },
    {
      what: 'an event the local test checkout sent about a subscription',
      key: 'pk LOCALSUB#{subscriptionId} sk EVENT#{eventId}',
    },
  ],
};

/** A local test checkout session as the local payments adapter stores it. */
export interface LocalCheckoutRecord {
  sessionId: string;
  userId: string;
  email: string;
  tier: string;
  priceId: string;
  customerId: string;
  successUrl: string;
  cancelUrl: string;
  status: string;
}

/** Lenient like the readers it replaces: the tier when it is text, every other field as stored. */
const localCheckoutSchema = z.object({
  sessionId: z.unknown().optional(),
  userId: z.unknown().optional(),
  email: z.unknown().optional(),
  tier: z.string().optional().catch(undefined),
  priceId: z.unknown().optional(),
  customerId: z.unknown().optional(),
  successUrl: z.unknown().optional(),
  cancelUrl: z.unknown().optional(),
  status: z.unknown().optional(),
});

/** A stored session: the tier when it is text, the rest as stored (the local adapter reads them as it always did). */
export type StoredLocalCheckout = z.output<typeof localCheckoutSchema>;

export async function getLocalCheckout(
  store: Store,
  sessionId: string,
): Promise<StoredLocalCheckout | undefined> {
  const item = await store.get(localCheckoutKeys.localCheckout(sessionId));
  return item ? parseStored('local-checkout', localCheckoutSchema, item) : undefined;
}

export async function putLocalCheckout(store: Store, session: LocalCheckoutRecord): Promise<void> {
  await store.put({ ...localCheckoutKeys.localCheckout(session.sessionId), ...session });
}

export async function setLocalCheckoutStatus(store: Store, sessionId: string, status: string): Promise<void> {
  await store.update(localCheckoutKeys.localCheckout(sessionId), { status });
}

/** Notes an event the local test checkout sent about a subscription (what Stripe's dashboard would list). */
export async function putLocalSubscriptionEvent(
  store: Store,
  input: { subscriptionId: string; eventId: string; type: string },
): Promise<void> {
  await store.put({
    ...localCheckoutKeys.localSubscriptionEvent(input.subscriptionId, input.eventId),
    eventId: input.eventId,
    type: input.type,
  });
}

/** The events the local test checkout sent about a subscription: one Query of its own partition. */
export async function listLocalSubscriptionEvents(
  store: Store,
  subscriptionId: string,
): Promise<{ eventId: string; type: string }[]> {
  const partition = localCheckoutKeys.localSubscriptionEvent(subscriptionId, '').pk;
  const items = await store.query({ partition, beginsWith: 'EVENT#', consistent: true });
  return items.map((item) => ({ eventId: String(item.eventId), type: String(item.type) }));
}
