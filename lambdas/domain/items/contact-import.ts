import type { ItemKind } from './item-kind';

/** Keys of the contact import item (lambdas/table.ts lists every kind). */
export const contactImportKeys = {
  contactImport: (accountId: string, importId: string) => ({
    pk: `CONTACTS#${accountId}`,
    sk: `IMPORT#${importId}`,
  }),
  contactImportPrefix: 'IMPORT#',
} as const;

export const contactImportKind: ItemKind = {
  name: 'contact-import',
  patterns: [{ what: 'an import of contacts', key: 'pk CONTACTS#{accountId} sk IMPORT#{importId}' }],
};
