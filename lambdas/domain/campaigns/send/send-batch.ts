import { skipCounterName, skipReasonOf } from '../../../../shared/campaigns/skip-reasons';
import type { Clock } from '../../../ports/clock';
import type { Mailer, OutgoingEmail } from '../../../ports/mailer';
import { MailRejectedError, MailSendingPausedError, MailThrottledError } from '../../../ports/mailer';
import type { Queue } from '../../../ports/queue';
import { ConditionFailedError, TransactionConflictError, type Store } from '../../../ports/store';
import { markBatchCounted, getCampaignAndBatchCounted } from '../../items/batch-counted';
import { addCampaignCounts, getCampaign, type CampaignRecord } from '../../items/campaign';
import { CHUNK_SIZE, chunkIdOf, releaseChunk } from '../../items/chunk-claim';
import { deleteParkedBatch, putParkedBatch } from '../../items/parked-batch';
import {
  recipientMark,
  type FinalState,
  type MarkFields,
  type RecipientMarkItem,
  type Settled,
} from '../../items/recipient-mark';
import { personalise, type CampaignTemplate } from './campaign-email';
import { templateOf } from './campaign-template';
import { planAgain, prepareChunk, type ChunkPrep, type RecipientPlan } from './chunk-prep';
import { coalescedPuts } from './coalesced-calls';
import { finishIfDone } from './finish';
import { ChunkHeldError, putBackHeld } from './held-batch';
import type { BatchMessage, BatchRecipient } from './messages';
import { sendingHeld } from './reputation-guard';
import { pauseForSes } from './ses-paused';
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

/**
 * 'account_deleted': the account's deletion started; the batch is dropped, nobody mailed. 'put_back': a
 * chunk was held by another delivery; the batch comes back when its lease has run out (held-batch.ts).
 */
export type BatchOutcome = 'done' | 'parked' | 'dropped' | 'account_deleted' | 'put_back';
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

/**
 * The worker ('campaign-batches'). The batch's recipients go in chunks (items/chunk-claim.ts, at most
 * min(CHUNK_SIZE, the lanes) each, the same on every delivery of the batch at the same SES rate), each
 * recipient at most once:
 * - the chunk's claim, one conditional put (one write per chunk), then one strongly consistent
 *   BatchGetItem of the chunk's contacts and of what an earlier delivery did with them (chunk-prep.ts):
 *   anyone not subscribed now (an unsubscribe, bounce or complaint during the send) is skipped, with the
 *   reason counted; a new address is mailed instead; a contact read more than READ_MAX_AGE_MS before its
 *   send slot is read again first;
 * - a send slot from the pacer, then the campaign is still 'sending' (read again every statusMaxAgeMs):
 *   paused parks what is left of the batch (items/parked-batch.ts; resume puts it back), cancelled drops it;
 * - SES SendEmail, retried with backoff (and a new slot) while SES throttles;
 * - the recipient's mark with SES's message id (one write; the lanes' marks go out together as one
 *   BatchWriteItem, coalesced-calls.ts); once a chunk's marks are written its claim is deleted.
 * Then one transaction adds the batch's counts (skips by reason too) to the campaign and marks the batch
 * counted (items/batch-counted.ts), so a redelivered batch counts nobody twice.
 *
 * A pipeline of named steps over one BatchRun (the state every step shares): admit -> startRun -> the
 * lanes (takeRecipient per recipient: prepare its chunk, clear it to send, settle it) -> settleLanes ->
 * closeBatch.
 */
export async function sendCampaignBatch(
  ports: WorkerPorts,
  settings: WorkerSettings,
  batch: BatchMessage,
): Promise<BatchReport> {
  // The campaign, whether this batch was counted already (a redelivery), the account's tombstone: one read.
  const read = await getCampaignAndBatchCounted(ports.store, {
    accountId: batch.sub,
    campaignId: batch.campaignId,
    batchId: batch.batchId,
  });
  const admission = admit(read);
  if (admission.kind === 'dropped' || admission.kind === 'account_deleted')
    return emptyReport(admission.kind);
  // Issue 35: the account's sending paused by the guard parks the batch too (reputation-guard.ts).
  if (admission.kind === 'parked' || (await sendingHeld(ports, batch.sub, batch.campaignId))) {
    await park(ports, batch, batch.recipients);
    return emptyReport('parked');
  }
  const run = await startRun(ports, settings, batch, admission.campaign);
  await Promise.all(Array.from({ length: Math.max(1, settings.concurrency) }, () => lane(run)));
  try {
    await settleLanes(run);
  } catch (error) {
    if (await putBackHeld(ports, batch, error)) return emptyReport('put_back');
    throw error;
  }
  return closeBatch(run);
}

