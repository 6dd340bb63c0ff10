import type { Clock } from '../../../ports/clock';
import type { Mailer } from '../../../ports/mailer';
import { MailRejectedError, MailThrottledError } from '../../../ports/mailer';
import type { Queue } from '../../../ports/queue';
import {
  ConditionFailedError,
  getMany,
  TransactionConflictError,
  type Item,
  type Store,
} from '../../../ports/store';
import { keys } from '../../../table';
import { saveCampaignLinks } from '../results/campaign-links';
import { verifiedSendingDomain } from '../../editor/test-sender';
import { getSetup } from '../../items/setup';
import { trackingOf } from './campaign-tracking';
import { campaignTemplate, personalise, type CampaignTemplate } from './campaign-email';
import { finishIfDone } from './finish';
import { skipCounterName, skipReasonOf } from '../../../../shared/campaigns/skip-reasons';
import { CHUNK_SIZE, chunkIdOf, releaseChunk } from './chunk-claim';
import { planFor, prepareChunk, type ChunkPrep, type RecipientPlan } from './chunk-prep';
import { coalescedPuts } from './coalesced-calls';
import type { BatchMessage, BatchRecipient } from './messages';
import { recipientMark, type Settled } from './recipient-mark';
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
  /** How long a chunk's claim keeps other deliveries of the batch off its recipients (far longer than a chunk takes). */
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
 * The worker ('campaign-batches'). The batch's recipients go in chunks (chunk-claim.ts, at most
 * min(CHUNK_SIZE, the lanes) each, the same on every delivery of the batch at the same SES rate), each
 * recipient at most once:
 * - the chunk's claim, one conditional put (one write per chunk), then one strongly consistent
 *   BatchGetItem of the chunk's contacts and of what an earlier delivery did with them (chunk-prep.ts):
 *   anyone not subscribed now (an unsubscribe, bounce or complaint during the send) is skipped, with the
 *   reason counted; a new address is mailed instead; a contact read more than READ_MAX_AGE_MS before its
 *   send slot is read again first;
 * - a send slot from the pacer, then the campaign is still 'sending' (read again every statusMaxAgeMs):
 *   paused parks what is left of the batch (keys.parkedBatch; resume puts it back), cancelled drops it;
 * - SES SendEmail, retried with backoff (and a new slot) while SES throttles;
 * - the recipient's mark with SES's message id (one write; the lanes' marks go out together as one
 *   BatchWriteItem, coalesced-calls.ts); once a chunk's marks are written its claim is deleted.
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
  // The campaign and whether this batch was counted already (a redelivery): one batched read.
  const [first, countedBefore] = await getMany(store, [
    campaignKey,
    batchMarkerKey(campaignId, batch.batchId),
  ]);
  let campaign = first;
  if (!campaign || campaign.status === 'cancelled' || campaign.status === 'draft')
    return { ...report, outcome: 'dropped' };
  if (countedBefore) return { ...report, outcome: 'dropped' };
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
  const now = () => clock.now().getTime();
  const chunks = batchChunks(batch, Math.min(CHUNK_SIZE, Math.max(1, settings.concurrency)));
  const prefetch = settings.concurrency >= CHUNK_SIZE;
  const prepare = (chunk: Chunk) =>
    (chunk.prep ??= prepareChunk(store, {
      sub,
      campaignId,
      chunkId: chunk.id,
      recipients: chunk.recipients,
      now,
      leaseMs: settings.leaseMs,
    }));
  const putMark = coalescedPuts(store);
  const marks: Promise<void>[] = [];
  const mark = (item: Item) => {
    const written = putMark(item);
    // Awaited (and its failure thrown) after the lanes: handled here so it is never an unhandled rejection.
    written.catch(() => undefined);
    marks.push(written);
  };
  const leftOver: BatchRecipient[] = [];
  let stopped: string | undefined;
  let failure: unknown;
  /** Chunks whose claim must stay until its lease runs out (a send that may have reached SES failed). */
  const keepClaim = new Set<Chunk>();

  const handle = async (chunk: Chunk, plan: RecipientPlan, claimedAt: number): Promise<void> => {
    const contactId = plan.recipient.id;
    if (plan.kind === 'settled') return count(plan.settled);
    if (!template) {
      mark(recipientMark(campaignId, contactId, 'failed', { reason: 'no_verified_domain', claimedAt }));
      return count({ state: 'failed' });
    }
    if (plan.kind === 'skip') {
      mark(recipientMark(campaignId, contactId, 'skipped', { reason: plan.reason, claimedAt }));
      return count({ state: 'skipped', reason: plan.reason });
    }
    let to = plan.to;
    if (now() - plan.readAt > READ_MAX_AGE_MS) {
      // Read long ago (a slow rate): read the contact again, strongly consistent, right before the send.
      const fresh = planFor(plan.recipient, await store.get(keys.contact(sub, contactId)), now());
      if (fresh.kind === 'skip') return handle(chunk, fresh, claimedAt);
      if (fresh.kind === 'mail') to = fresh.to;
    }
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
        mark(recipientMark(campaignId, contactId, 'failed', { reason: error.code, claimedAt }));
        return count({ state: 'failed' });
      }
      // Throttled past every retry: SES took nothing. Anything else (a timeout) may have reached SES: the
      // chunk's claim stays until its lease runs out, and whoever takes it over mails this person again.
      if (!(error instanceof MailThrottledError)) keepClaim.add(chunk);
      throw error;
    }
    mark(
      recipientMark(campaignId, contactId, 'sent', {
        messageId,
        claimedAt,
        sentAt: clock.now().toISOString(),
        // What SES's events may still say about this mail, each acted on once (ses-events.ts).
        delivered: false,
        bounced: false,
        complained: false,
      }),
    );
    count({ state: 'sent' });
  };

  const queue = chunks.flatMap((chunk) => chunk.recipients.map((recipient, i) => ({ chunk, i, recipient })));
  const lane = async () => {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      const { chunk, i, recipient } = next;
      if (failure || stopped) {
        leftOver.push(recipient);
        continue;
      }
      try {
        if (prefetch && i === 0) {
          const after = chunks[chunks.indexOf(chunk) + 1];
          if (after) prepare(after).catch(() => undefined);
        }
        const prep = await prepare(chunk);
        if (prep.kind === 'held') throw new RetryBatchError('a chunk is held by another delivery');
        const plan = prep.plans[i] as RecipientPlan;
        if (plan.kind === 'mail') {
          // The send slot first (it may be a while at a low rate), then whether the campaign still sends.
          await settings.pace();
          const status = stopped ?? (await stillSending());
          if (status !== 'sending') {
            stopped = status;
            leftOver.push(recipient);
            continue;
          }
          if (now() > prep.claimedAt + settings.leaseMs - LEASE_MARGIN_MS)
            throw new RetryBatchError('the chunk’s lease is running out');
        }
        await handle(chunk, plan, prep.claimedAt);
      } catch (error) {
        failure ??= error;
        leftOver.push(recipient);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, settings.concurrency) }, lane));
  // Every mark written, then the chunks let go: an unsubscribe waiting on one may answer (in-flight.ts).
  const written = await Promise.allSettled(marks);
  failure ??= written.find((r): r is PromiseRejectedResult => r.status === 'rejected')?.reason;
  await releaseChunks(store, campaignId, chunks, failure ? keepClaim : new Set());

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

