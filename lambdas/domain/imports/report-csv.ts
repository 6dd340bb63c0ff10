import { csvCell } from '../csv-cell';
import { importReasons, type ImportReason } from '../../../shared/contracts/imports';

/** One line of an import's report: a row skipped, or imported with a warning. */
export interface ReportRow {
  row: number;
  email: string;
  reason: ImportReason;
  /** The sentence for this row (the reason's label, or more: the row it repeats, the domain it meant). */
  detail: string;
}

export const REPORT_HEADER = ['Row', 'Email', 'Outcome', 'Reason'] as const;

export function reportLine(row: ReportRow): string {
  const outcome = row.reason === 'roleAddress' ? 'Imported with a warning' : 'Skipped';
  return [row.row, row.email, outcome, row.detail || importReasons[row.reason]].map(csvCell).join(',');
}

/** The whole report: header and one line per row, CRLF as RFC 4180 has it. */
export function reportCsv(rows: readonly ReportRow[]): string {
  return [REPORT_HEADER.join(','), ...rows.map(reportLine)].join('\r\n') + '\r\n';
}
