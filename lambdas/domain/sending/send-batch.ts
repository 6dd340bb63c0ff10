import type { Clock } from '../../ports/clock';
import type { Mailer } from '../../ports/mailer';
import { MailRejectedError, MailThrottledError } from '../../ports/mailer';
import type { Queue } from '../../ports/queue';
import { ConditionFailedError, TransactionConflictError, type Store } from '../../ports/store';
import { keys } from '../../table';
import { saveCampaignLinks } from '../campaign-results/campaign-links';
import { verifiedSendingDomain } from '../editor/test-sender';
import { trackingOf } from './campaign-tracking';
import { campaignTemplate, personalise, type CampaignTemplate } from './campaign-email';
import { finishIfDone } from './finish';
import { skipCounterName, skipReasonOf } from '../../../shared/campaigns/skip-reasons';
import { claimToMail } from './claim-to-mail';
import { coalescedPuts, coalescedReads } from './coalesced-calls';
import type { BatchMessage, BatchRecipient } from './messages';
import { settleClaimed, settleUnclaimed, type Settled } from './recipient-claim';
import { retryThrottled, type RetryOptions } from './retry';

export interface WorkerPorts {
  store: Store;
  mailer: Mailer;
  queue: Queue;
  clock: Clock;
}

export interface WorkerSettings {
  siteUrl: string;
  /** The recipient's signed unsubscribe token (lambdas/domain/links). */
  token: (claims: { sub: string; contactId: string; campaignId: string }) => Promise<string>;
  /** The recipient's click and open tokens (issue 22); without it links go straight to their targets. */
  clickTokens?: (
    claims: { campaignId: string; contactId: string },
    linkCount: number,
  ) => Promise<{ links: string[]; open: string }>;
  /** Waits for the next send slot (pacer.ts: the account's SES rate, shared among workers). */
  pace: () => Promise<void>;
  retry: RetryOptions;
  /** How long a claim keeps other deliveries of the batch off the recipient (longer than one send). */
  leaseMs: number;
  /** Recipients of the batch in flight at once. */
  concurrency: number;
  /** The campaign's status is read again when older than this (a pause takes effect within it). */
  statusMaxAgeMs: number;
}

export type BatchOutcome = 'done' | 'parked' | 'dropped';
export interface BatchReport {
  outcome: BatchOutcome;
  sent: number;
  failed: number;
  skipped: number;
}

/** Thrown to have SQS deliver the batch again (its handled recipients are skipped then). */
export class RetryBatchError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'RetryBatchError';
  }
}

/** Rendered campaigns of this warm function (a campaign's snapshot never changes once it sends). */
const templates = new Map<string, CampaignTemplate | null>();

/**
 * The worker ('campaign-batches'): for each recipient of the batch, in this order, each step at most
 * once per recipient:
 * - a send slot from the pacer, before the reads below, so they are fresh when SES gets the mail;
 * - the campaign is still 'sending' (read again every statusMaxAgeMs): paused parks what is left of the
 *   batch (keys.parkedBatch; resume puts it back), cancelled drops it;
 * - the (campaign, contact) claim, a plain conditional put (write 1), then a strongly consistent read of
 *   the contact (claim-to-mail.ts): anyone not subscribed now (an unsubscribe, bounce or complaint that
 *   landed during the send) is skipped, with the reason counted; a new address is mailed instead;
 * - SES SendEmail, retried with backoff (and a new slot) while SES throttles;
 * - the claim marked sent with SES's message id: write 2.
 * Then one transaction adds the batch's counts (skips by reason too) to the campaign and marks the batch
 * counted (keys.campaignBatchCounted), so a redelivered batch counts nobody twice.
 */
