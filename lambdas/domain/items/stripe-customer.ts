/** Keys of the stripe customer item (lambdas/table.ts lists every kind). */
export const stripeCustomerKeys = {
  stripeCustomer: (customerId: string) => ({ pk: `STRIPECUSTOMER#${customerId}`, sk: 'CUSTOMER' }),
} as const;
