import { describe, expect, it } from 'vitest';
import { batchMessages, STEPS_PER_MESSAGE } from '../../../lambdas/domain/flows/sweep';

const ref = (accountId: string, i: number) => ({
  accountId,
  flowId: 'f',
  enrollmentId: `e${i}`,
  seq: 0,
  dueAt: '2026-11-29T10:00:00.000Z',
});

describe('the sweep hands due steps over in batches of one account (issue 32, the burst budget)', () => {
  it('groups by account, at most STEPS_PER_MESSAGE a message, each step once', () => {
    const due = [
      ...Array.from({ length: 60 }, (_, i) => ref('a', i)),
      ...Array.from({ length: 3 }, (_, i) => ref('b', i)),
    ].sort((x, y) => x.enrollmentId.localeCompare(y.enrollmentId));
    const messages = batchMessages(due);
    expect(messages.map((m) => [m.accountId, m.steps.length])).toEqual([
      ['a', STEPS_PER_MESSAGE],
      ['a', STEPS_PER_MESSAGE],
      ['a', 60 - 2 * STEPS_PER_MESSAGE],
      ['b', 3],
    ]);
    const handed = messages.flatMap((m) => m.steps.map((s) => `${m.accountId}/${s.enrollmentId}`));
    expect(new Set(handed).size).toBe(63);
    expect(batchMessages([])).toEqual([]);
  });
});
