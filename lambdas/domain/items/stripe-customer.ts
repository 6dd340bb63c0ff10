import * as z from 'zod';
import type { Store, TransactWrite } from '../../ports/store';
import { parseStored } from './item-kind';
import type { ItemKind } from './item-kind';

/** Keys of the stripe customer item (lambdas/table.ts lists every kind). */
export const stripeCustomerKeys = {
  stripeCustomer: (customerId: string) => ({ pk: `STRIPECUSTOMER#${customerId}`, sk: 'CUSTOMER' }),
} as const;

export const stripeCustomerKind: ItemKind = {
  name: 'stripe-customer',
  patterns: [{ what: 'Stripe customer -> user', key: 'pk STRIPECUSTOMER#{id} sk CUSTOMER (holds userId)' }],
};

/** The link of a Stripe customer to the account it pays for (pk STRIPECUSTOMER#{id}, `userId` as stored). */
const stripeCustomerSchema = z.object({ userId: z.string().optional().catch(undefined) });

/** The account a Stripe customer is linked to, or undefined (no link, or no usable id on it). */
export async function getStripeCustomerAccount(
  store: Store,
  customerId: string,
): Promise<string | undefined> {
  const item = await store.get(stripeCustomerKeys.stripeCustomer(customerId));
  if (!item) return undefined;
  const { userId } = parseStored('stripe-customer', stripeCustomerSchema, item);
  return userId === '' ? undefined : userId;
}

/** Links a Stripe customer to an account (an unconditional put). */
export const stripeCustomerWrite = (customerId: string, accountId: string): TransactWrite => ({
  kind: 'put',
  item: { ...stripeCustomerKeys.stripeCustomer(customerId), customerId, userId: accountId },
});

/** Deletes the Stripe customer's link only while it names `accountId`. */
export const stripeCustomerReleaseWrite = (customerId: string, accountId: string): TransactWrite => ({
  kind: 'delete',
  key: stripeCustomerKeys.stripeCustomer(customerId),
  condition: { attribute: 'userId', equals: accountId },
});
