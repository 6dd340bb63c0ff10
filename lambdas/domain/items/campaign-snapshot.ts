import type { ItemKind } from './item-kind';

/** Keys of the campaign snapshot item (lambdas/table.ts lists every kind). */
export const campaignSnapshotKeys = {
  campaignDocument: (accountId: string, campaignId: string) => ({
    pk: `CAMPAIGNS#${accountId}`,
    sk: `CAMPAIGNDOC#${campaignId}`,
  }),
} as const;

export const campaignSnapshotKind: ItemKind = {
  name: 'campaign-snapshot',
  patterns: [
    {
      what: "a campaign's snapshot of its email",
      key: 'pk CAMPAIGNS#{accountId} sk CAMPAIGNDOC#{campaignId}',
    },
  ],
};
