/** Keys of the send job item (lambdas/table.ts lists every kind). */
export const sendJobKeys = {
  /** The send job's place in the audience (resumable). */
  campaignSendJob: (campaignId: string) => ({ pk: `CAMPAIGN#${campaignId}`, sk: 'SENDJOB' }),
} as const;
