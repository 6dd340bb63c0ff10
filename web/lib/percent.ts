/**
 * A share as the app shows it: `part` of `whole` in per cent, to one decimal where small (below 10 %, so
 * 1 of 295 reads "0.3%", not "0%") and as a whole number above; a share that is neither none nor all never
 * reads "0%" or "100%" ("<0.1%", ">99.9%"; 99.5-99.9 % keep their decimal). "" when there is nothing to
 * divide by. The one percentage format of the results and analytics pages.
 */
export function percentText(part: number, whole: number): string {
  if (!(whole > 0) || !Number.isFinite(part)) return '';
  const p = (part / whole) * 100;
  if (p <= 0) return '0%';
  if (p < 0.05) return '<0.1%';
  if (p < 9.95) return `${trim(p.toFixed(1))}%`;
  if (p >= 99.5 && p < 100) return p >= 99.95 ? '>99.9%' : `${trim(p.toFixed(1))}%`;
  return `${Math.round(p).toLocaleString('en-US')}%`;
}

const trim = (fixed: string) => fixed.replace(/\.0$/, '');
