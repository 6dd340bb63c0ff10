/** Keys of the batch counted item (lambdas/table.ts lists every kind). */
export const batchCountedKeys = {
  /** A batch whose recipients were added to the campaign's counters (written with them, once). */
  campaignBatchCounted: (campaignId: string, batchId: string) => ({
    pk: `CAMPAIGN#${campaignId}`,
    sk: `BATCHDONE#${batchId}`,
  }),
} as const;
