import { ConditionFailedError, TransactionConflictError, type Store } from '../../../ports/store';
import { keys } from '../../../table';

/**
 * A chunk's claim (keys.campaignChunk): the one conditional write that lets a single delivery of a batch
 * mail a chunk of its recipients (up to CHUNK_SIZE) at a time. It names the chunk's contacts and holds them
 * until `leaseUntil` (epoch ms); the holder deletes it once every recipient it mailed is marked
 * (recipient-mark.ts). So the campaign's partition holds only the chunks in flight, which is what an
 * unsubscribe reads (in-flight.ts). A claim left behind by a delivery that died is taken over once its lease
 * has run out (the crash window: docs/architecture.md › The send path).
 */
export const CHUNK_SIZE = 25;

export type ChunkClaim =
  /** `claimedAt`: epoch ms, kept with each recipient's mark and used to fence a late holder. */
  | { kind: 'claimed'; claimedAt: number; takenOver: boolean }
  /** Another delivery holds the chunk and its lease has not run out: deliver the batch again later. */
  | { kind: 'held' };

/**
 * A chunk's id: the batch, the chunk size and the chunk's place. A redelivery at the same SES rate (the size
 * follows the worker's lanes, worker-settings.ts) claims the same chunks; see docs/architecture.md for the
 * one case where it does not.
 */
export const chunkIdOf = (batchId: string, size: number, index: number) => `${batchId}#${size}.${index}`;

const CONFLICT_TRIES = 4;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Claims the chunk: a put on condition "absent", or the takeover of a claim whose lease ran out. */
export async function claimChunk(
  store: Store,
  input: { campaignId: string; chunkId: string; contactIds: string[]; now: number; leaseMs: number },
): Promise<ChunkClaim> {
  const key = keys.campaignChunk(input.campaignId, input.chunkId);
  const leaseUntil = input.now + input.leaseMs;
  const item = { ...key, contactIds: input.contactIds, leaseUntil, claimedAt: input.now };
  try {
    await store.put(item, 'absent');
    return { kind: 'claimed', claimedAt: input.now, takenOver: false };
  } catch (error) {
    if (!(error instanceof ConditionFailedError)) throw error;
  }
  for (let attempt = 0; ; attempt++) {
    const existing = await store.get(key);
    if (existing && typeof existing.leaseUntil === 'number' && existing.leaseUntil > input.now)
      return { kind: 'held' };
    try {
      // The takeover (rare: a delivery died holding it) is conditional on the claim read just now.
      await store.transact([
        {
          kind: 'put',
          item: { ...item, takenOver: true },
          condition: existing ? { attribute: 'claimedAt', equals: existing.claimedAt } : 'absent',
        },
      ]);
      return { kind: 'claimed', claimedAt: input.now, takenOver: true };
    } catch (error) {
      if (error instanceof ConditionFailedError) return { kind: 'held' };
      if (!(error instanceof TransactionConflictError) || attempt >= CONFLICT_TRIES) throw error;
      await pause(20 * 2 ** attempt);
    }
  }
}

/**
 * Lets the chunk go (done, stopped, or SES throttling past the retries: nothing of it is in flight any
 * more). Conditional on our own claim, so a holder that outlived its lease never deletes a takeover's.
 */
export async function releaseChunk(
  store: Store,
  input: { campaignId: string; chunkId: string; claimedAt: number },
): Promise<void> {
  try {
    await store.transact([
      {
        kind: 'delete',
        key: keys.campaignChunk(input.campaignId, input.chunkId),
        condition: { attribute: 'claimedAt', equals: input.claimedAt },
      },
    ]);
  } catch (error) {
    if (!(error instanceof ConditionFailedError)) throw error;
  }
}
