import type { ItemKind } from './item-kind';

/** Keys of the send job item (lambdas/table.ts lists every kind). */
export const sendJobKeys = {
  /** The send job's place in the audience (resumable). */
  campaignSendJob: (campaignId: string) => ({ pk: `CAMPAIGN#${campaignId}`, sk: 'SENDJOB' }),
} as const;

export const sendJobKind: ItemKind = {
  name: 'send-job',
  patterns: [{ what: "where a campaign's send job is", key: 'pk CAMPAIGN#{id} sk SENDJOB' }],
};
