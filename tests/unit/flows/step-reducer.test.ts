import { describe, expect, it } from 'vitest';
import { decideStep, type StepFacts } from '../../../lambdas/domain/flows/step-reducer';
import type { EnrollmentRecord } from '../../../lambdas/domain/items/flow-enrollment';
import { flowSettingsSchema, type FlowStep } from '../../../shared/contracts/flows';

const steps: FlowStep[] = [
  { id: 'e1', type: 'email', projectId: 'p1', subject: 'Welcome', smartSending: true },
  { id: 'w1', type: 'wait', wait: { kind: 'duration', minutes: 2 * 24 * 60 } },
  {
    id: 'c1',
    type: 'condition',
    condition: { type: 'tag', tag: 'vip', has: true },
    yes: [{ id: 't1', type: 'update', action: 'add-tag', tag: 'welcomed' }],
    no: [],
  },
  {
    id: 'we',
    type: 'wait-for-event',
    eventName: 'Placed Order',
    filters: [],
    timeoutMinutes: 60,
    happened: [{ id: 'x1', type: 'exit' }],
    timedOut: [{ id: 'w2', type: 'wait', wait: { kind: 'time-of-day', at: '09:00' } }],
  },
  { id: 'e2', type: 'email', projectId: 'p2', subject: 'Still here', smartSending: false },
];

const NOW = new Date('2026-11-30T12:00:00.000Z'); // noon UTC, a Monday
const at = (stepId: string | null, extra: Partial<EnrollmentRecord> = {}): EnrollmentRecord => ({
  accountId: 'a',
  flowId: 'f',
  enrollmentId: 'c#1',
  contactId: 'c',
  version: 1,
  enteredAt: '2026-11-30T11:00:00.000Z',
  stepId,
  seq: 3,
  dueAt: NOW.toISOString(),
  ...extra,
});
const facts = (extra: Partial<StepFacts> = {}): StepFacts => ({
  now: NOW,
  wake: 'due',
  flowStatus: 'live',
  subscribed: true,
  zone: 'UTC',
  settings: flowSettingsSchema.parse({}),
  allowanceLeft: true,
  filtersHold: true,
  ...extra,
});

const waitingAtWe = at('we', {
  dueAt: '2026-11-30T13:00:00.000Z',
  waitEvent: { stepId: 'we', eventName: 'Placed Order', timeoutAt: '2026-11-30T13:00:00.000Z' },
});

