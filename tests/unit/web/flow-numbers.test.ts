/** Issue 32: a flow's and a step's numbers in words, durations split into the editor's amount and unit. */
import { describe, expect, it } from 'vitest';
import {
  durationText,
  flowStatsRows,
  reasonsText,
  revenueText,
  splitMinutes,
  stepStatsText,
  toMinutes,
} from '../../../web/features/automations/flow-numbers';
import { groupByStatus } from '../../../web/features/automations/flow-groups';
import { detail } from './flow-fixtures';

describe('flow numbers', () => {
  it('shows the card numbers in order, exits by reason', () => {
    expect(flowStatsRows(detail().stats)).toEqual([
      ['In the flow now', '12'],
      ['Entered', '1,234'],
      ['Completed', '1,000'],
      ['Exited (4)', '3 by an exit event, 1 unsubscribed'],
      ['Emails sent', '2,500'],
      ['Clicks', '310'],
      ['Conversions', '42'],
      ['Revenue', '1,234.56'],
    ]);
  });

  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [100000000, '1,000,000.00'],
  ])('revenue %i minor units reads %s', (minor, text) => expect(revenueText(minor)).toBe(text));

  it('names unknown reasons as they come, drops zeros, says none when empty', () => {
    expect(reasonsText({ 'new-reason': 2, unsubscribed: 0 }, {})).toBe('2 new-reason');
    expect(reasonsText({}, {})).toBe('none');
  });

  it('gives a step its numbers: waiting always; sent and clicks for emails; skipped and held by reason', () => {
    const stats = {
      waiting: 2,
      sent: 40,
      clicks: 5,
      skipped: { 'smart-sending': 3 },
      held: { 'monthly allowance': 1 },
    };
    expect(stepStatsText(stats, true)).toBe(
      '2 waiting · 40 sent · 5 clicks · skipped: 3 smart sending · held: 1 monthly allowance',
    );
    expect(stepStatsText({ ...stats, skipped: {}, held: {} }, false)).toBe('2 waiting');
    expect(stepStatsText(undefined, true)).toBe('No one yet');
  });

  it.each([
    [1, { amount: 1, unit: 'minutes' }, '1 minute'],
    [90, { amount: 90, unit: 'minutes' }, '90 minutes'],
    [240, { amount: 4, unit: 'hours' }, '4 hours'],
    [1440, { amount: 1, unit: 'days' }, '1 day'],
    [129600, { amount: 90, unit: 'days' }, '90 days'],
  ] as const)('%i minutes is %o, "%s"', (minutes, split, text) => {
    expect(splitMinutes(minutes)).toEqual(split);
    expect(toMinutes(split.amount, split.unit)).toBe(minutes);
    expect(durationText(minutes)).toBe(text);
  });

  it('groups flows draft, live, paused, archived, leaving out empty groups', () => {
    const flows = [
      detail({ flowId: '1', status: 'paused' }),
      detail({ flowId: '2', status: 'draft' }),
      detail({ flowId: '3', status: 'paused' }),
    ];
    expect(groupByStatus(flows).map(([status, list]) => [status, list.map((f) => f.flowId)])).toEqual([
      ['draft', ['2']],
      ['paused', ['1', '3']],
    ]);
  });
});
