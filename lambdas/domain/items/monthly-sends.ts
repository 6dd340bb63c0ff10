import type { ItemKind } from './item-kind';

/** Keys of the monthly sends item (lambdas/table.ts lists every kind). */
export const monthlySendsKeys = {
  /** Issue 21: mails sent (reserved) in one calendar month (yyyy-mm, UTC), the plan's monthly allowance. */
  monthlySends: (accountId: string, month: string) => ({ pk: `USER#${accountId}`, sk: `SENDS#${month}` }),
} as const;

export const monthlySendsKind: ItemKind = {
  name: 'monthly-sends',
  patterns: [
    { what: 'mails a user sent in a calendar month', key: 'pk USER#{accountId} sk SENDS#{yyyy-mm}' },
  ],
};
