import { ConditionFailedError, type Store } from '../../../ports/store';
import { keys } from '../../../table';
import type { TrackedLink } from '../send/tracked-links';

/**
 * The campaign's tracked links, written when the sending worker first renders the campaign (its snapshot
 * never changes once it sends, so every render gives the same list) and read by the click redirect, which
 * finds a link's target by the index its token carries. It also names the owner (sub), since a click
 * carries no account.
 */
export async function saveCampaignLinks(
  store: Store,
  sub: string,
  campaignId: string,
  links: readonly TrackedLink[],
): Promise<void> {
  try {
    await store.put({ ...keys.campaignLinks(campaignId), sub, links: [...links] }, 'absent');
  } catch (error) {
    if (!(error instanceof ConditionFailedError)) throw error;
  }
}

export interface CampaignLinks {
  sub: string;
  links: TrackedLink[];
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

export async function readCampaignLinks(
  store: Store,
  campaignId: string,
): Promise<CampaignLinks | undefined> {
  const item = await store.get(keys.campaignLinks(campaignId));
  if (!item || typeof item.sub !== 'string') return undefined;
  const links = Array.isArray(item.links) ? (item.links as Record<string, unknown>[]) : [];
  return {
    sub: item.sub,
    links: links.map((l) => ({ url: str(l?.url), target: str(l?.target), text: str(l?.text) })),
  };
}
