import { describe, expect, it } from 'vitest';
import { planLineParts } from '../../../web/features/projects/plan-line';

describe('the dashboard line: who is signed in, where, and the plan', () => {
  const base = { username: 'ann', email: 'bob@example.com', tier: 'free', projectCount: 1 } as const;

  it('names the own account by its username', () => {
    expect(planLineParts({ ...base, account: undefined })).toEqual({
      who: 'Signed in as ann.',
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

  it('says nothing of who when the username is not known yet', () => {
    expect(planLineParts({ ...base, username: '', account: undefined }).who).toBe('');
  });
});
