import type { Store } from '../../ports/store';
import { putImportRows, queryImportRows } from '../items/import-row';
import { ownedImport } from './owned-import';
import { reportCsv, type ReportRow } from './report-csv';

/** Report rows are kept this long (their TTL), like the uploaded file (the bucket's lifecycle rule). */
export const REPORT_TTL_SECONDS = 30 * 24 * 3600;

/** Records the report rows of one flush (put, so a resumed run writing the same row again changes nothing). */
export async function saveReportRows(store: Store, importId: string, rows: readonly ReportRow[], now: Date) {
  await putImportRows(store, importId, rows, Math.floor(now.getTime() / 1000) + REPORT_TTL_SECONDS);
}

/** GET /api/contacts/imports/{importId}/report.csv: every row skipped or flagged, in file order. */
export async function importReport(store: Store, input: { accountId: string; importId: string }) {
  const item = await ownedImport(store, input.accountId, input.importId);
  const rows = await queryImportRows(store, input.importId);
  return { fileName: item.fileName, csv: reportCsv(rows) };
}
