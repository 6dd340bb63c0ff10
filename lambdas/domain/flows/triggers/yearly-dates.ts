import { instantOf, minutesOf } from '../zoned-time';

/**
 * The calendar of the yearly-date trigger (issue 32), pure: which contacts' month-days can fall due in one
 * UTC hour, and the exact instant one contact's occurrence falls due in its zone.
 */
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** The widest zone offsets in use: UTC-12:00 to UTC+14:00. */
const WEST_MS = 12 * HOUR_MS;
const EAST_MS = 14 * HOUR_MS;

export interface DueDay {
  /** The occurrence's local date ('2026-04-12'): the field's month-day shifted by the trigger's days. */
  occurrence: string;
  /** The field's month-days that land on it ('04-12'; with '02-29' beside '03-01' in a common year). */
  monthDays: string[];
}

const isLeap = (year: number) => new Date(Date.UTC(year, 1, 29)).getUTCMonth() === 1;

/**
 * The local dates whose `at` (a time of day, in some zone from UTC-12 to UTC+14) falls in the UTC hour
 * starting at `hourMs`, each with the month-days (date - offsetDays) that make it an occurrence.
 */
export function dueDaysOfHour(hourMs: number, at: string, offsetDays: number): DueDay[] {
  const atMs = minutesOf(at) * 60_000;
  const first = Math.floor((hourMs - WEST_MS - atMs) / DAY_MS) * DAY_MS;
  const last = hourMs + HOUR_MS + EAST_MS - atMs;
  const out: DueDay[] = [];
  for (let day = first; day < last; day += DAY_MS) {
    const source = new Date(day - offsetDays * DAY_MS);
    const monthDay = source.toISOString().slice(5, 10);
    const leapDay = monthDay === '03-01' && !isLeap(source.getUTCFullYear());
    out.push({
      occurrence: new Date(day).toISOString().slice(0, 10),
      monthDays: leapDay ? [monthDay, '02-29'] : [monthDay],
    });
  }
  return out;
}

/** When an occurrence ('2026-04-12') at `at` ('09:00') comes in `zone`. */
export function occurrenceInstant(occurrence: string, at: string, zone: string): Date {
  const [year, month, day] = occurrence.split('-').map(Number) as [number, number, number];
  const m = minutesOf(at);
  return instantOf({ year, month, day, hour: Math.floor(m / 60), minute: m % 60 }, zone);
}

/** The UTC hours' starts from `fromMs` to `untilMs` (both floored to the hour), in order. */
export function hourStarts(fromMs: number, untilMs: number): number[] {
  const hours: number[] = [];
  for (let t = Math.floor(fromMs / HOUR_MS) * HOUR_MS; t <= untilMs; t += HOUR_MS) hours.push(t);
  return hours;
}
