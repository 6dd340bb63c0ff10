import * as z from 'zod';
import type { Item, Store } from '../../ports/store';
import { parseStored, type ItemKind } from './item-kind';

/** Keys of the parked batch item (lambdas/table.ts lists every kind). */
export const parkedBatchKeys = {
  /** A batch of recipients set aside while its campaign is paused; resume puts it back on the queue. */
  parkedBatch: (campaignId: string, batchId: string) => ({
    pk: `CAMPAIGN#${campaignId}`,
    sk: `PARKED#${batchId}`,
  }),
  parkedBatchPrefix: 'PARKED#',
} as const;

export const parkedBatchKind: ItemKind = {
  name: 'parked-batch',
  patterns: [
    { what: 'a batch parked while its campaign paused', key: 'pk CAMPAIGN#{id} sk PARKED#{batchId}' },
  ],
};

/**
 * A parked batch: the 'campaign-batches' message (what is left of the batch) that resume puts back on the
 * queue as it is. A message that is not an object reads as absent (nothing to put back).
 */
const parkedBatchSchema = z.object({
  sk: z.string(),
  message: z.record(z.string(), z.unknown()).optional().catch(undefined),
});
export interface ParkedBatchRecord {
  batchId: string;
  message: Record<string, unknown> | undefined;
}

export function parseParkedBatch(item: Item): ParkedBatchRecord {
  const { sk, message } = parseStored(parkedBatchKind.name, parkedBatchSchema, item);
  return { batchId: sk.slice(parkedBatchKeys.parkedBatchPrefix.length), message };
}

export async function putParkedBatch(
  store: Store,
  input: { campaignId: string; batchId: string; message: object },
): Promise<void> {
  await store.put({
    ...parkedBatchKeys.parkedBatch(input.campaignId, input.batchId),
    message: input.message,
  });
}

export async function deleteParkedBatch(store: Store, campaignId: string, batchId: string): Promise<void> {
  await store.delete(parkedBatchKeys.parkedBatch(campaignId, batchId));
}

/** The campaign's parked batches. */
export async function queryParkedBatches(store: Store, campaignId: string): Promise<ParkedBatchRecord[]> {
  const items = await store.query({
    partition: parkedBatchKeys.parkedBatch(campaignId, '').pk,
    beginsWith: parkedBatchKeys.parkedBatchPrefix,
  });
  return items.map(parseParkedBatch);
}
