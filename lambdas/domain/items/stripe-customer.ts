import type { ItemKind } from './item-kind';

/** Keys of the stripe customer item (lambdas/table.ts lists every kind). */
export const stripeCustomerKeys = {
  stripeCustomer: (customerId: string) => ({ pk: `STRIPECUSTOMER#${customerId}`, sk: 'CUSTOMER' }),
} as const;

export const stripeCustomerKind: ItemKind = {
  name: 'stripe-customer',
  patterns: [{ what: 'Stripe customer -> user', key: 'pk STRIPECUSTOMER#{id} sk CUSTOMER (holds userId)' }],
};