/** A contact read longer ago than this is read again right before its send (slow rates only). */
export const READ_MAX_AGE_MS = 2_000;
/** No send starts this close to the end of the chunk's lease (a takeover may come after it). */
export const LEASE_MARGIN_MS = 15_000;

export interface Chunk {
  id: string;
  recipients: BatchRecipient[];
  prep?: Promise<ChunkPrep>;
}

/** One recipient to take: its chunk and its place in it. */
export interface Work {
  chunk: Chunk;
  i: number;
  recipient: BatchRecipient;
}

/** One delivery of a batch: the state its steps share. */
export interface BatchRun {
  readonly ports: WorkerPorts;
  readonly settings: WorkerSettings;
  readonly batch: BatchMessage;
  /** Undefined when the campaign cannot be sent (no verified domain, no snapshot): everyone fails. */
  readonly template: CampaignTemplate | undefined;
  readonly chunks: Chunk[];
  /** Whether a chunk's claim and read start while the one before it is mailed (a lane per recipient). */
  readonly prefetch: boolean;
  /** The recipients not taken yet, in order: each lane takes the next. */
  readonly work: Work[];
  /** The campaign's status as last read, and when (epoch ms). */
  status: { value: string; readAt: number };
  /** What this delivery settled, by state and by skip counter: added to the campaign at the end. */
  readonly counted: Record<string, number>;
  /** Asks for a mark to be written (shared BatchWriteItems, coalesced-calls.ts). */
  readonly putMark: (mark: RecipientMarkItem) => Promise<void>;
  /** The marks asked for; awaited after the lanes. */
  readonly marks: Promise<void>[];
  /** Recipients not handled (parked when the campaign paused). */
  readonly leftOver: BatchRecipient[];
  /** The status other than 'sending' that stopped the lanes. */
  stopped?: string;
  /** The first error: the lanes stop and the batch is delivered again. */
  failure?: unknown;
  /** Chunks whose claim must stay until its lease runs out (a send that may have reached SES failed). */
  readonly keepClaim: Set<Chunk>;
}

const emptyReport = (outcome: BatchOutcome): BatchReport => ({ outcome, sent: 0, failed: 0, skipped: 0 });

type Admission =
  | { kind: 'dropped' }
  | { kind: 'account_deleted' }
  | { kind: 'parked' }
  | { kind: 'send'; campaign: CampaignRecord };

/** Step 1: whether this delivery sends, parks or drops the batch (an account being deleted: dropped first). */
export function admit(read: {
  campaign: CampaignRecord | undefined;
  counted: boolean;
  accountDeleted?: boolean;
}): Admission {
  const { campaign } = read;
  if (read.accountDeleted) return { kind: 'account_deleted' };
  if (!campaign || campaign.status === 'cancelled' || campaign.status === 'draft') return { kind: 'dropped' };
  if (read.counted) return { kind: 'dropped' };
  if (campaign.status === 'paused') return { kind: 'parked' };
  return { kind: 'send', campaign };
}

/** Step 2: the run's state: the campaign's status as read now, its template, the chunks. */
export async function startRun(
  ports: WorkerPorts,
  settings: WorkerSettings,
  batch: BatchMessage,
  campaign: CampaignRecord,
): Promise<BatchRun> {
  const status = { value: String(campaign.status), readAt: ports.clock.now().getTime() };
  const template = await templateOf(ports.store, settings.siteUrl, batch.sub, batch.campaignId, campaign);
  const chunks = batchChunks(batch, chunkSize(settings.concurrency));
  return {
    ports,
    settings,
    batch,
    template,
    chunks,
    prefetch: settings.concurrency >= CHUNK_SIZE,
    work: chunks.flatMap((chunk) => chunk.recipients.map((recipient, i) => ({ chunk, i, recipient }))),
    status,
    counted: {},
    putMark: coalescedPuts(ports.store),
    marks: [],
    leftOver: [],
    keepClaim: new Set(),
  };
}

