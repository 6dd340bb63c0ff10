import type { FlowSettings, FlowStep, FlowStatus } from '../../../shared/contracts/flows';
import type { EnrollmentRecord } from '../items/flow-enrollment';
import { ALLOWANCE_RECHECK_MS, quietHoursEnd, smartSendingSkips } from './guard-rails';
import { enterBranch, findStep, stepAfter } from './step-tree';
import { nextTimeOfDay, nextYearlyDate } from './zoned-time';

/** What the worker read before a step: everything the reducer decides on (it reads nothing itself). */
export interface StepFacts {
  now: Date;
  /** What woke the enrollment: its due time, or an event it was waiting for. */
  wake: 'due' | 'event';
  /** An event's wake (the waiting index's entry): the wait's seq it is for, and when the event was seen. */
  awaited?: { seq: number; atMs: number };
  flowStatus: FlowStatus;
  /** The contact exists and is subscribed now (an unsubscribe, bounce or complaint ends mail at once). */
  subscribed: boolean;
  /** The contact's zone, else the account's. */
  zone: string;
  settings: FlowSettings;
  /** When the contact last got an automated email (any flow), epoch ms. */
  lastMailMs?: number;
  /** The account's sending is paused (the reputation guard, the SES tenant): emails wait, never lost. */
  sendingHeld?: boolean;
  /** The plan's monthly allowance has room for one more email. */
  allowanceLeft: boolean;
  /** The flow's filters hold for the contact now (re-checked before every email). */
  filtersHold: boolean;
  /** A condition step's answer (evaluated by the worker: tags, properties, events). */
  conditionHolds?: boolean;
  /** A wait-until-date step's field, as 'mm-dd' (undefined: not set, the wait is skipped). */
  dateOf?: (field: string) => string | undefined;
}

export type StepEffect =
  | { type: 'send-email'; stepId: string; projectId: string; subject: string }
  | { type: 'update-tag'; action: 'add-tag' | 'remove-tag'; tag: string };

export interface StepDecision {
  next: EnrollmentRecord;
  /** The step mark's outcome: 'sent', 'skipped:smart-sending', 'held:quiet hours', 'waiting', ... */
  outcome: string;
  stepId: string;
  effects: StepEffect[];
  /** The email's writes: take one of the month's allowance, and the contact's smart-sending slot. */
  claims: { allowance: boolean; smartSending?: 'enforce' | 'note' };
}

/** Nothing to do now, and why (the flow is paused, the enrollment ended or is not due yet). */
export interface NoStep {
  none: 'paused' | 'ended' | 'not-due' | 'not-waiting-for-event';
}

const iso = (d: Date) => d.toISOString();

function moveTo(e: EnrollmentRecord, stepId: string | null, dueAt: Date): EnrollmentRecord {
  const { waitEvent: _w, held: _h, dueAt: _d, ...rest } = e;
  if (stepId === null)
    return { ...rest, seq: e.seq + 1, stepId: null, endedBy: 'completed', endedAt: iso(dueAt) };
  return { ...rest, seq: e.seq + 1, stepId, dueAt: iso(dueAt) };
}

function endWith(e: EnrollmentRecord, reason: string, now: Date): EnrollmentRecord {
  const { waitEvent: _w, held: _h, dueAt: _d, ...rest } = e;
  return { ...rest, seq: e.seq + 1, stepId: null, endedBy: reason, endedAt: iso(now) };
}

const hold = (e: EnrollmentRecord, until: Date, reason: string): EnrollmentRecord => ({
  ...e,
  seq: e.seq + 1,
  dueAt: iso(until),
  held: reason,
});

const decision = (
  next: EnrollmentRecord,
  stepId: string,
  outcome: string,
  extra: Partial<Pick<StepDecision, 'effects' | 'claims'>> = {},
): StepDecision => ({ next, stepId, outcome, effects: [], claims: { allowance: false }, ...extra });

/**
 * The step executor as a pure reducer (issue 32): an enrollment at a step, and the facts read for it ->
 * the enrollment's next state, the step mark's outcome, the effects to run after the conditional write.
 */
export function decideStep(steps: FlowStep[], e: EnrollmentRecord, facts: StepFacts): StepDecision | NoStep {
  if (e.stepId === null || e.endedBy) return { none: 'ended' };
  if (facts.flowStatus === 'paused' || facts.flowStatus === 'draft') return { none: 'paused' };
  const step = findStep(steps, e.stepId);
  const { now } = facts;
  if (facts.flowStatus === 'archived')
    return decision(endWith(e, 'flow-archived', now), e.stepId, 'ended:flow-archived');
  if (!step) return decision(endWith(e, 'step-removed', now), e.stepId, 'ended:step-removed');
  if (facts.wake === 'event') {
    if (step.type !== 'wait-for-event' || !awaitedNow(step, e, facts))
      return { none: 'not-waiting-for-event' };
    return decision(moveTo(e, enterBranch(steps, step.id, step.happened), now), step.id, 'event:happened');
  }
  if (e.dueAt && Date.parse(e.dueAt) > now.getTime()) return { none: 'not-due' };
  if (!facts.subscribed) return decision(endWith(e, 'unsubscribed', now), step.id, 'ended:unsubscribed');
  return runStep(steps, step, e, facts);
}

