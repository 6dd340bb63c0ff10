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

/**
 * Would a spreadsheet run this text as a formula? Its first character (after any spaces) is =, +, -, @, or a
 * tab or CR, once compatibility forms are folded (NFKC: the full-width ＝ ＋ － ＠ and the small ﹦ ﹢ ﹣ ﹫
 * become = + - @; the minus sign − is folded by hand, as NFKC keeps it).
 */
export function looksLikeFormula(text: string): boolean {
  if (/^[\t\r]/.test(text)) return true;
  return /^\s*[=+\-@]/.test(text.normalize('NFKC').replace(/\u2212/g, '-'));
}

/**
 * A CSV cell: quoted when it holds a separator, quote or line break; a cell a spreadsheet would run as a
 * formula (looksLikeFormula) gets a leading apostrophe, since the email column is the file's own text.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && looksLikeFormula(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function reportLine(row: ReportRow): string {
  const outcome = row.reason === 'roleAddress' ? 'Imported with a warning' : 'Skipped';
  return [row.row, row.email, outcome, row.detail || importReasons[row.reason]].map(csvCell).join(',');
}

/** The whole report: header and one line per row, CRLF as RFC 4180 has it. */
export function reportCsv(rows: readonly ReportRow[]): string {
  return [REPORT_HEADER.join(','), ...rows.map(reportLine)].join('\r\n') + '\r\n';
}
