import type { QueueName } from '../routes/queues';

/** What a schedule does when it is due: send `body` to `queue` (the queue's consumer does the work). */
export interface ScheduleTarget {
  queue: QueueName;
  body: object;
}

/**
 * One-time schedules (a campaign scheduled for later). In AWS an EventBridge Scheduler `at(...)` schedule
 * whose target is the SQS queue; locally an item in the table that the local scheduler sends when due.
 * Delivery is at least once and may be late by up to a minute: the consumer checks that the work is still
 * wanted (e.g. the campaign is still scheduled for that time).
 */
export interface Schedules {
  /**
   * Creates or replaces the schedule `id` (letters, digits, '-', '_' and '.', at most 64 characters) to fire
   * at `when` (ISO 8601; a time in the past fires at once).
   */
  at(id: string, when: string, target: ScheduleTarget): Promise<void>;
  /** Deletes the schedule; an unknown or already fired one is not an error. */
  cancel(id: string): Promise<void>;
}

/** The schedule ids both adapters accept (EventBridge Scheduler's name rule). */
export const SCHEDULE_ID = /^[0-9a-zA-Z\-_.]{1,64}$/;

export class InvalidScheduleError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidScheduleError';
  }
}

/** Checks the id and the time; returns the time as a Date. */
export function checkSchedule(id: string, when: string): Date {
  if (!SCHEDULE_ID.test(id)) throw new InvalidScheduleError(`Invalid schedule id '${id}'`);
  const at = new Date(when);
  if (Number.isNaN(at.getTime())) throw new InvalidScheduleError(`Invalid schedule time '${when}'`);
  return at;
}
