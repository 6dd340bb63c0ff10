import { describe, expect, it } from 'vitest';
import { statsDelta } from '../../../lambdas/domain/flows/stats-delta';
import type { EnrollmentRecord } from '../../../lambdas/domain/items/flow-enrollment';
import { flowStatsOf, stepStatsOf, versionsOf } from '../../../lambdas/domain/items/flow-stats';

const at = '2026-11-29T10:00:00.000Z';
const e = (over: Partial<EnrollmentRecord> = {}): EnrollmentRecord => ({
  accountId: 'a',
  flowId: 'f',
  enrollmentId: 'c#1',
  contactId: 'c',
  version: 1,
  enteredAt: at,
  stepId: 's1',
  seq: 0,
  dueAt: at,
  ...over,
});
const ended = (endedBy: string) => e({ stepId: null, endedBy, endedAt: at, seq: 1, dueAt: undefined });

describe('statsDelta: the counters one enrollment write changes', () => {
  it.each([
    ['a new enrollment', null, e(), undefined, { entered: 1, inFlow: 1, 'v:1': 1, 'step:s1:waiting': 1 }],
    ['a new enrollment of an empty flow', null, ended('completed'), undefined, { entered: 1, completed: 1 }],
    [
      'an email sent, moving on',
      e(),
      e({ stepId: 's2', seq: 1 }),
      { stepId: 's1', outcome: 'sent' },
      {
        inFlow: 0,
        'v:1': 0,
        'step:s1:waiting': -1,
        'step:s2:waiting': 1,
        emailsSent: 1,
        'step:s1:sent': 1,
      },
    ],
    [
      'an email held for quiet hours (stays at its step)',
      e(),
      e({ seq: 1, held: 'quiet hours' }),
      { stepId: 's1', outcome: 'held:quiet hours' },
      { inFlow: 0, 'v:1': 0, 'step:s1:waiting': 0, 'step:s1:held:quiet hours': 1 },
    ],
    [
      'skipped by the filters, leaving',
      e(),
      ended('filtered'),
      { stepId: 's1', outcome: 'skipped:filtered' },
      {
        inFlow: -1,
        'v:1': -1,
        'step:s1:waiting': -1,
        'exited:filtered': 1,
        'step:s1:skipped:filtered': 1,
      },
    ],
    [
      'the last step done',
      e(),
      ended('completed'),
      { stepId: 's1', outcome: 'tagged' },
      { inFlow: -1, 'v:1': -1, 'step:s1:waiting': -1, completed: 1 },
    ],
    [
      'moved onto the new version',
      e(),
      e({ version: 2, stepId: 's9', seq: 1 }),
      undefined,
      { inFlow: 0, 'v:1': -1, 'v:2': 1, 'step:s1:waiting': -1, 'step:s9:waiting': 1 },
    ],
    ['an ended enrollment written again', ended('exit-step'), ended('exit-step'), undefined, {}],
  ] as const)('%s', (_name, before, after, outcome, expected) => {
    expect(statsDelta(before, after, outcome)).toEqual(expected);
  });

  it('reads the counters back as the contract says', () => {
    const c = {
      entered: 3,
      inFlow: 1,
      completed: 1,
      'exited:exit-event': 1,
      emailsSent: 2,
      'v:1': 0,
      'v:2': 1,
      'step:s1:sent': 2,
      'step:s1:skipped:smart-sending': 1,
      'step:s2:waiting': 1,
    };
    expect(flowStatsOf(c)).toMatchObject({
      entered: 3,
      inFlow: 1,
      exited: { 'exit-event': 1 },
      emailsSent: 2,
    });
    expect(stepStatsOf(c, 's1')).toEqual({
      waiting: 0,
      sent: 2,
      skipped: { 'smart-sending': 1 },
      held: {},
      clicks: 0,
    });
    expect(versionsOf(c)).toEqual([{ version: 2, inFlow: 1 }]);
  });
});
