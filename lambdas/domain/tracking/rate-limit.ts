import type { Clock } from '../../ports/clock';
import { ConditionFailedError, type Store, TransactionConflictError } from '../../ports/store';
import { DomainError } from '../errors';
import { getRateBucket, putRateBucket } from '../items/tracking-rate';

/**
 * Token bucket per tracking id, kept in the table so every Lambda instance shares it.
 * Item: items/tracking-rate.ts (tokens, updatedAtMs, rev, expiresAt TTL).
 * Writes are compare-and-swap on `rev` (a put conditioned on the rev that was read; 'absent' for a new
 * bucket), so concurrent requests never both spend the same token; a lost race re-reads and retries.
 */

export interface BucketConfig {
  /** Burst size: events accepted back to back from a full bucket. */
  capacity: number;
  /** Sustained rate. */
  refillPerSecond: number;
}

/**
 * A tracking id's bucket: the whole site's events, every visitor's together. 600 at once, then 20 a second:
 * a shop whose mail brings a few hundred visitors within minutes (each sending a page view, product views,
 * a cart) stays under it, and one bot posting as fast as it can is held to 20 events a second, about 1.7
 * million a day. (It was 60, then 1 a second: a single visitor clicking through a shop at 2.5 events a
 * second was refused after 25 s, and every other visitor of that site with them.)
 */
export const DEFAULT_BUCKET: BucketConfig = { capacity: 600, refillPerSecond: 20 };

export interface BucketState {
  tokens: number;
  updatedAtMs: number;
}

export interface TakeDecision {
  allowed: boolean;
  /** The state to store (tokens after refill, minus one when allowed). */
  next: BucketState;
  /** When refused: seconds until one token is available. */
  retryAfterSeconds: number;
}

/**
 * Pure bucket math. A missing bucket is full. Time going backwards (clock skew between instances) refills
 * nothing and does not move the bucket's time back: the bucket keeps the latest time it has been refilled
 * to, so an instance whose clock is ahead never counts the same interval again.
 */
export function takeToken(state: BucketState | undefined, nowMs: number, config: BucketConfig): TakeDecision {
  const elapsedMs = state ? Math.max(0, nowMs - state.updatedAtMs) : 0;
  const available = state
    ? Math.min(config.capacity, state.tokens + (elapsedMs / 1000) * config.refillPerSecond)
    : config.capacity;
  const updatedAtMs = state && state.updatedAtMs > nowMs ? state.updatedAtMs : nowMs;
  if (available >= 1)
    return { allowed: true, next: { tokens: available - 1, updatedAtMs }, retryAfterSeconds: 0 };
  return {
    allowed: false,
    next: { tokens: available, updatedAtMs },
    retryAfterSeconds: Math.max(1, Math.ceil((1 - available) / config.refillPerSecond)),
  };
}

export const RATE_LIMITED_MESSAGE = 'Too many events for this tracking id. Please slow down.';
const MAX_ATTEMPTS = 4;

/** Spends one token for this tracking id or throws DomainError('rate_limited'). */
export async function consumeToken(
  deps: { store: Store; clock: Clock },
  trackingId: string,
  config: BucketConfig = DEFAULT_BUCKET,
): Promise<void> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const bucket = await getRateBucket(deps.store, trackingId);
    const nowMs = deps.clock.now().getTime();
    const decision = takeToken(bucket?.state, nowMs, config);
    if (!decision.allowed)
      throw new DomainError('rate_limited', 'rate_limited', RATE_LIMITED_MESSAGE, decision.retryAfterSeconds);
    // A bucket left alone this long is full again, so TTL removing it changes nothing.
    const fullAfterSeconds = Math.ceil(config.capacity / config.refillPerSecond);
    try {
      await putRateBucket(deps.store, trackingId, bucket, {
        ...decision.next,
        expiresAt: Math.ceil(nowMs / 1000) + fullAfterSeconds + 60,
      });
      return;
    } catch (error) {
      if (!(error instanceof ConditionFailedError) && !(error instanceof TransactionConflictError))
        throw error;
      // Another request spent a token in between (or was writing the bucket at the same moment): read again.
    }
  }
  // Sustained contention on one id is itself a sign of too many events.
  throw new DomainError('rate_limited', 'rate_limited', RATE_LIMITED_MESSAGE, 1);
}
