import {
  ConditionFailedError,
  TransactionConflictError,
  type Store,
  type TransactWrite,
} from '../../../ports/store';
import {
  addEngagement,
  linkClicks,
  linkUnique,
  markClicker,
  markLinkClicker,
  markOpener,
} from '../../items/campaign-engagement';

/** Concurrent clicks on one campaign add to one item: a transaction that collided is tried again. */
const ATTEMPTS = 8;

/** Runs the writes; a collision is retried, a failed condition answers its index. */
async function attempt(store: Store, writes: TransactWrite[]): Promise<number | undefined> {
  for (let i = 1; ; i++) {
    try {
      await store.transact(writes);
      return undefined;
    } catch (error) {
      if (error instanceof ConditionFailedError) return error.failedIndex ?? 0;
      if (!(error instanceof TransactionConflictError) || i >= ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * i));
    }
  }
}

/**
 * Counts one click, exactly: the first click of a contact on a link writes its marker (keys.campaignLinkClicker)
 * in the same transaction as the counters, and the first on any link of the campaign also keys.campaignClicker.
 * A repeat click only adds to clicks. Each outcome is one transaction (two when the contact clicked another
 * link before), all or nothing, so a failure counts nothing and a retry cannot count twice the unique ones.
 */
export async function recordClick(
  store: Store,
  claims: { campaignId: string; contactId: string; link: number },
  at: string,
): Promise<void> {
  const { campaignId, contactId, link } = claims;
  const linkMarker = markLinkClicker(campaignId, link, contactId, at);
  const failed = await attempt(store, [
    linkMarker,
    markClicker(campaignId, contactId, at),
    addEngagement(campaignId, { clicks: 1, uniqueClickers: 1, [linkClicks(link)]: 1, [linkUnique(link)]: 1 }),
  ]);
  if (failed === undefined) return;
  if (failed === 1) {
    const again = await attempt(store, [
      linkMarker,
      addEngagement(campaignId, { clicks: 1, [linkClicks(link)]: 1, [linkUnique(link)]: 1 }),
    ]);
    if (again === undefined) return;
  }
  await attempt(store, [addEngagement(campaignId, { clicks: 1, [linkClicks(link)]: 1 })]);
}

/** Counts one load of the opens pixel: opens always, uniqueOpeners on the contact's first. */
export async function recordOpen(
  store: Store,
  claims: { campaignId: string; contactId: string },
  at: string,
): Promise<void> {
  const { campaignId, contactId } = claims;
  const failed = await attempt(store, [
    markOpener(campaignId, contactId, at),
    addEngagement(campaignId, { opens: 1, uniqueOpeners: 1 }),
  ]);
  if (failed !== undefined) await attempt(store, [addEngagement(campaignId, { opens: 1 })]);
}