/** A contact read longer ago than this is read again right before its send (slow rates only). */
const READ_MAX_AGE_MS = 2_000;
/** No send starts this close to the end of the chunk's lease (a takeover may come after it). */
const LEASE_MARGIN_MS = 15_000;

interface Chunk {
  id: string;
  recipients: BatchRecipient[];
  prep?: Promise<ChunkPrep>;
}

function batchChunks(batch: BatchMessage, size: number): Chunk[] {
  const chunks: Chunk[] = [];
  for (let i = 0; i < batch.recipients.length; i += size)
    chunks.push({
      id: chunkIdOf(batch.batchId, size, i / size),
      recipients: batch.recipients.slice(i, i + size),
    });
  return chunks;
}

/** Deletes the claims this delivery holds, but those in `keep`. */
async function releaseChunks(
  store: Store,
  campaignId: string,
  chunks: Chunk[],
  keep: Set<Chunk>,
): Promise<void> {
  await Promise.all(
    chunks.map(async (chunk) => {
      if (!chunk.prep || keep.has(chunk)) return;
      const prep = await chunk.prep.catch(() => undefined);
      if (prep?.kind === 'ready')
        await releaseChunk(store, { campaignId, chunkId: chunk.id, claimedAt: prep.claimedAt });
    }),
  );
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
    getSetup(store, sub),
  ]);
  const template =
    domain && snapshot
      ? campaignTemplate({
          documentJson: snapshot.documentJson,
          subject: typeof campaign.subject === 'string' ? campaign.subject : '',
          previewText: typeof campaign.previewText === 'string' ? campaign.previewText : '',
          replyTo: typeof campaign.replyTo === 'string' ? campaign.replyTo : undefined,
          postalAddress: setup?.postalAddress ?? undefined,
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
