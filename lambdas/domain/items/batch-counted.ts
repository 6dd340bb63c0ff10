import type { ItemKind } from './item-kind';

/** Keys of the batch counted item (lambdas/table.ts lists every kind). */
export const batchCountedKeys = {
  /** A batch whose recipients were added to the campaign's counters (written with them, once). */
  campaignBatchCounted: (campaignId: string, batchId: string) => ({
    pk: `CAMPAIGN#${campaignId}`,
    sk: `BATCHDONE#${batchId}`,
  }),
} as const;

export const batchCountedKind: ItemKind = {
  name: 'batch-counted',
  patterns: [
    { what: 'a batch of a campaign already counted', key: 'pk CAMPAIGN#{id} sk BATCHDONE#{batchId}' },
  ],
};
