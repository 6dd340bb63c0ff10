import { monthlySendLimits, subscriptionTiers, type SubscriptionTier } from '../../../../shared/plans';
import type { Clock } from '../../../ports/clock';
import type { Queue } from '../../../ports/queue';
import { ConditionFailedError, type Page, type Store, type TransactWrite } from '../../../ports/store';
import { isAccountDeleted } from '../../items/account-tombstone';
import { getCampaign, markCampaignQueuedAll, queueCampaignPage } from '../../items/campaign';
import { createMonthlySends, reserveSends, sendMonth } from '../../items/monthly-sends';
import {
  getOrCreateSendJob,
  sendJobToNextPage,
  sendJobToQueue,
  type SendJobRecord,
} from '../../items/send-job';
import { querySubscribedContactsPage } from '../../items/contact';
import { getProfileRecord } from '../../items/profile';
import { inAudience } from './audience';
import { finishIfDone } from './finish';
import { holdAtAllowance } from './hold';
import { recipientOf, RECIPIENTS_PER_BATCH, type BatchMessage, type SendJobMessage } from './messages';
import { startScheduledCampaign } from './start-scheduled';
import {
  defaultSendCheck,
  runSendCheck,
  scheduleSendCheck,
  type CheckOutcome,
  type SendCheckOptions,
} from './reconcile';
import {
  defaultRamp,
  rampRoom,
  runRampStep,
  waitForRampStep,
  type RampOptions,
  type RampOutcome,
} from './ramp';
import { sendingHeld } from './reputation-guard';

/** Contacts read per Query of the audience (one page = one reservation and up to 10 batch messages). */
export const AUDIENCE_PAGE = 500;
/** Pages per invocation; then the job puts its own message back, so no run nears Lambda's time limit. */
export const PAGES_PER_RUN = 20;

export type SendJobOutcome =
  | 'queued_all'
  | 'continues'
  | 'not_sending'
  | 'allowance_exceeded'
  | 'gone'
  | 'sending_paused'
  | 'ramp_wait'
  | 'account_deleted';

type Ports = { store: Store; queue: Queue; clock: Clock };

/**
 * The send job of one campaign ('campaign-sends'): pages through the subscribed contacts (gsi1
 * CONTACTSTATUS#{sub}#subscribed), keeps those in the audience and puts them on 'campaign-batches' in
 * batches of RECIPIENTS_PER_BATCH, each recipient with the address and names the page holds. Per page, in this order, so a crash anywhere loses nobody:
 * 1. one transaction: reserve the page's mails of the month's allowance, add them to the campaign's
 *    `queued` (only while it is 'sending') and move the job (keys.campaignSendJob) to phase 'queue';
 * 2. put the page's batches on the queue;
 * 3. move the job to the next page.
 * A run that dies between 1 and 3 is redone from the job item: the page is read again and its batches put
 * again (the worker's chunk claims and recipient marks make the second copy send nothing), never reserved twice.
 */
