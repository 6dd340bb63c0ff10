/** Keys of the monthly sends item (lambdas/table.ts lists every kind). */
export const monthlySendsKeys = {
  /** Issue 21: mails sent (reserved) in one calendar month (yyyy-mm, UTC), the plan's monthly allowance. */
  monthlySends: (sub: string, month: string) => ({ pk: `USER#${sub}`, sk: `SENDS#${month}` }),
} as const;
