import type { ItemKind } from './item-kind';

/** Keys of the email claim item (lambdas/table.ts lists every kind). */
export const emailClaimKeys = {
  /** The address's claim (one contact per address) and, after a delete, its suppression; keyed by the HMAC. */
  contactEmail: (accountId: string, emailHash: string) => ({
    pk: `CONTACTS#${accountId}`,
    sk: `EMAIL#${emailHash}`,
  }),
  contactEmailPrefix: 'EMAIL#',
} as const;

export const emailClaimKind: ItemKind = {
  name: 'email-claim',
  patterns: [
    { what: 'email claim / suppression (uniqueness)', key: 'pk CONTACTS#{accountId} sk EMAIL#{emailHash}' },
  ],
};
