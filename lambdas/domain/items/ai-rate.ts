import * as z from 'zod';
import type { Store, TransactWrite } from '../../ports/store';
import type { ItemKind } from './item-kind';

/** Keys of the ai rate item (lambdas/table.ts lists every kind). */
export const aiRateKeys = {
  /** Issue 12: the per-user token bucket of AI chat turns. */
  aiRateBucket: (accountId: string) => ({ pk: `USER#${accountId}`, sk: 'AIRATE' }),
} as const;

export const aiRateKind: ItemKind = {
  name: 'ai-rate',
  patterns: [{ what: 'AI turns a user may still take (bucket)', key: 'pk USER#{accountId} sk AIRATE' }],
};

/**
 * The bucket of AI turns of an account: tokens, updatedAtMs (the bucket's state) and rev (the revision a
 * compare-and-swap takes it by). Read leniently: a state missing either number is a full bucket, a missing
 * rev is 0.
 */
const aiRateSchema = z.object({
  tokens: z.number().optional().catch(undefined),
  updatedAtMs: z.number().optional().catch(undefined),
  rev: z.number().catch(0),
});

export interface AiRateRecord {
  /** Undefined when the item is missing or lacks either number. */
  state: { tokens: number; updatedAtMs: number } | undefined;
  rev: number;
  exists: boolean;
}

export async function getAiRateBucket(store: Store, accountId: string): Promise<AiRateRecord> {
  const item = await store.get(aiRateKeys.aiRateBucket(accountId));
  if (!item) return { state: undefined, rev: 0, exists: false };
  const { tokens, updatedAtMs, rev } = aiRateSchema.parse(item);
  return {
    state: tokens !== undefined && updatedAtMs !== undefined ? { tokens, updatedAtMs } : undefined,
    rev,
    exists: true,
  };
}

/** Stores the bucket's next state, only if nobody changed it since `read` (ConditionFailedError otherwise). */
export function aiRateBucketWrite(
  accountId: string,
  read: AiRateRecord,
  next: { tokens: number; updatedAtMs: number },
): TransactWrite {
  return {
    kind: 'put',
    item: { ...aiRateKeys.aiRateBucket(accountId), ...next, rev: read.rev + 1 },
    condition: read.exists ? { attribute: 'rev', equals: read.rev } : 'absent',
  };
}
