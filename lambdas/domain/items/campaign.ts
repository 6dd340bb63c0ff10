/** Keys of the campaign item (lambdas/table.ts lists every kind). */
export const campaignKeys = {
  /** Campaigns (issue 21): a campaign's list item; its email snapshot lives apart (keys.campaignDocument). */
  campaign: (sub: string, campaignId: string) => ({ pk: `CAMPAIGNS#${sub}`, sk: `CAMPAIGN#${campaignId}` }),
  /** Prefix of keys.campaign's sort key (CAMPAIGNDOC# does not match it). */
  campaignPrefix: 'CAMPAIGN#',
} as const;
