import * as z from 'zod';
import { importReasons, type ImportReason } from '../../../shared/contracts/imports';
import { putMany, type Item, type Store } from '../../ports/store';
import { parseStored, type ItemKind } from './item-kind';

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

/** One row of an import's report: a row skipped, or imported with a warning. */
const importRowSchema = z.object({
  row: z.number(),
  email: z.string(),
  reason: z.custom<ImportReason>((v) => typeof v === 'string' && Object.hasOwn(importReasons, v)),
  /** The sentence for this row. */
  detail: z.string(),
});
export type ImportRowRecord = z.output<typeof importRowSchema>;

export function parseImportRow(item: Item): ImportRowRecord {
  return parseStored(importRowKind.name, importRowSchema, item);
}

/** The report row items of one flush (plain puts, so a resumed run writing the same row again changes nothing). */
export function importRowItems(
  importId: string,
  rows: readonly ImportRowRecord[],
  expiresAt: number,
): Item[] {
  return rows.map((row) => ({ ...importRowKeys.importRow(importId, row.row), ...row, expiresAt }));
}

/** Puts the rows (BatchWriteItem, 25 a call). */
export async function putImportRows(
  store: Store,
  importId: string,
  rows: readonly ImportRowRecord[],
  expiresAt: number,
): Promise<void> {
  await putMany(store, importRowItems(importId, rows, expiresAt));
}

/** Every row of the import's report, in file order. */
export async function queryImportRows(store: Store, importId: string): Promise<ImportRowRecord[]> {
  const items = await store.query({
    partition: importRowKeys.importRow(importId, 0).pk,
    beginsWith: importRowKeys.importRowPrefix,
  });
  return items.map(parseImportRow);
}
