import { describe, expect, it } from 'vitest';
import { planLineParts } from '../../../web/features/projects/plan-line';

describe('the dashboard line: who is signed in, where, and the plan', () => {
  const base = { username: 'ann', email: 'bob@example.com', tier: 'free', projectCount: 1 } as const;

  it('names the person by their address in their own account too (the member sees theirs)', () => {
    expect(planLineParts({ ...base, account: undefined })).toEqual({
      who: 'Signed in as bob@example.com.',
      plan: 'Plan: Free · 1 of 1 projects',
    });
  });

  it("in another's account names the person signed in, never the owner's username, and their role", () => {
    const line = planLineParts({ ...base, account: { name: "Ann's Candles", role: 'editor' } });
    expect(line.who).toBe("Signed in as bob@example.com. Working in Ann's Candles as an editor.");
    expect(line.who).not.toContain('ann.');
  });

  it('ends the plan without a separator (Change plan adds its own, only for a role that may pay)', () => {
    const { plan } = planLineParts({ ...base, tier: 'premium', projectCount: 12, account: undefined });
    expect(plan).toBe('Plan: Premium · 12 of unlimited projects');
    expect(plan.trim().endsWith('·')).toBe(false);
  });

  it('falls back to the username without an address, and says nothing of who without either', () => {
    expect(planLineParts({ ...base, email: undefined, account: undefined }).who).toBe('Signed in as ann.');
    expect(planLineParts({ ...base, email: undefined, username: '', account: undefined }).who).toBe('');
  });
});
