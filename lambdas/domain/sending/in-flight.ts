import type { Store } from '../../ports/store';
import { keys } from '../../table';

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
 * Waits until no claim to mail this contact is still in flight: for each campaign of the account that is
 * 'sending' or 'paused', the (campaign, contact) claim must not be 'claimed' with its lease still running
 * (then the worker holds it and may be calling SES). Called after an unsubscribe committed and before it is
 * acknowledged: a worker writes its claim and only then reads the contact (claim-to-mail.ts), so a worker
 * whose read came before the commit wrote its claim before it too, and that claim is seen here; a read
 * after the commit finds the contact unsubscribed and mails nothing.
 * Once this returns, no mail to the contact can still reach SES. Returns false if `timeoutMs` passed first
 * (a worker stuck past its retries; the status change stands either way).
 */
export async function awaitInFlightSends(
  store: Store,
  sub: string,
  contactId: string,
  options: InFlightOptions = {},
): Promise<boolean> {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise((resolve) => setTimeout(resolve, ms)));
  const until = now() + (options.timeoutMs ?? IN_FLIGHT_WAIT_MS);
  const campaigns = await store.query({
    partition: keys.campaign(sub, '').pk,
    beginsWith: keys.campaign(sub, '').sk,
  });
  let pending = campaigns
    .filter((c) => ACTIVE.has(String(c.status)))
    .map((c) => keys.campaignRecipient(String(c.campaignId), contactId));
  while (pending.length) {
    const claims = await Promise.all(pending.map((key) => store.get(key)));
    const t = now();
    pending = pending.filter((_, i) => {
      const claim = claims[i];
      return claim?.state === 'claimed' && typeof claim.leaseUntil === 'number' && claim.leaseUntil > t;
    });
    if (!pending.length) return true;
    if (t >= until) return false;
    await sleep(POLL_MS);
  }
  return true;
}