/** Recipients a chunk holds: as many as the lanes, at most CHUNK_SIZE. */
export const chunkSize = (concurrency: number) => Math.min(CHUNK_SIZE, Math.max(1, concurrency));

export function batchChunks(batch: BatchMessage, size: number): Chunk[] {
  const chunks: Chunk[] = [];
  for (let i = 0; i < batch.recipients.length; i += size)
    chunks.push({
      id: chunkIdOf(batch.batchId, size, i / size),
      recipients: batch.recipients.slice(i, i + size),
    });
  return chunks;
}

/** Step 3, in each lane: takes recipients until none is left; after a failure or a stop, leaves them over. */
async function lane(run: BatchRun): Promise<void> {
  for (let next = run.work.shift(); next !== undefined; next = run.work.shift()) {
    const { chunk, i, recipient } = next;
    if (run.failure || run.stopped) {
      run.leftOver.push(recipient);
      continue;
    }
    try {
      if (run.prefetch && i === 0) prefetchAfter(run, chunk);
      const prep = await prepare(run, chunk);
      if (prep.kind === 'held') throw new ChunkHeldError(prep.leaseUntil);
      const plan = prep.plans[i] as RecipientPlan;
      if (plan.kind === 'mail') {
        // The send slot first (it may be a while at a low rate), then whether the campaign still sends.
        await run.settings.pace();
        const status = run.stopped ?? (await campaignStatus(run));
        if (status !== 'sending') {
          run.stopped = status;
          run.leftOver.push(recipient);
          continue;
        }
        if (leaseRunningOut(run.ports.clock.now().getTime(), prep.claimedAt, run.settings.leaseMs))
          throw new RetryBatchError('the chunk’s lease is running out');
      }
      await settleRecipient(run, chunk, plan, prep.claimedAt);
    } catch (error) {
      run.failure ??= error;
      run.leftOver.push(recipient);
    }
  }
}

/** The chunk's claim and read (chunk-prep.ts), started once whichever lane asks first. */
function prepare(run: BatchRun, chunk: Chunk): Promise<ChunkPrep> {
  const { store, clock } = run.ports;
  return (chunk.prep ??= prepareChunk(store, {
    sub: run.batch.sub,
    campaignId: run.batch.campaignId,
    chunkId: chunk.id,
    recipients: chunk.recipients,
    now: () => clock.now().getTime(),
    leaseMs: run.settings.leaseMs,
  }));
}

/** Claims and reads the next chunk while this one is mailed (its failure is seen when a lane awaits it). */
function prefetchAfter(run: BatchRun, chunk: Chunk): void {
  const after = run.chunks[run.chunks.indexOf(chunk) + 1];
  if (after) prepare(run, after).catch(() => undefined);
}

/** Whether the status read at `readAt` is too old to go by (a pause takes effect within maxAgeMs). */
export const statusStale = (now: number, readAt: number, maxAgeMs: number) => now - readAt > maxAgeMs;

/** No send starts within LEASE_MARGIN_MS of the end of the chunk's lease. */
export const leaseRunningOut = (now: number, claimedAt: number, leaseMs: number) =>
  now > claimedAt + leaseMs - LEASE_MARGIN_MS;

/** The campaign's status, read again when the last read is older than statusMaxAgeMs. */
async function campaignStatus(run: BatchRun): Promise<string> {
  const { store, clock } = run.ports;
  if (statusStale(clock.now().getTime(), run.status.readAt, run.settings.statusMaxAgeMs)) {
    const campaign = await getCampaign(store, run.batch.sub, run.batch.campaignId);
    run.status = { value: String(campaign?.status), readAt: clock.now().getTime() };
  }
  return run.status.value;
}

/** What settles a recipient without a mail, or undefined when they are to be mailed. */
export type Settlement = { mark?: { state: FinalState; reason: string }; count: Settled };

