import type { FlowSettings } from '../../../shared/contracts/flows';
import { minutesOf, nextTimeOfDay, wallClock } from './zoned-time';

/** The end of quiet hours when `now` falls inside them in `zone` (the email waits until then); else undefined. */
export function quietHoursEnd(now: Date, zone: string, quiet: FlowSettings['quietHours']): Date | undefined {
  if (!quiet) return undefined;
  const w = wallClock(now, zone);
  const m = w.hour * 60 + w.minute;
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  if (start === end) return undefined;
  const inside = start < end ? m >= start && m < end : m >= start || m < end;
  return inside ? nextTimeOfDay(now, zone, quiet.end) : undefined;
}

/** Whether smart sending skips an email: the contact got an automated one within the account's hours. */
export function smartSendingSkips(nowMs: number, lastMailMs: number | undefined, hours: number): boolean {
  return hours > 0 && lastMailMs !== undefined && nowMs - lastMailMs < hours * 3_600_000;
}

/** How long an email held for the monthly allowance waits before it looks again (an upgrade releases it then). */
export const ALLOWANCE_RECHECK_MS = 60 * 60_000;
