/** Keys of the local checkout item (lambdas/table.ts lists every kind). */
export const localCheckoutKeys = {
  localCheckout: (sessionId: string) => ({ pk: `LOCALCHECKOUT#${sessionId}`, sk: 'SESSION' }),
} as const;
