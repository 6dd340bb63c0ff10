import type { CampaignCounters } from '../../../../shared/contracts/campaigns';
import type { Clock } from '../../../ports/clock';
import type { Queue } from '../../../ports/queue';
import type { Store } from '../../../ports/store';
import { getCampaign, type CampaignRecord } from '../../items/campaign';
import { finishIfDone } from './finish';
import type { SendJobMessage } from './messages';
import { reconcileSend, type Reconciled } from './requeue-unmarked';

/**
 * The send's safety net (issue 29): a batch lost anywhere (the local queue killed, a message dead-lettered
 * in AWS) must be sent later, never dropped, and a campaign must never stay 'sending' for good. Once the
 * send job has queued every page, it puts a delayed check on its own queue ('campaign-sends', the same
 * message with `check`: no other resource, in AWS or locally). Each check:
 * - leaves a campaign that is no longer 'sending' alone (paused, cancelled, sent: a resume runs the job
 *   again, which puts a new check);
 * - finishes a campaign whose queued recipients are all handled;
 * - puts itself back for later while the counts move (handled = sent + failed + skipped);
 * - after a whole interval without progress, reconciles (requeue-unmarked.ts): queues again those the
 *   marks say were never handled, or, when nobody is left to queue, recounts from the marks and finishes.
 * The interval (SEND_CHECK_SECONDS, at most SQS's 900 s) is longer than the batch queue's visibility
 * timeout (720 s in AWS), so a batch still in flight has answered or come back by then.
 *
 * Duplicates: a crash (of a worker or of the whole local stack) mails twice at most the chunks being mailed
 * at that moment, whose mails SES accepted and whose marks were not written: SEND_WORKER_CONCURRENCY (2)
 * invocations x batchSize (2) batches x CHUNK_SIZE (25) = 4 chunks, 100 people. A check adds duplicates only
 * when a batch it took for lost was alive after all and both copies mail one person in the same instant
 * (docs/architecture.md › The send path, "Nothing lost, nothing stuck").
 */
export const SEND_CHECK_SECONDS = 900;

export interface SendCheckOptions {
  /** Seconds between checks: SQS DelaySeconds, 1 to 900. */
  delaySeconds: number;
}
export const defaultSendCheck: SendCheckOptions = { delaySeconds: SEND_CHECK_SECONDS };

export type CheckOutcome = 'check_left' | 'check_finished' | 'check_later' | `check_${Reconciled}`;

type Ports = { store: Store; queue: Queue; clock: Clock };
type Check = NonNullable<SendJobMessage['check']>;

/** What a check does with the campaign as read now (a table-tested state machine). */
export type CheckStep = 'leave' | 'finish' | 'later' | 'reconcile';

export function checkStep(
  campaign: Pick<CampaignRecord, 'status' | 'queuedAll' | 'counters'> | undefined,
  check: Check,
): CheckStep {
  if (campaign?.status !== 'sending') return 'leave';
  const handled = handledOf(campaign.counters);
  if (campaign.queuedAll && handled >= campaign.counters.queued) return 'finish';
  // Still queuing (a job run in progress), or progress since the last check.
  if (!campaign.queuedAll || handled !== check.handled) return 'later';
  return 'reconcile';
}

export const handledOf = (c: Pick<CampaignCounters, 'sent' | 'failed' | 'skipped'>) =>
  c.sent + c.failed + c.skipped;

/** Puts the campaign's next check on 'campaign-sends', `delaySeconds` from now (none once it is not sending). */
export async function scheduleSendCheck(
  ports: Ports,
  message: Pick<SendJobMessage, 'sub' | 'campaignId'>,
  options: SendCheckOptions,
): Promise<void> {
  const { sub, campaignId } = message;
  const campaign = await getCampaign(ports.store, sub, campaignId);
  if (campaign?.status !== 'sending') return;
  const check: Check = { handled: handledOf(campaign.counters) };
  const delaySeconds = Math.min(900, Math.max(0, Math.round(options.delaySeconds)));
  await ports.queue.send('campaign-sends', { sub, campaignId, check }, { delaySeconds });
}

/** Runs one check (the job's message with `check`). */
export async function runSendCheck(
  ports: Ports,
  message: SendJobMessage & { check: Check },
  options: SendCheckOptions,
): Promise<CheckOutcome> {
  const { sub, campaignId } = message;
  const campaign = await getCampaign(ports.store, sub, campaignId);
  const step = checkStep(campaign, message.check);
  if (step === 'leave' || !campaign) return 'check_left';
  if (step === 'finish' && (await finishIfDone(ports.store, sub, campaignId, ports.clock)))
    return 'check_finished';
  let outcome: CheckOutcome = 'check_later';
  if (step === 'reconcile') {
    const reconciled = await reconcileSend(ports, sub, campaign);
    if (reconciled === 'recounted' && (await finishIfDone(ports.store, sub, campaignId, ports.clock)))
      return 'check_finished';
    outcome = `check_${reconciled}`;
  }
  await scheduleSendCheck(ports, message, options);
  return outcome;
}
