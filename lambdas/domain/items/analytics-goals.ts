import type { ItemKind } from './item-kind';

/** Keys of the analytics goals item (lambdas/table.ts lists every kind). */
export const analyticsGoalsKeys = {
  analyticsGoals: (accountId: string) => ({ pk: `USER#${accountId}`, sk: 'ANALYTICSGOALS' }),
} as const;

export const analyticsGoalsKind: ItemKind = {
  name: 'analytics-goals',
  patterns: [{ what: "analytics: a user's goals", key: 'pk USER#{accountId} sk ANALYTICSGOALS' }],
};
