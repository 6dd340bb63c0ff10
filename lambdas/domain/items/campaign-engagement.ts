import type { ItemKind } from './item-kind';

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

export const campaignEngagementKind: ItemKind = {
  name: 'campaign-engagement',
  patterns: [
    { what: "a campaign's clicks and opens counters", key: 'pk CAMPAIGN#{id} sk ENGAGEMENT' },
    {
      what: 'a contact clicked / opened / left once',
      key: 'pk CAMPAIGN#{id} sk CLICK#{link}#{contactId}, CLICKER#{contactId}, OPENER#{contactId}, UNSUB#{contactId}',
    },
  ],
};