/**
 * An event wakes the enrollment only at the wait it was seen for (same seq: not a later wait, nor one that
 * timed out and moved on) and only if seen before the timeout; else the timer's branch stands.
 */
function awaitedNow(step: FlowStep, e: EnrollmentRecord, facts: StepFacts): boolean {
  const wait = e.waitEvent;
  if (step.type !== 'wait-for-event' || !wait || wait.stepId !== step.id) return false;
  const { awaited } = facts;
  return !awaited || (awaited.seq === e.seq && awaited.atMs < Date.parse(wait.timeoutAt));
}

function runStep(steps: FlowStep[], step: FlowStep, e: EnrollmentRecord, facts: StepFacts): StepDecision {
  const { now } = facts;
  const after = () => stepAfter(steps, step.id);
  switch (step.type) {
    case 'email':
      return emailStep(step, e, facts, after());
    case 'wait':
      return decision(moveTo(e, after(), waitUntil(step.wait, facts)), step.id, 'waited');
    case 'wait-for-event': {
      if (e.waitEvent?.stepId === step.id)
        return decision(
          moveTo(e, enterBranch(steps, step.id, step.timedOut), now),
          step.id,
          'event:timed-out',
        );
      const timeoutAt = iso(new Date(now.getTime() + step.timeoutMinutes * 60_000));
      const next = {
        ...e,
        seq: e.seq + 1,
        dueAt: timeoutAt,
        waitEvent: { stepId: step.id, eventName: step.eventName, timeoutAt },
      };
      return decision(next, step.id, 'waiting-for-event');
    }
    case 'condition': {
      const yes = facts.conditionHolds === true;
      return decision(
        moveTo(e, enterBranch(steps, step.id, yes ? step.yes : step.no), now),
        step.id,
        yes ? 'branch:yes' : 'branch:no',
      );
    }
    case 'update':
      return decision(moveTo(e, after(), now), step.id, 'tagged', {
        effects: [{ type: 'update-tag', action: step.action, tag: step.tag }],
      });
    case 'exit':
      return decision(endWith(e, 'exit-step', now), step.id, 'ended:exit-step');
  }
}

function emailStep(
  step: Extract<FlowStep, { type: 'email' }>,
  e: EnrollmentRecord,
  facts: StepFacts,
  after: string | null,
): StepDecision {
  const { now } = facts;
  if (!facts.filtersHold) return decision(endWith(e, 'filtered', now), step.id, 'skipped:filtered');
  const quietEnd = quietHoursEnd(now, facts.zone, facts.settings.quietHours);
  if (quietEnd) return decision(hold(e, quietEnd, 'quiet hours'), step.id, 'held:quiet hours');
  const recheck = new Date(now.getTime() + ALLOWANCE_RECHECK_MS);
  if (facts.sendingHeld) return decision(hold(e, recheck, 'sending paused'), step.id, 'held:sending paused');
  const hours = facts.settings.smartSendingHours;
  if (step.smartSending && smartSendingSkips(now.getTime(), facts.lastMailMs, hours))
    return decision(moveTo(e, after, now), step.id, 'skipped:smart-sending');
  if (!facts.allowanceLeft)
    return decision(
      hold(e, new Date(now.getTime() + ALLOWANCE_RECHECK_MS), 'monthly allowance'),
      step.id,
      'held:monthly allowance',
    );
  return decision(moveTo(e, after, now), step.id, 'sent', {
    effects: [{ type: 'send-email', stepId: step.id, projectId: step.projectId, subject: step.subject }],
    claims: { allowance: true, smartSending: step.smartSending && hours > 0 ? 'enforce' : 'note' },
  });
}

function waitUntil(wait: Extract<FlowStep, { type: 'wait' }>['wait'], facts: StepFacts): Date {
  const { now, zone } = facts;
  if (wait.kind === 'duration') return new Date(now.getTime() + wait.minutes * 60_000);
  if (wait.kind === 'time-of-day') return nextTimeOfDay(now, zone, wait.at);
  const mmdd = facts.dateOf?.(wait.field);
  return mmdd ? nextYearlyDate(now, zone, mmdd, wait.offsetDays, wait.at) : now;
}
