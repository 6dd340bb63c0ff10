import type { ItemKind } from './item-kind';

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
