import { TEST_SEND_LIMITS } from '../../../shared/contracts/editor';
import type { Clock } from '../../ports/clock';
import { ConditionFailedError, type Store, TransactionConflictError } from '../../ports/store';
import { getTestSendLog, testSendLogWrite } from '../items/test-sends';
import { TestSendLimitedError } from './errors';

/**
 * Per-user test-send limits, 10 in any hour and 50 in any day (sliding windows), kept in one item per user
 * (items/test-sends.ts: the send times of the last day, a revision, a TTL). A send is reserved by a
 * compare-and-swap on the revision, so concurrent sends can never both take the last slot.
 */
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const MAX_ATTEMPTS = 20;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface SendDecision {
  allowed: boolean;
  /** The times to store (the last day's, plus now when allowed). */
  times: number[];
  retryAfterSeconds: number;
}

/** Pure: may a user who sent at `times` send at `nowMs`? */
export function decideTestSend(
  times: readonly number[],
  nowMs: number,
  limits: { perHour: number; perDay: number } = TEST_SEND_LIMITS,
): SendDecision {
  const day = times.filter((t) => t > nowMs - DAY_MS && t <= nowMs).sort((a, b) => a - b);
  const hour = day.filter((t) => t > nowMs - HOUR_MS);
  let freeAt = 0;
  if (hour.length >= limits.perHour)
    freeAt = Math.max(freeAt, (hour[hour.length - limits.perHour] ?? 0) + HOUR_MS);
  if (day.length >= limits.perDay) freeAt = Math.max(freeAt, (day[day.length - limits.perDay] ?? 0) + DAY_MS);
  if (freeAt > 0)
    return { allowed: false, times: day, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - nowMs) / 1000)) };
  return { allowed: true, times: [...day, nowMs], retryAfterSeconds: 0 };
}

/** '1 minute', '12 minutes', '2 hours': how long to wait, in the limit messages. */
export function waitText(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return minutes >= 60
    ? `${Math.ceil(minutes / 60)} hours`
    : minutes === 1
      ? '1 minute'
      : `${minutes} minutes`;
}

export function limitMessage(retryAfterSeconds: number): string {
  const wait = waitText(retryAfterSeconds);
  return `You can send up to ${TEST_SEND_LIMITS.perHour} test emails an hour and ${TEST_SEND_LIMITS.perDay} a day. Please try again in ${wait}.`;
}

/** Takes one send slot for the account (or throws 429 with Retry-After); resolves with the time reserved. */
export async function reserveTestSend(
  ports: { store: Store; clock: Clock },
  accountId: string,
): Promise<number> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const log = await getTestSendLog(ports.store, accountId);
    const nowMs = ports.clock.now().getTime();
    const decision = decideTestSend(log.times, nowMs);
    if (!decision.allowed)
      throw new TestSendLimitedError(decision.retryAfterSeconds, limitMessage(decision.retryAfterSeconds));
    const expiresAt = Math.ceil((nowMs + DAY_MS) / 1000) + 60;
    try {
      await ports.store.transact([testSendLogWrite(accountId, log, decision.times, expiresAt)]);
      return nowMs;
    } catch (error) {
      if (!(error instanceof ConditionFailedError) && !(error instanceof TransactionConflictError))
        throw error;
      // Another send took a slot in between: read again after a short random pause.
      await pause(5 + Math.random() * 20 * Math.min(attempt + 1, 5));
    }
  }
  // Sustained contention on one user's sends is itself a sign of too many.
  throw new TestSendLimitedError(1, limitMessage(1));
}

/** Gives a slot back after a send the mail service refused (best effort: a lost race keeps it taken). */
export async function releaseTestSend(store: Store, accountId: string, reservedMs: number): Promise<void> {
  const log = await getTestSendLog(store, accountId);
  if (!log.revision.exists) return;
  const times = [...log.times];
  const at = times.indexOf(reservedMs);
  if (at < 0) return;
  times.splice(at, 1);
  await store.transact([testSendLogWrite(accountId, log, times)]).catch(() => undefined);
}
