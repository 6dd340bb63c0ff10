import type { Clock } from '../../ports/clock';
import type { Mailer } from '../../ports/mailer';
import {
  ConditionFailedError,
  TransactionConflictError,
  type Store,
  type TransactWrite,
} from '../../ports/store';
import { flowStatsWrite } from '../items/flow-stats';
import { contactSubscribedCheck, setContactTags } from '../items/contact';
import { getFlow } from '../items/flow';
import { automatedMailWrite } from '../items/flow-contact-mail';
import { advanceEnrollmentWrite, getEnrollment, type EnrollmentRecord } from '../items/flow-enrollment';
import { stepMarkWrite } from '../items/flow-step-mark';
import { getFlowVersion } from '../items/flow-version';
import { createMonthlySends, reserveSends } from '../items/monthly-sends';
import { sendFlowEmail, type FlowMailSettings } from './flow-email';
import { readStepFacts, type StepRead } from './step-facts';
import { eventWaitWrites } from './event-wait-writes';
import { onceIn, type StepBatch } from './step-batch';
import { decideStep, type StepDecision, type StepFacts } from './step-reducer';
import { statsDelta } from './stats-delta';
import { transactRetryingConflicts } from './transact-retry';

export interface StepWorkerPorts {
  store: Store;
  clock: Clock;
  mailer: Mailer;
}

export interface EnrollmentRef {
  accountId: string;
  flowId: string;
  enrollmentId: string;
}

/** Steps one delivery runs back to back when each next step is due at once (email, tag, condition...). */
export const MAX_STEPS_PER_RUN = 20;

/**
 * The 'flow-steps' worker (issue 32): runs the enrollment's due step, and the ones after it that are due
 * at once. Each step: the facts read, the reducer's decision, then one transaction of the step's mark
 * ('absent'), the enrollment's advance (its seq unchanged since the read) and, for an email, one of the
 * month's allowance and the contact's smart-sending slot; only then the effect (at most once: a crash
 * after the write loses that one email, the campaign path's crash window). Returns the outcomes run.
 */
export async function runEnrollment(
  ports: StepWorkerPorts,
  mail: FlowMailSettings,
  ref: EnrollmentRef,
  wake: StepFacts['wake'] = 'due',
  awaited?: StepFacts['awaited'],
  batch?: StepBatch,
): Promise<string[]> {
  const outcomes: string[] = [];
  const once = onceIn(batch);
  const { accountId, flowId } = ref;
  for (let i = 0; i < MAX_STEPS_PER_RUN; i += 1) {
    // The first step's own reads come from the batch's batched read (batch-reads.ts), later ones fresh.
    const first = i === 0 ? await batch?.first(ref) : undefined;
    const e = first
      ? first.enrollment
      : await getEnrollment(ports.store, accountId, flowId, ref.enrollmentId);
    const flow = e && (await once(`flow#${flowId}`, () => getFlow(ports.store, accountId, flowId)));
    if (!e || !flow) break;
    const definition =
      e.version === flow.version
        ? flow.definition
        : ((await once(`version#${flowId}#${e.version}`, () =>
            getFlowVersion(ports.store, accountId, flowId, e.version),
          )) ?? flow.definition);
    const flowNow = { status: flow.status, definition };
    const read = await readStepFacts(ports, flowNow, e, i === 0 ? wake : 'due', batch, first);
    if (i === 0 && awaited) read.facts = { ...read.facts, awaited };
    const done = await stepOnce(ports, mail, e, definition.steps, read, batch);
    if (!done) break;
    outcomes.push(done.outcome);
    const { next } = done;
    if (!next.stepId || next.waitEvent || !next.dueAt || Date.parse(next.dueAt) > read.facts.now.getTime())
      break;
  }
  return outcomes;
}

/** One step: decide, write conditionally (re-deciding once when a claim is refused), then the effects. */
async function stepOnce(
  ports: StepWorkerPorts,
  mail: FlowMailSettings,
  e: EnrollmentRecord,
  steps: Parameters<typeof decideStep>[0],
  read: StepRead,
  batch: StepBatch | undefined,
): Promise<StepDecision | undefined> {
  let facts = read.facts;
  let conflicted = false;
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const decision = decideStep(steps, e, facts);
    if ('none' in decision) return undefined;
    const waits = eventWaitWrites(steps, e, decision.next);
    const written = await write(ports.store, e, decision, { facts, read, waits, batch });
    if (written === 'lost') return undefined;
    conflicted = written === 'conflict';
    if (conflicted) await conflictPause(attempt);
    if (written === 'allowance') facts = { ...facts, allowanceLeft: false };
    else if (written === 'unsubscribed') facts = { ...facts, subscribed: false };
    else if (written === 'smart-sending') facts = { ...facts, lastMailMs: facts.now.getTime() };
    else if (written === 'ok') {
      await runEffects(ports, mail, e, decision, read, batch);
      return decision;
    }
  }
  if (conflicted) throw new TransactionConflictError();
  return undefined;
}

