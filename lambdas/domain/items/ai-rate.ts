import type { ItemKind } from './item-kind';

/** Keys of the ai rate item (lambdas/table.ts lists every kind). */
export const aiRateKeys = {
  /** Issue 12: the per-user token bucket of AI chat turns. */
  aiRateBucket: (accountId: string) => ({ pk: `USER#${accountId}`, sk: 'AIRATE' }),
} as const;

export const aiRateKind: ItemKind = {
  name: 'ai-rate',
  patterns: [{ what: 'AI turns a user may still take (bucket)', key: 'pk USER#{accountId} sk AIRATE' }],
};
