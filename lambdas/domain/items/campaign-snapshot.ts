/** Keys of the campaign snapshot item (lambdas/table.ts lists every kind). */
export const campaignSnapshotKeys = {
  campaignDocument: (sub: string, campaignId: string) => ({
    pk: `CAMPAIGNS#${sub}`,
    sk: `CAMPAIGNDOC#${campaignId}`,
  }),
} as const;