export function settlementWithoutMail(plan: RecipientPlan, hasTemplate: boolean): Settlement | undefined {
  if (plan.kind === 'settled') return { count: plan.settled };
  if (!hasTemplate)
    return { mark: { state: 'failed', reason: 'no_verified_domain' }, count: { state: 'failed' } };
  if (plan.kind === 'skip')
    return {
      mark: { state: 'skipped', reason: plan.reason },
      count: { state: 'skipped', reason: plan.reason },
    };
  return undefined;
}

/** Adds a settled recipient to the batch's counts (a skip to its reason's counter too). */
export function countSettled(counted: Record<string, number>, { state, reason }: Settled): void {
  counted[state] = (counted[state] ?? 0) + 1;
  if (state === 'skipped') {
    const name = skipCounterName(skipReasonOf(reason));
    counted[name] = (counted[name] ?? 0) + 1;
  }
}

/** Asks for the recipient's mark; its write is awaited (and its failure thrown) after the lanes. */
function askMark(run: BatchRun, contactId: string, state: FinalState, fields: MarkFields): void {
  const written = run.putMark(recipientMark(run.batch.campaignId, contactId, state, fields));
  // Handled here so it is never an unhandled rejection.
  written.catch(() => undefined);
  run.marks.push(written);
}

/** Step 4: the recipient is marked and counted: settled before, skipped, failed, or mailed now. */
async function settleRecipient(
  run: BatchRun,
  chunk: Chunk,
  plan: RecipientPlan,
  claimedAt: number,
): Promise<void> {
  const settlement = settlementWithoutMail(plan, run.template !== undefined);
  if (settlement) {
    if (settlement.mark) {
      const { state, reason } = settlement.mark;
      askMark(run, plan.recipient.id, state, { reason, claimedAt });
    }
    return countSettled(run.counted, settlement.count);
  }
  if (plan.kind !== 'mail' || !run.template) return; // (narrows the types: settlementWithoutMail covered both)
  await mailRecipient(run, chunk, plan, run.template, claimedAt);
}

/** How a send that did not go through ends: a rejection fails the recipient, anything else the batch. */
export function sendFailure(error: unknown): 'rejected' | 'throttled' | 'paused_by_ses' | 'unknown' {
  if (error instanceof MailRejectedError) return 'rejected';
  if (error instanceof MailSendingPausedError) return 'paused_by_ses';
  return error instanceof MailThrottledError ? 'throttled' : 'unknown';
}

async function mailRecipient(
  run: BatchRun,
  chunk: Chunk,
  plan: Extract<RecipientPlan, { kind: 'mail' }>,
  template: CampaignTemplate,
  claimedAt: number,
): Promise<void> {
  const { clock } = run.ports;
  const now = () => clock.now().getTime();
  const contactId = plan.recipient.id;
  let to = plan.to;
  if (now() - plan.readAt > READ_MAX_AGE_MS) {
    // Read long ago (a slow rate): read the contact again, strongly consistent, right before the send.
    const fresh = await planAgain(run.ports.store, run.batch.sub, plan.recipient, now);
    if (fresh.kind === 'skip') return settleRecipient(run, chunk, fresh, claimedAt);
    if (fresh.kind === 'mail') to = fresh.to;
  }
  const email = await personalEmail(run, template, contactId, to);
  let messageId: string;
  try {
    ({ messageId } = await sendWithRetries(run, email));
  } catch (error) {
    const failure = sendFailure(error);
    if (failure === 'rejected' && error instanceof MailRejectedError) {
      askMark(run, contactId, 'failed', { reason: error.code, claimedAt });
      return countSettled(run.counted, { state: 'failed' });
    }
    // SES paused the account's sending: SES took nothing; the campaign pauses and the rest is parked.
    if (failure === 'paused_by_ses') {
      await pauseForSes(run.ports, run.batch.sub);
      run.stopped = 'paused';
      run.leftOver.push(plan.recipient);
      return;
    }
    // Throttled past every retry: SES took nothing. Anything else (a timeout) may have reached SES: the
    // chunk's claim stays until its lease runs out, and whoever takes it over mails this person again.
    if (failure === 'unknown') run.keepClaim.add(chunk);
    throw error;
  }
  askMark(run, contactId, 'sent', {
    messageId,
    claimedAt,
    sentAt: clock.now().toISOString(),
  });
  countSettled(run.counted, { state: 'sent' });
}

