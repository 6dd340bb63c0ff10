import type { ItemKind } from './item-kind';

/** Keys of the contact item (lambdas/table.ts lists every kind). */
export const contactKeys = {
  contact: (accountId: string, contactId: string) => ({
    pk: `CONTACTS#${accountId}`,
    sk: `CONTACT#${contactId}`,
  }),
  /** Contacts of one status, in email order (filter by status, search by email prefix within it). */
  contactStatusIndex: (accountId: string, status: string, emailKey: string, contactId: string) => ({
    gsi1pk: `CONTACTSTATUS#${accountId}#${status}`,
    gsi1sk: `${emailKey}#${contactId}`,
  }),
  /** Every contact of an account, in email order (the list, search by email prefix). */
  contactEmailIndex: (accountId: string, emailKey: string, contactId: string) => ({
    gsi2pk: `CONTACTEMAILS#${accountId}`,
    gsi2sk: `${emailKey}#${contactId}`,
  }),
  /** Prefixes of the sort keys above, for queries within CONTACTS#{sub} and IMPORT#{importId}. */
  contactPrefix: 'CONTACT#',
} as const;

export const contactKind: ItemKind = {
  name: 'contact',
  patterns: [
    { what: 'contact by id (issue 20)', key: 'pk CONTACTS#{accountId} sk CONTACT#{contactId}' },
    {
      what: 'contacts of a status, by email',
      key: 'gsi1 CONTACTSTATUS#{accountId}#{status} gsi1sk {emailKey}#{id}',
    },
    {
      what: 'contacts of an account, by email',
      key: 'gsi2 CONTACTEMAILS#{accountId} gsi2sk {emailKey}#{id}',
    },
  ],
};
