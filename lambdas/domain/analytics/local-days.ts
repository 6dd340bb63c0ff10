/**
 * Days in the viewer's time zone. The site's own zone has a totals item per local day (site-zone.ts),
 * exact in any offset. Over the UTC hour items (other zones, and days before the site's zone was set)
 * an hour item belongs to the local day its first minute falls in; for zones with whole-hour offsets
 * (most of the world) that is exact. In zones offset by a half or quarter hour (India, Nepal, parts of
 * Australia) the 30 or 45 minutes after local midnight are then counted with the day before
 * (docs/product.md › Analytics says so).
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

/** The date after yyyy-mm-dd. */
export const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** How far `tz` is ahead of UTC at `instant`, in ms. */
function offsetMs(instant: number, tz: string): number {
  let format = offsetFormatters.get(tz);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    offsetFormatters.set(tz, format);
  }
  const part = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, Number(p.value)]));
  const wall = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!);
  return wall - Math.floor(instant / 60_000) * 60_000;
}

/** The instant local `date` begins in `tz`. */
export function localDayStart(date: string, tz: string): Date {
  const wall = Date.parse(`${date}T00:00:00Z`);
  const guess = wall - offsetMs(wall, tz);
  return new Date(wall - offsetMs(guess, tz));
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

/** The furthest any zone is behind UTC (Baker Island, -12:00). */
export const MAX_BEHIND_HOURS = 12;

/** As hourBounds, for local days from `firstDay` to `lastDay` only (ending at now at the latest). */
export function hourBoundsOf(firstDay: string, lastDay: string, now: Date): [string, string] {
  const [from] = hourBounds(firstDay, now);
  const end = Date.parse(`${nextDay(lastDay)}T00:00:00Z`) + (MAX_BEHIND_HOURS - 1) * 60 * 60 * 1000;
  return [from, new Date(Math.min(end, now.getTime())).toISOString().slice(0, 13)];
}