describe('decideStep: the step executor as a reducer (issue 32)', () => {
  it.each([
    ['an email is sent and the next step is due at once', at('e1'), facts(), 'sent', 'w1', NOW.toISOString()],
    ['a wait moves on after its duration', at('w1'), facts(), 'waited', 'c1', '2026-12-02T12:00:00.000Z'],
    [
      'a condition that holds enters its yes branch',
      at('c1'),
      facts({ conditionHolds: true }),
      'branch:yes',
      't1',
      undefined,
    ],
    [
      'an empty no branch goes on after the condition',
      at('c1'),
      facts({ conditionHolds: false }),
      'branch:no',
      'we',
      undefined,
    ],
    ['a tag update goes on up the tree', at('t1'), facts(), 'tagged', 'we', undefined],
    [
      'a wait for an event starts waiting until its timeout',
      at('we'),
      facts(),
      'waiting-for-event',
      'we',
      '2026-11-30T13:00:00.000Z',
    ],
    [
      'a wait for an event that times out takes the timed-out branch',
      at('we', { waitEvent: { stepId: 'we', eventName: 'Placed Order', timeoutAt: NOW.toISOString() } }),
      facts(),
      'event:timed-out',
      'w2',
      undefined,
    ],
    [
      'the awaited event takes the happened branch',
      at('we', {
        dueAt: '2026-11-30T13:00:00.000Z',
        waitEvent: { stepId: 'we', eventName: 'Placed Order', timeoutAt: '2026-11-30T13:00:00.000Z' },
      }),
      facts({ wake: 'event', awaited: { seq: 3, atMs: NOW.getTime() } }),
      'event:happened',
      'x1',
      undefined,
    ],
    [
      'a time-of-day wait waits for 09:00 tomorrow in the zone',
      at('w2'),
      facts({ zone: 'Europe/Paris' }),
      'waited',
      'e2',
      '2026-12-01T08:00:00.000Z',
    ],
    ['an exit step ends the enrollment', at('x1'), facts(), 'ended:exit-step', null, undefined],
    ['the last email completes the flow', at('e2'), facts(), 'sent', null, undefined],
    [
      'smart sending skips a second email within 16 hours, counted',
      at('e1'),
      facts({ lastMailMs: NOW.getTime() - 15 * 3_600_000 }),
      'skipped:smart-sending',
      'w1',
      undefined,
    ],
    [
      'a step that opts out of smart sending still sends',
      at('e2'),
      facts({ lastMailMs: NOW.getTime() - 3_600_000 }),
      'sent',
      null,
      undefined,
    ],
    [
      'filters that no longer hold skip the email and end the enrollment',
      at('e1'),
      facts({ filtersHold: false }),
      'skipped:filtered',
      null,
      undefined,
    ],
    [
      'an unsubscribed contact leaves at once',
      at('w1'),
      facts({ subscribed: false }),
      'ended:unsubscribed',
      null,
      undefined,
    ],
    [
      'a used-up allowance holds the email (rechecked in an hour)',
      at('e1'),
      facts({ allowanceLeft: false }),
      'held:monthly allowance',
      'e1',
      '2026-11-30T13:00:00.000Z',
    ],
    [
      'quiet hours hold until 08:00 in New York',
      at('e1'),
      facts({ zone: 'America/New_York', now: new Date('2026-12-01T03:00:00.000Z') }),
      'held:quiet hours',
      'e1',
      '2026-12-01T13:00:00.000Z',
    ],
    [
      'quiet hours hold until 08:00 in Tokyo',
      at('e1'),
      facts({ zone: 'Asia/Tokyo', now: new Date('2026-11-30T13:30:00.000Z') }),
      'held:quiet hours',
      'e1',
      '2026-11-30T23:00:00.000Z',
    ],
    [
      'an archived flow ends its enrollments',
      at('w1'),
      facts({ flowStatus: 'archived' }),
      'ended:flow-archived',
      null,
      undefined,
    ],
    ['a removed step ends the enrollment', at('gone'), facts(), 'ended:step-removed', null, undefined],
  ])('%s', (_name, enrollment, f, outcome, nextStep, dueAt) => {
    const result = decideStep(steps, enrollment, f);
    if ('none' in result) throw new Error(`no step: ${result.none}`);
    expect(result.outcome).toBe(outcome);
    expect(result.next.stepId).toBe(nextStep);
    expect(result.next.seq).toBe(enrollment.seq + 1);
    if (dueAt) expect(result.next.dueAt).toBe(dueAt);
    if (nextStep === null) expect(result.next.dueAt).toBeUndefined();
  });

  it('sends only with the claims of the allowance and smart sending', () => {
    const sent = decideStep(steps, at('e1'), facts());
    expect(sent).toMatchObject({ claims: { allowance: true, smartSending: 'enforce' } });
    expect(sent).toMatchObject({ effects: [{ type: 'send-email', projectId: 'p1' }] });
    expect(decideStep(steps, at('e2'), facts())).toMatchObject({ claims: { smartSending: 'note' } });
    expect(decideStep(steps, at('e1'), facts({ allowanceLeft: false }))).toMatchObject({ effects: [] });
  });

  it.each([
    ['a paused flow runs nothing', at('e1'), facts({ flowStatus: 'paused' }), 'paused'],
    ['an ended enrollment runs nothing', at(null, { endedBy: 'completed' }), facts(), 'ended'],
    ['a step not due yet waits', at('e1', { dueAt: '2026-11-30T12:01:00.000Z' }), facts(), 'not-due'],
    [
      'an event while not waiting for one does nothing',
      at('w1'),
      facts({ wake: 'event' }),
      'not-waiting-for-event',
    ],
    [
      'an event seen for an earlier wait (another seq) does nothing',
      waitingAtWe,
      facts({ wake: 'event', awaited: { seq: 2, atMs: NOW.getTime() } }),
      'not-waiting-for-event',
    ],
    [
      'an event seen at the timeout leaves the timer its branch',
      waitingAtWe,
      facts({ wake: 'event', awaited: { seq: 3, atMs: Date.parse('2026-11-30T13:00:00.000Z') } }),
      'not-waiting-for-event',
    ],
  ])('%s', (_name, enrollment, f, none) => {
    expect(decideStep(steps, enrollment, f)).toEqual({ none });
  });
});
