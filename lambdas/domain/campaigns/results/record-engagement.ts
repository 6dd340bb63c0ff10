import {
  ConditionFailedError,
  TransactionConflictError,
  type Store,
  type TransactWrite,
} from '../../../ports/store';
import { addEngagement, markClickCounted, markOpener } from '../../items/campaign-engagement';
import { readCampaignLinks } from '../../items/campaign-links';
import { clickLogKeys, clickLogWrite, getClickLog } from '../../items/click-log';
import { applyClick } from '../../links/click-counts';
import { classifyClick } from '../../links/machine-click';

const campaignClickLogKey = clickLogKeys.campaignClickLog;

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

/** A click as its campaign-clicks message carries it. */
export interface ClickToCount {
  clickId: string;
  campaignId: string;
  contactId: string;
  link: number;
  /** The redirect's request: GET or HEAD, and the user agent (absent on messages queued before issue 35). */
  method?: string;
  userAgent?: string;
}

/**
 * Counts one click, exactly once per click id (the redirect's, carried by its campaign-clicks message), as a
 * person's or a machine's (issue 35: links/machine-click.ts decides from the request and the recipient's
 * click log; links/click-counts.ts says what that adds). One transaction: the click's marker
 * (keys.campaignClickCounted) on condition it is absent, so a redelivered message counts nothing; the
 * recipient's click log on condition it is still as read; the counters. A log changed meanwhile (two clicks
 * of one recipient at once) is read again and the click decided again. True when this call counted it,
 * false when it had been counted already. `alsoWrite`: more writes of the same transaction from what the
 * click adds (a flow email's step counters: flows/flow-clicks.ts).
 */
export async function recordClick(
  store: Store,
  click: ClickToCount,
  at: string,
  alsoWrite: (add: Record<string, number>) => TransactWrite[] = () => [],
): Promise<boolean> {
  const { campaignId, contactId, link } = click;
  const logKey = campaignClickLogKey(campaignId, contactId);
  const linkCount = (await readCampaignLinks(store, campaignId))?.links.length ?? 0;
  for (let i = 1; ; i++) {
    const log = await getClickLog(store, campaignId, contactId);
    if (log.recent.some((c) => c.id === click.clickId)) return false;
    const verdict = classifyClick(
      { id: click.clickId, method: click.method ?? 'GET', userAgent: click.userAgent ?? '?', link, at },
      { linkCount, earlier: log.recent },
    );
    const { next, add } = applyClick(log, { id: click.clickId, link, at }, verdict);
    const failed = await attempt(store, [
      markClickCounted(campaignId, click.clickId, at),
      clickLogWrite(logKey, log, next),
      addEngagement(campaignId, add),
      ...alsoWrite(add),
    ]);
    if (failed === undefined) return true;
    if (failed === 0) return false;
    if (i >= ATTEMPTS) throw new TransactionConflictError();
  }
}

/**
 * Counts one load of the opens pixel: opens always, uniqueOpeners on the contact's first; a machine's load
 * (issue 35: links/machine-open.ts) only machineOpens, so the contact's first open by a person still counts.
 */
export async function recordOpen(
  store: Store,
  claims: { campaignId: string; contactId: string },
  at: string,
  machine = false,
): Promise<void> {
  const { campaignId, contactId } = claims;
  if (machine) {
    await attempt(store, [addEngagement(campaignId, { machineOpens: 1 })]);
    return;
  }
  const failed = await attempt(store, [
    markOpener(campaignId, contactId, at),
    addEngagement(campaignId, { opens: 1, uniqueOpeners: 1 }),
  ]);
  if (failed !== undefined) await attempt(store, [addEngagement(campaignId, { opens: 1 })]);
}
