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
  markClickCounted,
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
 * Counts one click, exactly once per click id (the redirect's, carried by its campaign-clicks message): every
 * transaction also writes the click's marker (keys.campaignClickCounted) on condition it is absent, so a
 * redelivered message finds it and counts nothing. The first click of a contact on a link writes its marker
 * (keys.campaignLinkClicker) in the same transaction as the counters, and the first on any link of the
 * campaign also keys.campaignClicker. A repeat click only adds to clicks. Each outcome is one transaction
 * (two or three when the contact clicked before), all or nothing, so a failure counts nothing and a retry
 * cannot count twice. True when this call counted it, false when it had been counted already.
 */
export async function recordClick(
  store: Store,
  click: { clickId: string; campaignId: string; contactId: string; link: number },
  at: string,
): Promise<boolean> {
  const { campaignId, contactId, link } = click;
  const counted = markClickCounted(campaignId, click.clickId, at);
  const linkMarker = markLinkClicker(campaignId, link, contactId, at);
  const first = await attempt(store, [
    counted,
    linkMarker,
    markClicker(campaignId, contactId, at),
    addEngagement(campaignId, { clicks: 1, uniqueClickers: 1, [linkClicks(link)]: 1, [linkUnique(link)]: 1 }),
  ]);
  if (first === undefined) return true;
  if (first === 0) return false;
  if (first === 2) {
    // A clicker of another link: first on this one.
    const second = await attempt(store, [
      counted,
      linkMarker,
      addEngagement(campaignId, { clicks: 1, [linkClicks(link)]: 1, [linkUnique(link)]: 1 }),
    ]);
    if (second === undefined) return true;
    if (second === 0) return false;
  }
  return (
    (await attempt(store, [counted, addEngagement(campaignId, { clicks: 1, [linkClicks(link)]: 1 })])) ===
    undefined
  );
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
