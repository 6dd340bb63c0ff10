import type { ItemKind } from './item-kind';

/** Keys of the import row item (lambdas/table.ts lists every kind). */
export const importRowKeys = {
  /** One row of an import's report; rows sort in file order (7 digits: files up to 9,999,999 rows). */
  importRow: (importId: string, rowNumber: number) => ({
    pk: `IMPORT#${importId}`,
    sk: `ROW#${String(rowNumber).padStart(7, '0')}`,
  }),
  importRowPrefix: 'ROW#',
} as const;

export const importRowKind: ItemKind = {
  name: 'import-row',
  patterns: [
    { what: "an import's report rows in order", key: 'pk IMPORT#{importId} sk ROW#{row, 7 digits} (TTL)' },
  ],
};
