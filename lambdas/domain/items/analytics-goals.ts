/** Keys of the analytics goals item (lambdas/table.ts lists every kind). */
export const analyticsGoalsKeys = {
  analyticsGoals: (sub: string) => ({ pk: `USER#${sub}`, sk: 'ANALYTICSGOALS' }),
} as const;
