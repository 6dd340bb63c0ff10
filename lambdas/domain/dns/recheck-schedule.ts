import { dnsRecheckAttributes, isOnRecheck, type SetupDnsChanges } from '../items/setup';

/**
 * When a setup whose records are not all verified is checked again by the scheduled recheck (issue 4):
 * hourly for a day (24 checks), then daily for a week (7 checks), then not any more. A setup is found by
 * the recheck through the index keys items/setup.ts `dnsRecheckAttributes(nextCheckAt)` writes; removing them stops it.
 */
export const RECHECK_HOURLY_CHECKS = 24;
export const RECHECK_DAILY_CHECKS = 7;
export const RECHECK_MAX_CHECKS = RECHECK_HOURLY_CHECKS + RECHECK_DAILY_CHECKS;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** When the check after `checksDone` rechecks should run; null when the week is over. */
export function nextRecheckAt(checksDone: number, now: Date): Date | null {
  if (checksDone < RECHECK_HOURLY_CHECKS) return new Date(now.getTime() + HOUR_MS);
  if (checksDone < RECHECK_MAX_CHECKS) return new Date(now.getTime() + DAY_MS);
  return null;
}

/** Attributes that (re)schedule a setup: count of rechecks done, next time, and the index keys. */
export function scheduleAttributes(checksDone: number, at: Date): SetupDnsChanges {
  return { dnsRecheckCount: checksDone, ...dnsRecheckAttributes(at.toISOString()) };
}

/** Attributes that take a setup off the recheck (Store.update removes attributes set to undefined). */
export function unscheduleAttributes(): SetupDnsChanges {
  return dnsRecheckAttributes(undefined);
}

/** True when the attributes keep the setup on the recheck schedule. */
export const staysScheduled = (attributes: SetupDnsChanges): boolean => isOnRecheck(attributes);

/** A fresh schedule, starting an hour from now. */
export function firstSchedule(now: Date): SetupDnsChanges {
  return scheduleAttributes(0, nextRecheckAt(0, now) as Date);
}

/** After one more recheck: the next slot, or off the schedule when the week is over. */
export function afterRecheck(checksDoneBefore: number, now: Date): SetupDnsChanges {
  const done = checksDoneBefore + 1;
  const next = nextRecheckAt(done, now);
  return next ? scheduleAttributes(done, next) : { dnsRecheckCount: done, ...unscheduleAttributes() };
}

/** The bound of "due by now". */
export const isDue = (nextCheckAt: string | undefined, now: Date): boolean =>
  nextCheckAt !== undefined && nextCheckAt <= now.toISOString();
