import { createHash } from 'node:crypto';
import type { Clock } from '../../ports/clock';
import type { Store } from '../../ports/store';
import { DomainError } from '../errors';
import { type BucketConfig, consumeToken } from '../tracking/rate-limit';

/**
 * `jm('identify', email)`'s rate limit (POST /api/identify/{trackingId}, issue 31): a token bucket in the
 * table per (tracking id, caller address), as the signup form keeps its own (signup-limits.ts; the address
 * only as its SHA-256). A shop calls identify once per page where it knows the visitor: a burst of 20 and
 * one more every 6 seconds leaves any person browsing room, and stops one caller from minting tokens for
 * a list of addresses at the rate of a script.
 */
export const IDENTIFY_LIMIT: BucketConfig = { capacity: 20, refillPerSecond: 1 / 6 };

export const IDENTIFY_RATE_LIMITED_MESSAGE =
  'Too many identify calls in a short time. Please try again in a minute.';

export const identifyBucketOf = (trackingId: string, ip: string) =>
  `IDENTIFY#${trackingId}#${createHash('sha256').update(ip).digest('hex').slice(0, 32)}`;

/** Spends one identify token of this caller on this site, or throws DomainError('rate_limited'). */
export async function takeIdentifyToken(
  deps: { store: Store; clock: Clock },
  input: { trackingId: string; ip: string },
): Promise<void> {
  try {
    await consumeToken(deps, identifyBucketOf(input.trackingId, input.ip), IDENTIFY_LIMIT);
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'rate_limited')
      throw new DomainError(
        'rate_limited',
        'rate_limited',
        IDENTIFY_RATE_LIMITED_MESSAGE,
        error.retryAfterSeconds,
      );
    throw error;
  }
}
