import type { ItemKind } from './item-kind';

/** Keys of the campaign item (lambdas/table.ts lists every kind). */
export const campaignKeys = {
  /** Campaigns (issue 21): a campaign's list item; its email snapshot lives apart (keys.campaignDocument). */
  campaign: (accountId: string, campaignId: string) => ({
    pk: `CAMPAIGNS#${accountId}`,
    sk: `CAMPAIGN#${campaignId}`,
  }),
  /** Prefix of keys.campaign's sort key (CAMPAIGNDOC# does not match it). */
  campaignPrefix: 'CAMPAIGN#',
} as const;

export const campaignKind: ItemKind = {
  name: 'campaign',
  patterns: [{ what: 'campaigns of a user', key: 'pk CAMPAIGNS#{accountId} sk CAMPAIGN#{campaignId}' }],
};