export async function sendCampaignBatch(
  ports: WorkerPorts,
  settings: WorkerSettings,
  batch: BatchMessage,
): Promise<BatchReport> {
  const { store, clock } = ports;
  const { sub, campaignId } = batch;
  const report: BatchReport = { outcome: 'done', sent: 0, failed: 0, skipped: 0 };
  const campaignKey = keys.campaign(sub, campaignId);
  let campaign = await store.get(campaignKey);
  if (!campaign || campaign.status === 'cancelled' || campaign.status === 'draft')
    return { ...report, outcome: 'dropped' };
  if (await store.get(batchMarkerKey(campaignId, batch.batchId))) return { ...report, outcome: 'dropped' };
  if (campaign.status === 'paused') {
    await park(ports, batch, batch.recipients);
    return { ...report, outcome: 'parked' };
  }
  let readAt = clock.now().getTime();
  const stillSending = async (): Promise<string> => {
    if (clock.now().getTime() - readAt > settings.statusMaxAgeMs) {
      campaign = await store.get(campaignKey);
      readAt = clock.now().getTime();
    }
    return String(campaign?.status);
  };

  const template = await templateOf(store, settings, sub, campaignId, campaign);
  const counted: Record<string, number> = {};
  const count = ({ state, reason }: Settled) => {
    counted[state] = (counted[state] ?? 0) + 1;
    if (state === 'skipped') {
      const name = skipCounterName(skipReasonOf(reason));
      counted[name] = (counted[name] ?? 0) + 1;
    }
  };
  const leftOver: BatchRecipient[] = [];
  // The lanes' contact reads, one BatchGetItem for those asked at once (each still after its claim).
  const read = coalescedReads(store);
  // The lanes' 'sent' marks, one BatchWriteItem for those written at once.
  const mark = coalescedPuts(store);
  let stopped: string | undefined;
  let failure: unknown;

  const handle = async (recipient: BatchRecipient): Promise<void> => {
    const contactId = recipient.id;
    const now = () => clock.now().getTime();
    if (!template) {
      const settled = await settleUnclaimed(store, {
        campaignId,
        contactId,
        state: 'failed',
        reason: 'no_verified_domain',
        now: now(),
      });
      if (settled === 'held') throw new RetryBatchError('a recipient is held by another delivery');
      count(settled);
      return;
    }
    const claim = await claimToMail(store, {
      sub,
      campaignId,
      recipient,
      now,
      leaseMs: settings.leaseMs,
      read,
    });
    if (claim.kind === 'held') throw new RetryBatchError('a recipient is held by another delivery');
    if (claim.kind === 'settled') {
      count(claim.settled);
      return;
    }
    const { to, claimedAt } = claim;
    const email = personalise(template, {
      sub,
      campaignId,
      contactId,
      contact: { email: to.email, firstName: to.firstName, lastName: to.lastName },
      token: await settings.token({ sub, contactId, campaignId }),
      siteUrl: settings.siteUrl,
      tracking: await settings.clickTokens?.({ campaignId, contactId }, template.links.length),
    });
    let messageId: string;
    try {
      let attempt = 0;
      ({ messageId } = await retryThrottled(async () => {
        if (attempt++ > 0) await settings.pace();
        return ports.mailer.send(email);
      }, settings.retry));
    } catch (error) {
      if (error instanceof MailRejectedError) {
        await settleClaimed(store, campaignId, contactId, 'failed', { reason: error.code, claimedAt });
        count({ state: 'failed' });
        return;
      }
      // Throttled past every retry: SES took nothing, so the claim goes and the batch comes back later.
      if (error instanceof MailThrottledError)
        await store.delete(keys.campaignRecipient(campaignId, contactId));
      // Anything else (a timeout) may have reached SES: the claim stays until its lease runs out.
      throw error;
    }
    await settleClaimed(
      store,
      campaignId,
      contactId,
      'sent',
      {
        messageId,
        claimedAt,
        sentAt: clock.now().toISOString(),
        // What SES's events may still say about this mail, each acted on once (ses-events.ts).
        delivered: false,
        bounced: false,
        complained: false,
      },
      mark,
    );
    count({ state: 'sent' });
  };

  const queue = [...batch.recipients];
  const lane = async () => {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      if (failure || stopped) {
        leftOver.push(next);
        continue;
      }
      // The send slot first (it may be a while at a low rate), then whether the campaign still sends.
      await settings.pace();
      const status = stopped ?? (await stillSending());
      if (status !== 'sending') {
        stopped = status;
        leftOver.push(next);
        continue;
      }
      try {
        await handle(next);
      } catch (error) {
        failure ??= error;
        leftOver.push(next);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, settings.concurrency) }, lane));

  // A delivery that failed part-way counts nothing: its redelivery finds the recipients it settled and
  // counts them then, with everyone else, so each recipient is counted by exactly one delivery.
  if (failure) throw failure;
  if (stopped === 'paused' && leftOver.length)
    await park(ports, { ...batch, batchId: `${batch.batchId}r` }, leftOver);
  await countBatch(store, sub, campaignId, batch.batchId, counted);
  Object.assign(report, {
    sent: counted.sent ?? 0,
    failed: counted.failed ?? 0,
    skipped: counted.skipped ?? 0,
  });
  if (stopped === 'paused') return { ...report, outcome: 'parked' };
  // Also settles the reservation again when a cancel raced this batch (what it sent is counted now).
  await finishIfDone(store, sub, campaignId, clock);
  return report;
}

