/** Keys of the campaign engagement item (lambdas/table.ts lists every kind). */
export const campaignEngagementKeys = {
  campaignEngagement: (campaignId: string) => ({ pk: `CAMPAIGN#${campaignId}`, sk: 'ENGAGEMENT' }),
  campaignLinkClicker: (campaignId: string, link: number, contactId: string) => ({
    pk: `CAMPAIGN#${campaignId}`,
    sk: `CLICK#${link}#${contactId}`,
  }),
  campaignClicker: (campaignId: string, contactId: string) => ({
    pk: `CAMPAIGN#${campaignId}`,
    sk: `CLICKER#${contactId}`,
  }),
  campaignOpener: (campaignId: string, contactId: string) => ({
    pk: `CAMPAIGN#${campaignId}`,
    sk: `OPENER#${contactId}`,
  }),
  campaignUnsubscriber: (campaignId: string, contactId: string) => ({
    pk: `CAMPAIGN#${campaignId}`,
    sk: `UNSUB#${contactId}`,
  }),
} as const;
