import { skipCounterName, skipReasonOf, skipReasons } from '../../../../shared/campaigns/skip-reasons';
import type { Clock } from '../../../ports/clock';
import type { Queue } from '../../../ports/queue';
import { ConditionFailedError, type Store } from '../../../ports/store';
import { recountCampaign, type CampaignRecord } from '../../items/campaign';
import { queryChunkClaims } from '../../items/chunk-claim';
import { querySubscribedContactsPage, type SubscribedPageStart } from '../../items/contact';
import { querySettledRecipients, type SettledRecipient } from '../../items/recipient-mark';
import { inAudience } from './audience';
import { recipientOf, RECIPIENTS_PER_BATCH, type BatchMessage, type BatchRecipient } from './messages';

/** Contacts read per Query when looking for the unmarked (as the send job's pages). */
const PAGE = 500;

export type Reconciled = 'requeued' | 'held' | 'recounted';
type Ports = { store: Store; queue: Queue; clock: Clock };

/**
 * A campaign still 'sending' whose counts have not moved for a whole check interval (reconcile.ts). The
 * recipients' marks (items/recipient-mark.ts) are the truth:
 * 1. 'requeued': the audience's subscribed contacts with no mark, and not held by a live chunk claim (a
 *    delivery mailing them now), are put on 'campaign-batches' again, at most as many as were reserved
 *    and are not marked yet (queued - marked - held): they were reserved when first queued, so nothing is
 *    reserved again and the month's allowance stays exact. The batch ids name the count of marks, so two
 *    checks that run on the same state queue the same batches, whose chunk claims let only one mail.
 * 2. 'held': nobody to queue, but live chunks: their deliveries are still at work; check again later.
 * 3. 'recounted': nobody is left to mail. The counters are set to what the marks say (a lost batch that
 *    marked some and died before counting them left them uncounted), and the reserved recipients without a
 *    mark (they left the audience or the list before their lost batch ran) are counted skipped, 'other';
 *    the check then finishes the campaign and its reservation is settled.
 * A re-queued recipient is mailed twice only if the batch taken for lost was still alive and mails the same
 * person in the same instant as the copy (docs/architecture.md › The send path).
 */
export async function reconcileSend(
  ports: Ports,
  sub: string,
  campaign: CampaignRecord,
): Promise<Reconciled> {
  const { store } = ports;
  const [settled, claims] = await Promise.all([
    querySettledRecipients(store, campaign.id),
    queryChunkClaims(store, campaign.id),
  ]);
  const marked = new Set(settled.map((s) => s.contactId));
  const now = ports.clock.now().getTime();
  const held = new Set(
    claims
      .filter((c) => c.leaseUntil !== undefined && c.leaseUntil > now)
      .flatMap((c) => c.contactIds.map(String))
      .filter((id) => !marked.has(id)),
  );
  const room = campaign.counters.queued - marked.size - held.size;
  const recipients = room > 0 ? await unmarked(store, sub, campaign, { marked, held, max: room }) : [];
  if (recipients.length > 0) {
    await ports.queue.sendBatch('campaign-batches', batchesOf(sub, campaign, recipients, marked.size));
    return 'requeued';
  }
  if (held.size > 0) return 'held';
  await recount(store, sub, campaign, settled);
  return 'recounted';
}

/** The audience's subscribed contacts with an address, no mark and no live claim, at most `max`. */
async function unmarked(
  store: Store,
  sub: string,
  campaign: CampaignRecord,
  skip: { marked: Set<string>; held: Set<string>; max: number },
): Promise<BatchRecipient[]> {
  const audience = campaign.storedAudience;
  if (!audience) return [];
  const found: BatchRecipient[] = [];
  let startKey: SubscribedPageStart | undefined;
  do {
    const page = await querySubscribedContactsPage(store, sub, {
      limit: PAGE,
      ...(startKey ? { startKey } : {}),
    });
    for (const contact of page.contacts) {
      if (found.length >= skip.max) return found;
      const { contactId } = contact;
      if (skip.marked.has(contactId) || skip.held.has(contactId)) continue;
      if (contact.email !== undefined && inAudience(contact, audience)) found.push(recipientOf(contact));
    }
    startKey = page.next;
  } while (startKey);
  return found;
}

function batchesOf(
  sub: string,
  campaign: CampaignRecord,
  recipients: BatchRecipient[],
  marks: number,
): BatchMessage[] {
  const batches: BatchMessage[] = [];
  for (let i = 0; i < recipients.length; i += RECIPIENTS_PER_BATCH)
    batches.push({
      sub,
      campaignId: campaign.id,
      batchId: `r${marks}-${i / RECIPIENTS_PER_BATCH}`,
      recipients: recipients.slice(i, i + RECIPIENTS_PER_BATCH),
    });
  return batches;
}

/** Step 3: the counters from the marks, the reserved and unmarked counted skipped ('other'). */
async function recount(
  store: Store,
  sub: string,
  campaign: CampaignRecord,
  settled: SettledRecipient[],
): Promise<void> {
  const counts: Record<string, number> = { sent: 0, failed: 0, skipped: 0 };
  for (const reason of skipReasons) counts[skipCounterName(reason)] = 0;
  for (const { state, reason } of settled) {
    counts[state] = (counts[state] ?? 0) + 1;
    if (state === 'skipped') counts[skipCounterName(skipReasonOf(reason))]! += 1;
  }
  const gone = campaign.counters.queued - settled.length;
  if (gone > 0) {
    counts.skipped! += gone;
    counts[skipCounterName('other')]! += gone;
  }
  try {
    await store.transact([recountCampaign(sub, campaign.id, campaign, counts)]);
  } catch (error) {
    // The counts moved meanwhile (a batch counted): the next check sees progress.
    if (!(error instanceof ConditionFailedError)) throw error;
  }
}
