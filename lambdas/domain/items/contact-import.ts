/** Keys of the contact import item (lambdas/table.ts lists every kind). */
export const contactImportKeys = {
  contactImport: (sub: string, importId: string) => ({ pk: `CONTACTS#${sub}`, sk: `IMPORT#${importId}` }),
  contactImportPrefix: 'IMPORT#',
} as const;
