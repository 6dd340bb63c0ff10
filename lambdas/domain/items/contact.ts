/** Keys of the contact item (lambdas/table.ts lists every kind). */
export const contactKeys = {
  contact: (sub: string, contactId: string) => ({ pk: `CONTACTS#${sub}`, sk: `CONTACT#${contactId}` }),
  /** Contacts of one status, in email order (filter by status, search by email prefix within it). */
  contactStatusIndex: (sub: string, status: string, emailKey: string, contactId: string) => ({
    gsi1pk: `CONTACTSTATUS#${sub}#${status}`,
    gsi1sk: `${emailKey}#${contactId}`,
  }),
  /** Every contact of an account, in email order (the list, search by email prefix). */
  contactEmailIndex: (sub: string, emailKey: string, contactId: string) => ({
    gsi2pk: `CONTACTEMAILS#${sub}`,
    gsi2sk: `${emailKey}#${contactId}`,
  }),
  /** Prefixes of the sort keys above, for queries within CONTACTS#{sub} and IMPORT#{importId}. */
  contactPrefix: 'CONTACT#',
} as const;
