import type { ItemKind } from './item-kind';

/** Keys of the campaign links item (lambdas/table.ts lists every kind). */
export const campaignLinksKeys = {
  campaignLinks: (campaignId: string) => ({ pk: `CAMPAIGN#${campaignId}`, sk: 'LINKS' }),
} as const;

export const campaignLinksKind: ItemKind = {
  name: 'campaign-links',
  patterns: [{ what: "a campaign's tracked links (and owner)", key: 'pk CAMPAIGN#{id} sk LINKS' }],
};
