import * as z from 'zod';
import { ConditionFailedError, TransactionConflictError, type Item, type Store } from '../../ports/store';
import { parseStored, type ItemKind } from './item-kind';

/** Keys of the chunk claim item (lambdas/table.ts lists every kind). */
export const chunkClaimKeys = {
  /**
   * A chunk of a batch in flight (up to 25 recipients, lambdas/domain/items/chunk-claim.ts): held by one
   * delivery while it mails them, deleted when it is done; the unsubscribe reads the campaign's live ones.
   */
  campaignChunk: (campaignId: string, chunkId: string) => ({
    pk: `CAMPAIGN#${campaignId}`,
    sk: `CHUNK#${chunkId}`,
  }),
  campaignChunkPrefix: 'CHUNK#',
} as const;

export const chunkClaimKind: ItemKind = {
  name: 'chunk-claim',
  patterns: [
    {
      what: "a chunk of a campaign's batch in flight (lease)",
      key: 'pk CAMPAIGN#{id} sk CHUNK#{batchId}#{size}.{i}',
    },
  ],
};

/**
 * A chunk's claim (keys.campaignChunk): the one conditional write that lets a single delivery of a batch
 * mail a chunk of its recipients (up to CHUNK_SIZE) at a time. It names the chunk's contacts and holds them
 * until `leaseUntil` (epoch ms); the holder deletes it once every recipient it mailed is marked
 * (recipient-mark.ts). So the campaign's partition holds only the chunks in flight, which is what an
 * unsubscribe reads (campaigns/send/in-flight.ts). A claim left behind by a delivery that died is taken
 * over once its lease has run out (the crash window: docs/architecture.md › The send path).
 */
export const CHUNK_SIZE = 25;

export type ChunkClaim =
  /** `claimedAt`: epoch ms, kept with each recipient's mark and used to fence a late holder. */
  | { kind: 'claimed'; claimedAt: number; takenOver: boolean }
  /**
   * Another delivery holds the chunk and its lease has not run out: deliver the batch again later, unless
   * every recipient of the chunk is marked already (chunk-prep.ts). `holderClaimedAt`: the holder's
   * claimedAt and the lease's end (epoch ms), when read (what lets the chunk's claim go on its holder's
   * behalf, releaseChunk, and the batch come back when the lease has run out, held-batch.ts).
   */
  | { kind: 'held'; holderClaimedAt?: number; leaseUntil?: number };

/**
 * A chunk's id: the batch, the chunk size and the chunk's place. A redelivery at the same SES rate (the
 * size follows the worker's lanes, lambdas/wiring/worker-settings.ts) claims the same chunks; see
 * docs/architecture.md for the one case where it does not.
 */
export const chunkIdOf = (batchId: string, size: number, index: number) => `${batchId}#${size}.${index}`;

/**
 * The stored claim: the chunk's contacts and its lease (`leaseUntil`, epoch ms). Read leniently, as the
 * unsubscribe and a takeover always did: contacts that are not a list read as none, a lease that is not a
 * number as run out; `claimedAt` is kept as stored (a takeover's condition compares it).
 */
const chunkClaimSchema = z.object({
  contactIds: z.array(z.unknown()).catch([]),
  leaseUntil: z.number().optional().catch(undefined),
  claimedAt: z.unknown().optional(),
});
export interface ChunkClaimRecord {
  contactIds: unknown[];
  leaseUntil: number | undefined;
  claimedAt: unknown;
}

export function parseChunkClaim(item: Item): ChunkClaimRecord {
  const { contactIds, leaseUntil, claimedAt } = parseStored(chunkClaimKind.name, chunkClaimSchema, item);
  return { contactIds, leaseUntil, claimedAt };
}

/** The campaign's chunk claims (live or not), strongly consistent: what an unsubscribe waits on. */
export async function queryChunkClaims(store: Store, campaignId: string): Promise<ChunkClaimRecord[]> {
  const items = await store.query({
    partition: chunkClaimKeys.campaignChunk(campaignId, '').pk,
    beginsWith: chunkClaimKeys.campaignChunkPrefix,
    consistent: true,
  });
  return items.map(parseChunkClaim);
}

const CONFLICT_TRIES = 4;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Claims the chunk: a put on condition "absent", or the takeover of a claim whose lease ran out. */
export async function claimChunk(
  store: Store,
  input: { campaignId: string; chunkId: string; contactIds: string[]; now: number; leaseMs: number },
): Promise<ChunkClaim> {
  const key = chunkClaimKeys.campaignChunk(input.campaignId, input.chunkId);
  const leaseUntil = input.now + input.leaseMs;
  const item = { ...key, contactIds: input.contactIds, leaseUntil, claimedAt: input.now };
  try {
    await store.put(item, 'absent');
    return { kind: 'claimed', claimedAt: input.now, takenOver: false };
  } catch (error) {
    if (!(error instanceof ConditionFailedError)) throw error;
  }
  for (let attempt = 0; ; attempt++) {
    const found = await store.get(key);
    const existing = found ? parseChunkClaim(found) : undefined;
    if (existing && existing.leaseUntil !== undefined && existing.leaseUntil > input.now)
      return {
        kind: 'held',
        leaseUntil: existing.leaseUntil,
        ...(typeof existing.claimedAt === 'number' ? { holderClaimedAt: existing.claimedAt } : {}),
      };
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
        key: chunkClaimKeys.campaignChunk(input.campaignId, input.chunkId),
        condition: { attribute: 'claimedAt', equals: input.claimedAt },
      },
    ]);
  } catch (error) {
    if (!(error instanceof ConditionFailedError)) throw error;
  }
}
