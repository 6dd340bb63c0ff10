/**
 * Days in the viewer's time zone over the UTC hour items. An hour item belongs to the local day its
 * first minute falls in; for zones with whole-hour offsets (most of the world) that is exact. In zones
 * offset by a half or quarter hour (India, Nepal, parts of Australia) the 30 or 45 minutes after local
 * midnight are counted with the day before (docs/product.md › Analytics says so).
 */
const DAY_MS = 24 * 60 * 60 * 1000;
/** The furthest any zone is ahead of UTC (Kiribati, +14:00). */
export const MAX_AHEAD_HOURS = 14;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** yyyy-mm-dd of an instant in `tz`. */
export function localDate(instant: Date, tz: string): string {
  let format = formatters.get(tz);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: tz,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(tz, format);
  }
  return format.format(instant);
}

/** The `days` local dates ending today in `tz`, oldest first. */
export function lastLocalDays(now: Date, tz: string, days: number): string[] {
  const today = Date.parse(`${localDate(now, tz)}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) =>
    new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
}

/**
 * The UTC hour keys (yyyy-mm-ddThh) to read for local days from `firstDay` up to now: from 14 hours
 * before `firstDay` starts in UTC (the zone furthest ahead) to the current hour; callers keep the
 * hours whose localDate is in range.
 */
export function hourBounds(firstDay: string, now: Date): [string, string] {
  const from = new Date(Date.parse(`${firstDay}T00:00:00Z`) - MAX_AHEAD_HOURS * 60 * 60 * 1000);
  return [from.toISOString().slice(0, 13), now.toISOString().slice(0, 13)];
}
