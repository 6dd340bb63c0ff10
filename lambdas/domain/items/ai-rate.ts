/** Keys of the ai rate item (lambdas/table.ts lists every kind). */
export const aiRateKeys = {
  /** Issue 12: the per-user token bucket of AI chat turns. */
  aiRateBucket: (sub: string) => ({ pk: `USER#${sub}`, sk: 'AIRATE' }),
} as const;
