import { describe, expect, it } from 'vitest';
import { seatLimits } from '../../../shared/contracts/teams';
import { plans, seatLine } from '../../../shared/plans';

describe('the plan cards say the seats (issue 34)', () => {
  it.each([
    ['free', '1 seat: just you'],
    ['pro', '3 seats: you and 2 team members'],
    ['premium', '10 seats: you and 9 team members'],
  ] as const)('%s: %s', (tier, line) => {
    expect(seatLine(tier)).toBe(line);
  });

  it("the paid plans' team feature counts the seats the database enforces", () => {
    for (const plan of plans.filter((p) => p.tier !== 'free'))
      expect(plan.features).toContain(`Team collaboration (${seatLimits[plan.tier]} seats)`);
  });
});
