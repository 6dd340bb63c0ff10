/** Keys of the contact counts item (lambdas/table.ts lists every kind). */
export const contactCountsKeys = {
  /** Contacts per status, updated in the same transaction as every contact write. */
  contactCounts: (sub: string) => ({ pk: `CONTACTS#${sub}`, sk: 'COUNTS' }),
} as const;
