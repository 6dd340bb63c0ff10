/**
 * Times of day in an IANA zone without a time-zone library (Intl only): the local wall clock of an instant,
 * and the instant of a wall-clock time. An unknown zone falls back to UTC.
 */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

export function validZone(zone: string | undefined): string {
  if (!zone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}

export function wallClock(at: Date, zone: string): WallClock {
  const tz = validZone(zone);
  let format = formats.get(tz);
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
    formats.set(tz, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}

const asUtcMs = (w: WallClock) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);

/** The instant at which the zone's wall clock shows `w` (the later one around a DST shift). */
export function instantOf(w: WallClock, zone: string): Date {
  const guess = asUtcMs(w);
  const offset = asUtcMs(wallClock(new Date(guess), zone)) - guess;
  let at = guess - offset;
  const offsetThere = asUtcMs(wallClock(new Date(at), zone)) - at;
  if (offsetThere !== offset) at = guess - offsetThere;
  return new Date(at);
}

/** "09:00" -> minutes after midnight. */
export const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The first instant at or after `now` when the zone's clock shows `hhmm`. */
export function nextTimeOfDay(now: Date, zone: string, hhmm: string): Date {
  const w = wallClock(now, zone);
  const m = minutesOf(hhmm);
  const today = instantOf({ ...w, hour: Math.floor(m / 60), minute: m % 60 }, zone);
  if (today.getTime() >= now.getTime()) return today;
  const tomorrow = new Date(Date.UTC(w.year, w.month - 1, w.day + 1));
  return instantOf(
    {
      year: tomorrow.getUTCFullYear(),
      month: tomorrow.getUTCMonth() + 1,
      day: tomorrow.getUTCDate(),
      hour: Math.floor(m / 60),
      minute: m % 60,
    },
    zone,
  );
}

/** The next instant the zone's clock shows `hhmm` on the yearly date `mmdd` shifted by `offsetDays`, at or after `now`. */
export function nextYearlyDate(
  now: Date,
  zone: string,
  mmdd: string,
  offsetDays: number,
  hhmm: string,
): Date {
  const [month, day] = mmdd.split('-').map(Number) as [number, number];
  const m = minutesOf(hhmm);
  const { year } = wallClock(now, zone);
  for (const y of [year, year + 1]) {
    const date = new Date(Date.UTC(y, month - 1, day + offsetDays));
    const at = instantOf(
      {
        year: date.getUTCFullYear(),
        month: date.getUTCMonth() + 1,
        day: date.getUTCDate(),
        hour: Math.floor(m / 60),
        minute: m % 60,
      },
      zone,
    );
    if (at.getTime() >= now.getTime()) return at;
  }
  return now;
}