const batchMarkerKey = (campaignId: string, batchId: string) =>
  keys.campaignBatchCounted(campaignId, batchId);

/** Counts and marks the batch in one transaction; a batch already marked (a redelivery) counts nothing. */
async function countBatch(
  store: Store,
  sub: string,
  campaignId: string,
  batchId: string,
  counted: Record<string, number>,
): Promise<void> {
  const add = Object.fromEntries(Object.entries(counted).filter(([, n]) => n > 0));
  if (!Object.keys(add).length) return;
  for (let attempt = 0; ; attempt++) {
    try {
      await store.transact([
        { kind: 'put', item: { ...batchMarkerKey(campaignId, batchId), counted: add }, condition: 'absent' },
        { kind: 'update', key: keys.campaign(sub, campaignId), set: {}, add },
      ]);
      return;
    } catch (error) {
      if (error instanceof ConditionFailedError) return;
      // Another batch's count, a cancel or a reservation settling wrote the campaign at the same moment: try
      // again shortly. Failing here would lose these counts if the campaign is cancelled before the
      // redelivery (a cancelled campaign's batches are dropped).
      if (!(error instanceof TransactionConflictError) || attempt >= COUNT_TRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, (10 + Math.random() * 40) * 2 ** attempt));
    }
  }
}

const COUNT_TRIES = 6;

async function park(ports: WorkerPorts, batch: BatchMessage, recipients: BatchRecipient[]): Promise<void> {
  const key = keys.parkedBatch(batch.campaignId, batch.batchId);
  await ports.store.put({ ...key, message: { ...batch, recipients } });
  // A resume may have run between our read of 'paused' and this put: then put the batch back ourselves.
  const campaign = await ports.store.get(keys.campaign(batch.sub, batch.campaignId));
  if (campaign?.status === 'sending') {
    await ports.store.delete(key);
    await ports.queue.send('campaign-batches', { ...batch, recipients });
  }
}

async function templateOf(
  store: Store,
  settings: WorkerSettings,
  sub: string,
  campaignId: string,
  campaign: Record<string, unknown>,
): Promise<CampaignTemplate | undefined> {
  const cached = templates.get(campaignId);
  if (cached !== undefined) return cached ?? undefined;
  const [domain, snapshot, setup] = await Promise.all([
    verifiedSendingDomain(store, sub),
    store.get(keys.campaignDocument(sub, campaignId)),
    store.get(keys.setup(sub)),
  ]);
  const template =
    domain && snapshot
      ? campaignTemplate({
          documentJson: snapshot.documentJson,
          subject: typeof campaign.subject === 'string' ? campaign.subject : '',
          previewText: typeof campaign.previewText === 'string' ? campaign.previewText : '',
          replyTo: typeof campaign.replyTo === 'string' ? campaign.replyTo : undefined,
          postalAddress: typeof setup?.postalAddress === 'string' ? setup.postalAddress : undefined,
          verifiedDomain: domain,
          siteUrl: settings.siteUrl,
          tracking: trackingOf(campaignId, campaign),
        })
      : undefined;
  // Issue 22: the tracked links the click redirect reads (the same list on every render of the snapshot).
  if (template) await saveCampaignLinks(store, sub, campaignId, template.links);
  // Only a usable template is kept: a domain verified a minute later is seen by the next batch.
  if (template) templates.set(campaignId, template);
  return template;
}
