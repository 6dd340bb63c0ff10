import * as z from 'zod';
import { ConditionFailedError, type Item, type Store } from '../../ports/store';
import { parseStored, type ItemKind } from './item-kind';

/** Keys of the campaign links item (lambdas/table.ts lists every kind). */
export const campaignLinksKeys = {
  campaignLinks: (campaignId: string) => ({ pk: `CAMPAIGN#${campaignId}`, sk: 'LINKS' }),
} as const;

export const campaignLinksKind: ItemKind = {
  name: 'campaign-links',
  patterns: [{ what: "a campaign's tracked links (and owner)", key: 'pk CAMPAIGN#{id} sk LINKS' }],
};

/** One tracked link as stored (campaigns/send/tracked-links.ts's TrackedLink). */
export interface CampaignLink {
  url: string;
  target: string;
  text: string;
}

/**
 * The campaign's tracked links, written when the sending worker first renders the campaign (its snapshot
 * never changes once it sends, so every render gives the same list) and read by the click redirect, which
 * finds a link's target by the index its token carries. It also names the owner (sub: the account's id),
 * since a click carries no account. An item without an owner reads as absent; a link's fields that are not
 * text read as ''.
 */
const text = z.string().catch('');
const campaignLinksSchema = z.object({
  sub: z.string().optional().catch(undefined),
  links: z
    .array(
      z
        .object({ url: text, target: text, text })
        .nullable()
        .catch(null)
        .transform((l) => ({ url: l?.url ?? '', target: l?.target ?? '', text: l?.text ?? '' })),
    )
    .catch([]),
});

export interface CampaignLinks {
  /** The owning account's id. */
  sub: string;
  links: CampaignLink[];
}

export function parseCampaignLinks(item: Item): CampaignLinks | undefined {
  const { sub, links } = parseStored(campaignLinksKind.name, campaignLinksSchema, item);
  return sub === undefined ? undefined : { sub, links };
}

export async function saveCampaignLinks(
  store: Store,
  accountId: string,
  campaignId: string,
  links: readonly CampaignLink[],
): Promise<void> {
  try {
    await store.put(
      { ...campaignLinksKeys.campaignLinks(campaignId), sub: accountId, links: [...links] },
      'absent',
    );
  } catch (error) {
    if (!(error instanceof ConditionFailedError)) throw error;
  }
}

export async function readCampaignLinks(
  store: Store,
  campaignId: string,
): Promise<CampaignLinks | undefined> {
  const item = await store.get(campaignLinksKeys.campaignLinks(campaignId));
  return item ? parseCampaignLinks(item) : undefined;
}
