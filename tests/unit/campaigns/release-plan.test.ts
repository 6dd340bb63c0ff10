import { describe, expect, it } from 'vitest';
import { releasePlan } from '../../../lambdas/domain/campaigns/send/settle-reservation';

describe('which months a settled reservation goes back to', () => {
  const months = { '2026-10': { reserved: 500, released: 0 }, '2026-11': { reserved: 20, released: 0 } };

  it('gives back to the latest month first, never more than it holds', () => {
    expect(releasePlan(months, '2026-11', 520)).toEqual([
      ['2026-11', 20],
      ['2026-10', 500],
    ]);
    expect(releasePlan(months, '2026-11', 30)).toEqual([
      ['2026-11', 20],
      ['2026-10', 10],
    ]);
    expect(releasePlan({ ...months, '2026-11': { reserved: 20, released: 20 } }, '2026-11', 7)).toEqual([
      ['2026-10', 7],
    ]);
  });

  it('takes mails counted after a cancel back in the latest month, and sends what no month recorded there', () => {
    expect(releasePlan(months, '2026-11', -3)).toEqual([['2026-11', -3]]);
    expect(releasePlan({}, '2026-11', 40)).toEqual([['2026-11', 40]]);
    expect(releasePlan({ '2026-11': { reserved: 10, released: 0 } }, '2026-11', 40)).toEqual([
      ['2026-11', 40],
    ]);
  });
});