export async function runSendJob(
  ports: Ports,
  message: SendJobMessage,
  checks: SendCheckOptions = defaultSendCheck,
  ramp: RampOptions = defaultRamp,
): Promise<SendJobOutcome | CheckOutcome | RampOutcome> {
  // An account whose deletion has started starts, queues and checks nothing more (a scheduled start too).
  if (await isAccountDeleted(ports.store, message.sub)) return 'account_deleted';
  // The delayed check once every page is queued (reconcile.ts): nobody lost, nothing stuck.
  if (message.check) return runSendCheck(ports, { ...message, check: message.check }, checks);
  // Issue 35: a ramped campaign's next step (ramp.ts): when due and the rates allow, the job goes on.
  if (message.ramp) {
    const step = await runRampStep(ports, { ...message, ramp: message.ramp }, ramp);
    if (step !== 'ramp_next') return step;
  }
  const { store, queue } = ports;
  const { sub, campaignId } = message;
  message = { sub, campaignId };
  const read = await getCampaign(store, sub, campaignId);
  if (!read) return 'gone';
  // A scheduled campaign's message (ports/schedules) starts it when its time has come.
  const campaign =
    read.status === 'scheduled' ? await startScheduledCampaign(ports, sub, campaignId, read) : read;
  if (campaign?.status !== 'sending') return 'not_sending';
  const audience = campaign.storedAudience;
  if (!audience) return 'gone';
  const limit = monthlySendLimits[await tierOf(store, sub)];
  const month = sendMonth(ports.clock.now());
  let job = await getOrCreateSendJob(store, campaignId);
  // Issue 35: a ramped campaign queues pages until its step's quota is reached (whole pages, so a page redone
  // after a crash is the same page; Infinity when not ramped).
  let room = await rampRoom(ports, sub, campaign);

  for (let run = 0; run < PAGES_PER_RUN && !job.done; run++) {
    // The account's sending paused by the guard (reputation-guard.ts): nothing more is queued.
    if (await sendingHeld(ports, sub, campaignId)) return 'sending_paused';
    if (room <= 0 && job.phase === 'query') {
      await waitForRampStep(ports, message, ramp);
      return 'ramp_wait';
    }
    const page = await querySubscribedContactsPage(store, sub, {
      limit: AUDIENCE_PAGE,
      ...(job.startKey ? { startKey: job.startKey } : {}),
    });
    const recipients = page.contacts
      .filter(
        (contact) =>
          inAudience(contact, audience, ports.clock.now().toISOString().slice(0, 10)) &&
          contact.email !== undefined,
      )
      .map(recipientOf);
    if (job.phase === 'query') {
      const moved = await reservePage(store, {
        sub,
        campaignId,
        month,
        limit,
        job,
        n: recipients.length,
        next: page.next,
      });
      if (moved === 'allowance_exceeded') {
        const held = await holdAtAllowance(ports, {
          sub,
          campaignId,
          audience,
          ...(job.startKey ? { startKey: job.startKey } : {}),
        });
        // Still 'sending' while what it did queue is mailed: the check sees that through, lost batches too.
        await scheduleSendCheck(ports, message, checks);
        return held;
      }
      if (moved !== 'ok') return moved;
      room -= recipients.length;
      job = { ...job, phase: 'queue', next: page.next ?? null };
    }
    const batches: BatchMessage[] = [];
    for (let i = 0; i < recipients.length; i += RECIPIENTS_PER_BATCH)
      batches.push({
        sub,
        campaignId,
        batchId: `${job.page}-${i / RECIPIENTS_PER_BATCH}`,
        recipients: recipients.slice(i, i + RECIPIENTS_PER_BATCH),
      });
    if (batches.length) await queue.sendBatch('campaign-batches', batches);
    const next = job.next ?? undefined;
    await store.transact([sendJobToNextPage(campaignId, job.page, next)]);
    job = { page: job.page + 1, phase: 'query', ...(next ? { startKey: next } : { done: true }) };
  }
  if (!job.done) {
    await queue.send('campaign-sends', message);
    return 'continues';
  }
  await markCampaignQueuedAll(store, sub, campaignId);
  if (!(await finishIfDone(store, sub, campaignId, ports.clock)))
    await scheduleSendCheck(ports, message, checks);
  return 'queued_all';
}

async function tierOf(store: Store, sub: string): Promise<SubscriptionTier> {
  const tier = (await getProfileRecord(store, sub))?.subscriptionTier;
  return (subscriptionTiers as readonly unknown[]).includes(tier) ? (tier as SubscriptionTier) : 'free';
}

/** Step 1 of a page. 'ok', or why the job stops here. */
async function reservePage(
  store: Store,
  input: {
    sub: string;
    campaignId: string;
    month: string;
    limit: number;
    job: SendJobRecord;
    n: number;
    next?: Page['next'];
  },
): Promise<'ok' | SendJobOutcome> {
  const { sub, campaignId, month, limit, job, n } = input;
  const writes: TransactWrite[] = [
    sendJobToQueue(campaignId, job.page, input.next),
    // `released` starts at 0 here (ADD creates it): what settle-reservation.ts has given back so far.
    queueCampaignPage(sub, campaignId, month, n),
  ];
  if (n > 0) {
    // The month's counter must exist for its condition to hold (items/monthly-sends.ts).
    await createMonthlySends(store, sub, month);
    writes.push(reserveSends(sub, month, n, limit));
  }
  try {
    await store.transact(writes);
    return 'ok';
  } catch (error) {
    if (!(error instanceof ConditionFailedError)) throw error;
    // A second copy of the job message ran this page first: this run stops; SQS brings the message back and
    // it continues from the job's record.
    if (error.failedIndex === 0)
      throw new Error('The send job of this campaign moved on in another run', { cause: error });
    if (error.failedIndex === 1) return 'not_sending';
    // The month's allowance is used up: the job holds the campaign here (hold.ts).
    return 'allowance_exceeded';
  }
}
