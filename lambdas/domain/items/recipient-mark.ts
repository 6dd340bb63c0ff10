import type { ItemKind } from './item-kind';

/** Keys of the recipient mark item (lambdas/table.ts lists every kind). */
export const recipientMarkKeys = {
  /** What happened to one recipient of a campaign: sent | failed | skipped; SES events mark it (lambdas/domain/sending). */
  campaignRecipient: (campaignId: string, contactId: string) => ({
    pk: `CAMPAIGN#${campaignId}`,
    sk: `SENT#${contactId}`,
  }),
  campaignRecipientPrefix: 'SENT#',
} as const;

export const recipientMarkKind: ItemKind = {
  name: 'recipient-mark',
  patterns: [
    { what: 'what happened to one recipient of a campaign', key: 'pk CAMPAIGN#{id} sk SENT#{contactId}' },
  ],
};
