/** Keys of the campaign links item (lambdas/table.ts lists every kind). */
export const campaignLinksKeys = {
  campaignLinks: (campaignId: string) => ({ pk: `CAMPAIGN#${campaignId}`, sk: 'LINKS' }),
} as const;
