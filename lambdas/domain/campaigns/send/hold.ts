import type { Campaign } from '../../../../shared/contracts/campaigns';
import type { Clock } from '../../../ports/clock';
import type { Page, Store } from '../../../ports/store';
import { markCampaignQueuedAll } from '../../items/campaign';
import { querySubscribedContactsPage } from '../../items/contact';
import { stopSendJobAtAllowance } from '../../items/send-job';
import { inAudience } from './audience';
import { finishIfDone } from './finish';

const COUNT_PAGE = 1_000;

/**
 * The send job was refused by the month's allowance at the page starting at `startKey` (nothing of it
 * reserved): the job stops there, the campaign notes how many of its audience were not queued
 * (`hold.notSent`) and, once everyone it did queue is accounted for, ends 'held' (finish.ts), with what
 * it reserved and did not mail given back (settle-reservation.ts). A resume (status-actions.ts) runs the
 * job on from that page.
 */
export async function holdAtAllowance(
  ports: { store: Store; clock: Clock },
  input: { sub: string; campaignId: string; audience: Campaign['audience']; startKey?: Page['next'] },
): Promise<'allowance_exceeded'> {
  const { store } = ports;
  const { sub, campaignId } = input;
  const notSent = await audienceFrom(store, sub, input.audience, input.startKey);
  await stopSendJobAtAllowance(store, campaignId);
  await markCampaignQueuedAll(store, sub, campaignId, { notSent });
  await finishIfDone(store, sub, campaignId, ports.clock);
  return 'allowance_exceeded';
}

/** The audience's subscribed contacts with an address, from `startKey` on (as the send job would queue them). */
async function audienceFrom(
  store: Store,
  sub: string,
  audience: Campaign['audience'],
  startKey: Page['next'],
): Promise<number> {
  let n = 0;
  let next = startKey;
  do {
    const page = await querySubscribedContactsPage(store, sub, {
      limit: COUNT_PAGE,
      ...(next ? { startKey: next } : {}),
    });
    n += page.contacts.filter((c) => inAudience(c, audience) && c.email !== undefined).length;
    next = page.next;
  } while (next);
  return n;
}
