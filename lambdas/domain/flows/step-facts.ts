import type { FlowDefinition, FlowStatus, FlowStep } from '../../../shared/contracts/flows';
import type { Clock } from '../../ports/clock';
import type { Store } from '../../ports/store';
import { planAllowance } from '../campaigns/plan-allowance';
import { getContact, type ContactRecord } from '../items/contact';
import type { EnrollmentRecord } from '../items/flow-enrollment';
import { lastAutomatedMailMs } from '../items/flow-contact-mail';
import { getFlowSettings } from '../items/flow-settings';
import { getReputationGuard } from '../items/sending-reputation';
import { conditionHolds } from './conditions';
import type { StepFacts } from './step-reducer';
import { onceIn, type StepBatch } from './step-batch';
import { findStep } from './step-tree';
import { sendingPausedBy } from '../campaigns/send/reputation-guard';

/** The contact's own zone (a `timeZone` field), else the account's. */
const zoneOf = (contact: ContactRecord | undefined, accountZone: string) => {
  const own = contact?.fields?.timeZone;
  return typeof own === 'string' && own ? own : accountZone;
};

/** 'mm-dd' of a date field ('1990-04-12' or '04-12'). */
function monthDay(value: unknown): string | undefined {
  const match = typeof value === 'string' ? /(\d{2})-(\d{2})(?:T.*)?$/.exec(value) : null;
  return match ? `${match[1]}-${match[2]}` : undefined;
}

export interface StepRead {
  facts: StepFacts;
  contact: ContactRecord | undefined;
  /** The month's allowance, read for an email step. */
  allowance?: { month: string; limit: number };
}

/**
 * Everything decideStep needs for the enrollment's current step, read now (contact, rails, allowance);
 * `pre`: the contact and its last mail as the batch read them (batch-reads.ts) instead of reading them here.
 */
export async function readStepFacts(
  ports: { store: Store; clock: Clock },
  flow: { status: FlowStatus; definition: FlowDefinition },
  e: EnrollmentRecord,
  wake: StepFacts['wake'],
  batch?: StepBatch,
  pre?: { contact: ContactRecord | undefined; lastMailMs: number | undefined },
): Promise<StepRead> {
  const { store } = ports;
  const once = onceIn(batch); // the account's own facts: once per batch of steps (step-batch.ts)
  const now = ports.clock.now();
  const step: FlowStep | undefined = e.stepId ? findStep(flow.definition.steps, e.stepId) : undefined;
  const email = step?.type === 'email';
  const [contact, settings] = await Promise.all([
    pre ? pre.contact : getContact(store, e.accountId, e.contactId),
    once('settings', () => getFlowSettings(store, e.accountId)),
  ]);
  const ctx = contact ? { accountId: e.accountId, contact, enteredAt: e.enteredAt, now } : undefined;
  const all = async (conditions: FlowDefinition['filters']) =>
    ctx ? (await Promise.all(conditions.map((c) => conditionHolds(store, c, ctx)))).every(Boolean) : false;
  const [filtersHold, branch, lastMailMs, allowance, guard] = await Promise.all([
    email ? all(flow.definition.filters) : true,
    step?.type === 'condition' ? all([step.condition]) : undefined,
    email ? (pre ? pre.lastMailMs : lastAutomatedMailMs(store, e.accountId, e.contactId)) : undefined,
    email ? once('allowance', () => planAllowance(ports, e.accountId)) : undefined,
    email ? once('guard', () => getReputationGuard(store, e.accountId)) : undefined,
  ]);
  const facts: StepFacts = {
    now,
    wake,
    flowStatus: flow.status,
    subscribed: contact?.status === 'subscribed',
    zone: zoneOf(contact, settings.timeZone),
    settings,
    lastMailMs,
    allowanceLeft: allowance ? allowance.used < allowance.limit : true,
    sendingHeld: guard ? sendingPausedBy(guard) !== undefined : false,
    filtersHold,
    conditionHolds: branch,
    dateOf: (field) => monthDay(contact?.fields?.[field]),
  };
  return { facts, contact, allowance };
}
