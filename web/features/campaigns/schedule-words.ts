/**
 * The wizard's "date and time in your time zone, shown back in words" (pure). The browser's datetime-local
 * input gives wall-clock time without a zone; it is read in the user's zone and sent as an ISO instant.
 */

/** 'YYYY-MM-DDTHH:mm' in `timeZone` -> the instant, or undefined when it is not a valid time. */
export function localInputToInstant(value: string, timeZone: string): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return undefined;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  const guess = Date.UTC(y, mo - 1, d, h, mi);
  // The zone's offset at that moment (twice, so a time next to a DST change lands right).
  let instant = guess - offsetMs(new Date(guess), timeZone);
  instant = guess - offsetMs(new Date(instant), timeZone);
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function offsetMs(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** "Tuesday 25 November 2026 at 09:00 (Europe/London)". */
export function scheduleInWords(at: Date, timeZone: string): string {
  const text = new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone }).format(
    at,
  );
  return `${text.replace(',', '')} (${timeZone})`;
}

/** "in 2 days", "in 3 hours", "in 25 minutes" (or "in the past"). */
export function fromNow(at: Date, now: Date): string {
  const minutes = Math.round((at.getTime() - now.getTime()) / 60_000);
  if (minutes <= 0) return 'in the past';
  const [n, unit] =
    minutes >= 2 * 24 * 60
      ? [Math.round(minutes / (24 * 60)), 'day']
      : minutes >= 120
        ? [Math.round(minutes / 60), 'hour']
        : [minutes, 'minute'];
  return `in ${n} ${unit}${n === 1 ? '' : 's'}`;
}

export const userTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