/** The campaign's email for one recipient: their address and names, unsubscribe token and tracked links. */
async function personalEmail(
  run: BatchRun,
  template: CampaignTemplate,
  contactId: string,
  to: BatchRecipient,
): Promise<OutgoingEmail> {
  const { settings } = run;
  const { sub, campaignId } = run.batch;
  return personalise(template, {
    sub,
    campaignId,
    contactId,
    contact: { email: to.email, firstName: to.firstName, lastName: to.lastName, fields: to.fields },
    token: await settings.token({ sub, contactId, campaignId }),
    siteUrl: settings.siteUrl,
    tracking: await settings.clickTokens?.({ campaignId, contactId }, template.links.length),
  });
}

/** SES SendEmail, retried with backoff while SES throttles, each retry in a new send slot. */
function sendWithRetries(run: BatchRun, email: OutgoingEmail): Promise<{ messageId: string }> {
  let attempt = 0;
  return retryThrottled(async () => {
    if (attempt++ > 0) await run.settings.pace();
    return run.ports.mailer.send(email);
  }, run.settings.retry);
}

/** Step 5: every mark written, then the chunks let go (an unsubscribe waiting on one may answer, in-flight.ts). */
async function settleLanes(run: BatchRun): Promise<void> {
  const written = await Promise.allSettled(run.marks);
  run.failure ??= written.find((r): r is PromiseRejectedResult => r.status === 'rejected')?.reason;
  await releaseChunks(
    run.ports.store,
    run.batch.campaignId,
    run.chunks,
    run.failure ? run.keepClaim : new Set(),
  );
  // A delivery that failed part-way counts nothing: its redelivery finds the recipients it settled and
  // counts them then, with everyone else, so each recipient is counted by exactly one delivery.
  if (run.failure) throw run.failure;
}

/** Step 6: what is left parked (a pause), the batch counted, and the campaign finished if it is done. */
async function closeBatch(run: BatchRun): Promise<BatchReport> {
  const { ports, batch } = run;
  if (run.stopped === 'paused' && run.leftOver.length)
    await park(ports, { ...batch, batchId: `${batch.batchId}r` }, run.leftOver);
  await countBatch(ports.store, batch.sub, batch.campaignId, batch.batchId, run.counted);
  const report = reportOf(run);
  if (report.outcome === 'parked') return report;
  // Also settles the reservation again when a cancel raced this batch (what it sent is counted now).
  await finishIfDone(ports.store, batch.sub, batch.campaignId, ports.clock);
  return report;
}

export function reportOf(run: Pick<BatchRun, 'stopped' | 'counted'>): BatchReport {
  return {
    outcome: run.stopped === 'paused' ? 'parked' : 'done',
    sent: run.counted.sent ?? 0,
    failed: run.counted.failed ?? 0,
    skipped: run.counted.skipped ?? 0,
  };
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

const COUNT_TRIES = 6;

/** Counts and marks the batch in one transaction; a batch already marked (a redelivery) counts nothing. */
async function countBatch(
  store: Store,
  accountId: string,
  campaignId: string,
  batchId: string,
  counted: Record<string, number>,
): Promise<void> {
  const add = Object.fromEntries(Object.entries(counted).filter(([, n]) => n > 0));
  if (!Object.keys(add).length) return;
  for (let attempt = 0; ; attempt++) {
    try {
      await store.transact([
        markBatchCounted(campaignId, batchId, add),
        addCampaignCounts(accountId, campaignId, add),
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

async function park(ports: WorkerPorts, batch: BatchMessage, recipients: BatchRecipient[]): Promise<void> {
  const { store } = ports;
  await putParkedBatch(store, {
    campaignId: batch.campaignId,
    batchId: batch.batchId,
    message: { ...batch, recipients },
  });
  // A resume may have run between our read of 'paused' and this put: then put the batch back ourselves.
  const campaign = await getCampaign(store, batch.sub, batch.campaignId);
  if (campaign?.status === 'sending') {
    await deleteParkedBatch(store, batch.campaignId, batch.batchId);
    await ports.queue.send('campaign-batches', { ...batch, recipients });
  }
}
