/** Keys of the tracking rate item (lambdas/table.ts lists every kind). */
export const trackingRateKeys = {
  rateBucket: (trackingId: string) => ({ pk: `RATE#${trackingId}`, sk: 'BUCKET' }),
} as const;
