import type { TransactWrite } from '../../ports/store';
import type { ItemKind } from './item-kind';

/** The SES outcomes a campaign counts once per recipient ('sent': SES's Send event, for the sending guard, issue 35). */
export type SesFlag = 'sent' | 'delivered' | 'bounced' | 'complained';

/** Keys of the SES flag item (lambdas/table.ts lists every kind). */
export const sesFlagKeys = {
  sesFlag: (campaignId: string, contactId: string, flag: SesFlag) => ({
    pk: `CAMPAIGN#${campaignId}`,
    sk: `SES#${flag}#${contactId}`,
  }),
} as const;

export const sesFlagKind: ItemKind = {
  name: 'ses-flag',
  patterns: [
    {
      what: 'an SES outcome already counted for one recipient',
      key: 'pk CAMPAIGN#{id} sk SES#{flag}#{contactId}',
    },
  ],
};

/**
 * That one SES outcome (delivered, bounced, complained) of one recipient's mail was counted: put on
 * condition that it is absent, in the same transaction as the counter it adds to, so each outcome counts
 * once however often EventBridge delivers it. An item of its own, not a flag on the recipient's mark
 * (issue 29): an event that overtakes its mark's write (marks linger up to 10 ms and are batch-written after
 * SES accepted the mail; EventBridge can be faster, and a mark's write can be retried) counts all the same,
 * and the mark's later write cannot undo it.
 */
export const sesFlagWrite = (
  campaignId: string,
  contactId: string,
  flag: SesFlag,
  at: string,
): TransactWrite => ({
  kind: 'put',
  item: { ...sesFlagKeys.sesFlag(campaignId, contactId, flag), contactId, flag, at },
  condition: 'absent',
});
