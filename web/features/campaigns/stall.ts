import { CHUNK_LEASE_MS } from '../../../shared/campaigns/chunk-lease';

/**
 * Whether a send stands still, for the progress panel. A send worker that dies mid-batch (a restarted local
 * stack, a crashed Lambda) leaves its chunk claimed until the claim's lease runs out, and only then does
 * another delivery pick the batch up (lambdas/domain/items/chunk-claim.ts): the counters stop for a minute or
 * more while the status still says 'sending', and the page used to say nothing. Pure, so a table test holds it.
 */

/** Nothing moved this long while mail is still to go out: well past a throttled worker's ~10 s of backoff. */
export const STILL_AFTER_MS = 20_000;
/** The seconds said move in steps this big, so the live region is re-read at most this often. */
export const STILL_STEP_SECONDS = 20;
/** Past this the wait is said in whole minutes. */
const MINUTES_FROM_SECONDS = 120;

export interface SendReading {
  status: string;
  /** Recipients dealt with so far (shared/campaigns/progress.ts). */
  done: number;
  /** Recipients of the send; 0 while the audience is still being listed. */
  queued: number;
}

/** The last change seen: the reading it made and when it was first seen (epoch ms). */
export interface LastMove {
  key: string;
  at: number;
}

const moveKey = (r: SendReading) => `${r.status}|${r.done}|${r.queued}`;

/** Keeps the time of the last change: a reading like the one before keeps it, any other starts it again. */
export function lastMove(prev: LastMove | undefined, reading: SendReading, now: number): LastMove {
  const key = moveKey(reading);
  return prev?.key === key ? prev : { key, at: now };
}

/**
 * For how many seconds the send has stood still, rounded down to STILL_STEP_SECONDS, or null while it moves.
 * Only a send with mail still to go out stands still: not while the recipients are being listed (queued 0,
 * so done >= queued), nor once everyone queued is dealt with (a ramped campaign waits for its next step).
 */
export function stillSeconds(reading: SendReading, last: LastMove, now: number): number | null {
  if (reading.status !== 'sending' || reading.done >= reading.queued) return null;
  if (last.key !== moveKey(reading)) return null;
  const still = now - last.at;
  if (still < STILL_AFTER_MS) return null;
  const seconds = Math.floor(still / 1000);
  return seconds - (seconds % STILL_STEP_SECONDS);
}

const LEASE_SECONDS = Math.round(CHUNK_LEASE_MS / 1000);

/**
 * What the panel says then. "In the last N seconds", not "for N seconds": the page counts from when it first
 * saw the numbers stand, which may be after they stopped (opened or reloaded during the wait), so N is a least
 * bound and the sentence stays true. In AWS a worker that died mid-batch leaves its batch to SQS's visibility timeout
 * (minutes) on top of the lease, so the wait is said as "at least" the lease, never "up to".
 */
export function stillText(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const since = seconds < MINUTES_FROM_SECONDS ? `${seconds} seconds` : `${minutes} minutes`;
  return (
    `No mail has gone out in the last ${since}. Sending goes on by itself: when it is interrupted, the unfinished ` +
    `batch is picked up again after a wait of at least ${LEASE_SECONDS} seconds.`
  );
}
