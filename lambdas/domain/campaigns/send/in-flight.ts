import type { Store } from '../../../ports/store';
import { queryCampaigns } from '../../items/campaign';
import { queryChunkClaims } from '../../items/chunk-claim';
import { getRecipientMark, settledOf } from '../../items/recipient-mark';

/**
 * How long an unsubscribe waits for mails in flight at most: longer than the worker's throttling backoff
 * (~10 s in all), within the unsubscribe functions' 20 s timeout (lambdas/routes/audience-public.ts).
 */
export const IN_FLIGHT_WAIT_MS = 12_000;
const POLL_MS = 50;
const ACTIVE = new Set(['sending', 'paused']);

export interface InFlightOptions {
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  timeoutMs?: number;
}

/**
 * Waits until no mail to this contact is still in flight: for each campaign of the account that is
 * 'sending' or 'paused', no live chunk claim (items/chunk-claim.ts: lease still running) names the contact while
 * the contact's own mark (items/recipient-mark.ts) is not written yet; then its holder may be calling SES.
 * Called after an unsubscribe committed and before it is acknowledged: a worker writes the chunk's claim and
 * only then reads the chunk's contacts (chunk-prep.ts), so a worker whose read came before the commit wrote
 * its claim before it too, and this strongly consistent query sees it (the holder deletes it only after
 * every mail of the chunk is marked); a read after the commit finds the contact unsubscribed.
 * Once this returns, no mail to the contact can still reach SES. Returns false if `timeoutMs` passed first
 * (a worker stuck past its retries; the status change stands either way).
 */
export async function awaitInFlightSends(
  store: Store,
  accountId: string,
  contactId: string,
  options: InFlightOptions = {},
): Promise<boolean> {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise((resolve) => setTimeout(resolve, ms)));
  const until = now() + (options.timeoutMs ?? IN_FLIGHT_WAIT_MS);
  const campaigns = await queryCampaigns(store, accountId);
  let pending = campaigns.filter((c) => ACTIVE.has(c.status)).map((c) => c.id);
  while (pending.length) {
    const t = now();
    const held = await Promise.all(
      pending.map((campaignId) => mailInFlight(store, campaignId, contactId, t)),
    );
    pending = pending.filter((_, i) => held[i]);
    if (!pending.length) return true;
    if (t >= until) return false;
    await sleep(POLL_MS);
  }
  return true;
}

/** Whether a live chunk of the campaign holds the contact and its mail is not marked yet. */
async function mailInFlight(
  store: Store,
  campaignId: string,
  contactId: string,
  t: number,
): Promise<boolean> {
  const chunks = await queryChunkClaims(store, campaignId);
  const holding = chunks.some(
    (chunk) => chunk.contactIds.includes(contactId) && chunk.leaseUntil !== undefined && chunk.leaseUntil > t,
  );
  if (!holding) return false;
  return !settledOf(await getRecipientMark(store, campaignId, contactId));
}
