import * as z from 'zod';
import type { Store } from '../../ports/store';
import type { ItemKind } from './item-kind';

/** Keys of the tracking rate item (lambdas/table.ts lists every kind). */
export const trackingRateKeys = {
  rateBucket: (trackingId: string) => ({ pk: `RATE#${trackingId}`, sk: 'BUCKET' }),
} as const;

export const trackingRateKind: ItemKind = {
  name: 'tracking-rate',
  patterns: [
    { what: 'tracking rate-limit bucket of an id', key: 'pk RATE#{trackingId} sk BUCKET (TTL expiresAt)' },
  ],
};

/** A stored token bucket (pk RATE#{trackingId} sk BUCKET): tokens left at updatedAtMs, and its write count. */
export interface RateBucketRecord {
  /** Undefined when the stored tokens or time are not numbers (a malformed bucket, replaced by the next write). */
  state: { tokens: number; updatedAtMs: number } | undefined;
  /** Compare-and-swap counter; undefined on a malformed bucket. */
  rev: number | undefined;
}

const bucketSchema = z.object({
  tokens: z.number().optional().catch(undefined),
  updatedAtMs: z.number().optional().catch(undefined),
  rev: z.number().optional().catch(undefined),
});

export async function getRateBucket(store: Store, trackingId: string): Promise<RateBucketRecord | undefined> {
  const item = await store.get(trackingRateKeys.rateBucket(trackingId));
  if (!item) return undefined;
  const { tokens, updatedAtMs, rev } = bucketSchema.parse(item);
  return {
    state:
      tokens !== undefined && updatedAtMs !== undefined && Number.isFinite(tokens)
        ? { tokens, updatedAtMs }
        : undefined,
    rev,
  };
}

/**
 * Writes the bucket after a token was spent: put-if-absent for a new bucket, compare-and-swap on the
 * `rev` that was read, or a plain put over a malformed one. A lost race throws ConditionFailedError or
 * TransactionConflictError.
 */
export async function putRateBucket(
  store: Store,
  trackingId: string,
  read: RateBucketRecord | undefined,
  next: { tokens: number; updatedAtMs: number; expiresAt: number },
): Promise<void> {
  // Written out, not spread: this runs on every tracking event (tests/bench/tracking-ingest.ts).
  const { pk, sk } = trackingRateKeys.rateBucket(trackingId);
  const item = {
    pk,
    sk,
    tokens: next.tokens,
    updatedAtMs: next.updatedAtMs,
    expiresAt: next.expiresAt,
    rev: (read?.rev ?? 0) + 1,
  };
  if (!read) await store.put(item, 'absent');
  else if (read.rev === undefined) await store.put(item);
  else await store.transact([{ kind: 'put', item, condition: { attribute: 'rev', equals: read.rev } }]);
}
