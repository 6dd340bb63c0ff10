import type { ReputationCounts } from './reputation-rules';

/** The window: the last 7 days, or the last 2,000 mails when those 7 days hold fewer (whichever is more). */
export const WINDOW_DAYS = 7;
export const WINDOW_MIN_SENT = 2_000;

/** One hour's counts of an account (items/sending-reputation.ts), `hour` as 'yyyy-mm-ddThh' (UTC). */
export interface HourCounts extends ReputationCounts {
  hour: string;
}

/** The hour a moment falls in, as the buckets are keyed. */
export const hourOf = (at: Date) => at.toISOString().slice(0, 13);

/**
 * Sums the window from the hourly buckets, newest first: every hour of the last WINDOW_DAYS days, then older
 * hours until the window holds WINDOW_MIN_SENT mails (or the buckets run out). Pure.
 */
export function windowCounts(newestFirst: readonly HourCounts[], now: Date): ReputationCounts {
  const since = hourOf(new Date(now.getTime() - WINDOW_DAYS * 24 * 3_600_000));
  const sum: ReputationCounts = { sent: 0, bounced: 0, complained: 0 };
  for (const bucket of newestFirst) {
    if (bucket.hour < since && sum.sent >= WINDOW_MIN_SENT) break;
    sum.sent += bucket.sent;
    sum.bounced += bucket.bounced;
    sum.complained += bucket.complained;
  }
  return sum;
}
