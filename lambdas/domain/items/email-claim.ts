/** Keys of the email claim item (lambdas/table.ts lists every kind). */
export const emailClaimKeys = {
  /** The address's claim (one contact per address) and, after a delete, its suppression; keyed by the HMAC. */
  contactEmail: (sub: string, emailHash: string) => ({ pk: `CONTACTS#${sub}`, sk: `EMAIL#${emailHash}` }),
  contactEmailPrefix: 'EMAIL#',
} as const;