/**
 * A transaction refused because another one held an item it writes (the month's allowance counter, which
 * every email of the account reserves from): tried again after a short random pause, as a burst of
 * entries sends concurrently. After the last attempt the message fails and SQS delivers it again.
 */
const conflictPause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 20 * 2 ** attempt));

async function write(
  store: Store,
  e: EnrollmentRecord,
  d: StepDecision,
  ctx: { facts: StepFacts; read: StepRead; waits: TransactWrite[]; batch: StepBatch | undefined },
): Promise<'ok' | 'lost' | 'allowance' | 'smart-sending' | 'unsubscribed' | 'conflict'> {
  const { facts, read, waits, batch } = ctx;
  const key = { accountId: e.accountId, flowId: e.flowId, enrollmentId: e.enrollmentId };
  const at = facts.now.toISOString();
  const writes: TransactWrite[] = [
    stepMarkWrite(key, { seq: e.seq, stepId: d.stepId, outcome: d.outcome, at }),
    advanceEnrollmentWrite(d.next, e.seq),
  ];
  // The flow's numbers, in the step's own transaction (items/flow-stats.ts).
  const counters = flowStatsWrite(e.accountId, e.flowId, statsDelta(e, d.next, d));
  if (counters) writes.push(counters);
  writes.push(...waits); // the waiting-for-event index (event-wait-writes.ts)
  let allowanceAt = -1;
  let pooled = false; // a share of the batch's reservation (allowance-pool.ts), instead of a write here
  if (d.claims.allowance && read.allowance && batch) {
    if (!(await batch.allowance.take(read.allowance.month, read.allowance.limit))) return 'allowance';
    pooled = true;
  } else if (d.claims.allowance && read.allowance) {
    await createMonthlySends(store, e.accountId, read.allowance.month);
    allowanceAt = writes.push(reserveSends(e.accountId, read.allowance.month, 1, read.allowance.limit)) - 1;
  }
  let smartAt = -1;
  if (d.claims.smartSending) {
    const windowMs =
      d.claims.smartSending === 'enforce' ? facts.settings.smartSendingHours * 3_600_000 : undefined;
    const contact = { accountId: e.accountId, contactId: e.contactId };
    smartAt = writes.push(automatedMailWrite(contact, facts.now.getTime(), windowMs, facts.lastMailMs)) - 1;
  }
  // An email only while the contact is still subscribed: its read may be the batch's, seconds old.
  const sends = d.effects.some((effect) => effect.type === 'send-email');
  const subscribedAt = sends ? writes.push(contactSubscribedCheck(e.accountId, e.contactId)) - 1 : -1;
  try {
    await transactRetryingConflicts(store, writes);
    return 'ok';
  } catch (error) {
    if (pooled) batch?.allowance.giveBack();
    if (error instanceof TransactionConflictError) return 'conflict';
    if (!(error instanceof ConditionFailedError)) throw error;
    const failed = error.failedIndexes ?? [error.failedIndex ?? 0];
    if (failed.includes(0) || failed.includes(1)) return 'lost';
    if (failed.includes(allowanceAt)) return 'allowance';
    if (failed.includes(subscribedAt)) return 'unsubscribed';
    if (failed.includes(smartAt)) return 'smart-sending';
    return 'lost';
  }
}

async function runEffects(
  ports: StepWorkerPorts,
  mail: FlowMailSettings,
  e: EnrollmentRecord,
  d: StepDecision,
  read: StepRead,
  batch: StepBatch | undefined,
): Promise<void> {
  const { contact } = read;
  if (!contact) return;
  for (const effect of d.effects) {
    if (effect.type === 'update-tag') {
      const tags = new Set(contact.tags);
      if (effect.action === 'add-tag') tags.add(effect.tag);
      else tags.delete(effect.tag);
      await setContactTags(ports.store, e.accountId, e.contactId, [...tags], read.facts.now.toISOString());
    } else {
      await sendFlowEmail(
        ports,
        mail,
        { ...effect, accountId: e.accountId, flowId: e.flowId, version: e.version, contact },
        onceIn(batch),
      );
    }
  }
}
