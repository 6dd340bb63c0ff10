import { createHash } from 'node:crypto';
import type { Clock } from '../../ports/clock';
import type { Store } from '../../ports/store';
import { DomainError } from '../errors';
import { type BucketConfig, consumeToken } from '../tracking/rate-limit';

/**
 * The signup form's rate limits (docs/product.md › Unsubscribe and signup form): token buckets in the table,
 * as the tracking ingest keeps them (tracking/rate-limit.ts), one per caller address (its SHA-256: the
 * address itself is not stored) and one per tracking id, so neither one visitor nor many can flood a form.
 */
export const SIGNUP_LIMITS = {
  perIp: { capacity: 5, refillPerSecond: 1 / 60 },
  perForm: { capacity: 30, refillPerSecond: 1 / 6 },
} as const satisfies Record<string, BucketConfig>;

export const SIGNUP_RATE_LIMITED_MESSAGE = 'Too many signups in a short time. Please try again in a minute.';

async function take(deps: { store: Store; clock: Clock }, bucket: string, config: BucketConfig) {
  try {
    await consumeToken(deps, bucket, config);
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'rate_limited')
      throw new DomainError(
        'rate_limited',
        'rate_limited',
        SIGNUP_RATE_LIMITED_MESSAGE,
        error.retryAfterSeconds,
      );
    throw error;
  }
}

export async function takeSignupTokens(
  deps: { store: Store; clock: Clock },
  input: { trackingId: string; ip: string },
): Promise<void> {
  const ipHash = createHash('sha256').update(input.ip).digest('hex').slice(0, 32);
  await take(deps, `SIGNUPIP#${ipHash}`, SIGNUP_LIMITS.perIp);
  await take(deps, `SIGNUP#${input.trackingId}`, SIGNUP_LIMITS.perForm);
}
