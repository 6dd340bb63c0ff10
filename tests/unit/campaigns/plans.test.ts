import { describe, expect, it } from 'vitest';
import { reserveSends } from '../../../lambdas/domain/items/monthly-sends';
import { monthlySendLimits, monthlySendLine } from '../../../shared/plans';

describe('monthly send allowance', () => {
  it.each([
    ['free', 1_000, '1,000 emails a month'],
    ['pro', 50_000, '50,000 emails a month'],
    ['premium', 500_000, '500,000 emails a month'],
  ] as const)('%s allows %i mails a month, shown as "%s"', (tier, limit, line) => {
    expect(monthlySendLimits[tier]).toBe(limit);
    expect(monthlySendLine(tier)).toBe(line);
  });

  it('reserves on the month counter with the condition that n more still fit', () => {
    expect(reserveSends('u1', '2026-11', 300, 1000)).toEqual({
      kind: 'update',
      key: { pk: 'USER#u1', sk: 'SENDS#2026-11' },
      set: { month: '2026-11' },
      add: { sent: 300 },
      condition: { attribute: 'sent', lessThan: 701 },
    });
  });
});
