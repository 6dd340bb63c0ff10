/**
 * A CSV cell (RFC 4180): quoted when it holds a separator, quote or line break. A text a spreadsheet would run
 * as a formula gets a leading apostrophe: one starting with =, +, -, @, a tab or a CR, also in their
 * full-width forms (＝, ＋, －, ＠), which spreadsheets read as the same characters (NFKC).
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text.normalize('NFKC'))) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
