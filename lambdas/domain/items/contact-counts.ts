import type { ItemKind } from './item-kind';

/** Keys of the contact counts item (lambdas/table.ts lists every kind). */
export const contactCountsKeys = {
  /** Contacts per status, updated in the same transaction as every contact write. */
  contactCounts: (accountId: string) => ({ pk: `CONTACTS#${accountId}`, sk: 'COUNTS' }),
} as const;

export const contactCountsKind: ItemKind = {
  name: 'contact-counts',
  patterns: [{ what: 'contact counts per status (plan limit)', key: 'pk CONTACTS#{accountId} sk COUNTS' }],
};
