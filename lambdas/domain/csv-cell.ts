/** CSV cells for the files the product writes: an import's report, a contacts export. */

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
 * formula (looksLikeFormula) gets a leading apostrophe, since the cells hold what people typed.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && looksLikeFormula(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
