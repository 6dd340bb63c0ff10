import { isSubscriptionTier } from '../../../shared/plans';
import type { Clock } from '../../ports/clock';
import { ConditionFailedError, type Store, TransactionConflictError } from '../../ports/store';
import { DomainError } from '../errors';
import { aiRateBucketWrite, getAiRateBucket } from '../items/ai-rate';
import { getProfileRecord } from '../items/profile';
import { takeToken, type BucketConfig } from '../tracking/rate-limit';

/** AI chat turns per user and hour: free 30, paid plans 200 (a burst of the whole hour is allowed). */
export const AI_TURNS_PER_HOUR = { free: 30, pro: 200, premium: 200 } as const;
export const AI_RATE_LIMITED_MESSAGE =
  'You have sent a lot of messages to the assistant in the last hour. Please wait a little and try again.';

export class AiRateLimitedError extends DomainError {
  declare readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super('rate_limited', 'ai_rate_limited', AI_RATE_LIMITED_MESSAGE, retryAfterSeconds);
  }
}

const bucketOf = (perHour: number): BucketConfig => ({ capacity: perHour, refillPerSecond: perHour / 3600 });

/** The caller's tier from the profile item; free when unknown. */
export async function aiBucketFor(store: Store, userId: string): Promise<BucketConfig> {
  const profile = await getProfileRecord(store, userId);
  const tier = profile?.subscriptionTier ?? 'free';
  return bucketOf(AI_TURNS_PER_HOUR[isSubscriptionTier(tier) ? tier : 'free']);
}

/**
 * Spends one AI turn of the caller or throws AiRateLimitedError with the seconds until the next one.
 * Compare-and-swap on `rev` like the tracking bucket, so concurrent turns never share a token.
 */
export async function consumeAiTurn(
  ports: { store: Store; clock: Clock },
  accountId: string,
  config: BucketConfig,
) {
  for (let attempt = 0; attempt < 4; attempt++) {
    const bucket = await getAiRateBucket(ports.store, accountId);
    const nowMs = ports.clock.now().getTime();
    const decision = takeToken(bucket.state, nowMs, config);
    if (!decision.allowed) throw new AiRateLimitedError(decision.retryAfterSeconds);
    try {
      await ports.store.transact([aiRateBucketWrite(accountId, bucket, decision.next)]);
      return;
    } catch (error) {
      if (!(error instanceof ConditionFailedError) && !(error instanceof TransactionConflictError))
        throw error;
    }
  }
  throw new AiRateLimitedError(1);
}
