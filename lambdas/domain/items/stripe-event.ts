/** Keys of the stripe event item (lambdas/table.ts lists every kind). */
export const stripeEventKeys = {
  stripeEvent: (eventId: string) => ({ pk: `STRIPEEVENT#${eventId}`, sk: 'EVENT' }),
} as const;
