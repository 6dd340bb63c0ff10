import type { Store } from '../../ports/store';
import { keys } from '../../table';
import { ownedImport } from './import-item';
import { reportCsv, type ReportRow } from './report-csv';

/** Report rows are kept this long (their TTL), like the uploaded file (the bucket's lifecycle rule). */
export const REPORT_TTL_SECONDS = 30 * 24 * 3600;

/** The report row items of one flush (put, so a resumed run writing the same row again changes nothing). */
export function reportRowItems(importId: string, rows: readonly ReportRow[], now: Date) {
  const expiresAt = Math.floor(now.getTime() / 1000) + REPORT_TTL_SECONDS;
  return rows.map((row) => ({ ...keys.importRow(importId, row.row), ...row, expiresAt }));
}

/** GET /api/contacts/imports/{importId}/report.csv: every row skipped or flagged, in file order. */
export async function importReport(store: Store, input: { sub: string; importId: string }) {
  const item = await ownedImport(store, input.sub, input.importId);
  const rows = await store.query({
    partition: keys.importRow(input.importId, 0).pk,
    beginsWith: keys.importRowPrefix,
  });
  return {
    fileName: item.fileName,
    csv: reportCsv(
      rows.map((r) => ({ row: r.row, email: r.email, reason: r.reason, detail: r.detail }) as ReportRow),
    ),
  };
}
