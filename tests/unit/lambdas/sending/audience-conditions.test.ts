import { describe, expect, it } from 'vitest';
import { audienceSchema, type FieldCondition } from '../../../../shared/contracts/campaigns';
import {
  daysUntilAnniversary,
  inAudience,
  meetsCondition,
} from '../../../../lambdas/domain/campaigns/send/audience';

const fields = { city: 'Lyon', plan: 3, birthday: '1990-03-25', leap: '1992-02-29' };
const today = '2026-03-20';

describe('audience conditions on custom fields', () => {
  const table: [string, FieldCondition, boolean][] = [
    ['text equals, case aside', { field: 'city', op: 'equals', value: ' lyon ' }, true],
    ['text differs', { field: 'city', op: 'equals', value: 'Paris' }, false],
    ['number greater', { field: 'plan', op: 'gt', value: 2 }, true],
    ['number not greater', { field: 'plan', op: 'gt', value: 3 }, false],
    ['number less', { field: 'plan', op: 'lt', value: 4 }, true],
    ['text is no number', { field: 'city', op: 'gt', value: 0 }, false],
    ['birthday within 5 days', { field: 'birthday', op: 'next_days', days: 5 }, true],
    ['birthday not within 4 days', { field: 'birthday', op: 'next_days', days: 4 }, false],
    ['birthday on 25 March', { field: 'birthday', op: 'month_day', month: 3, day: 25 }, true],
    ['birthday not on 26 March', { field: 'birthday', op: 'month_day', month: 3, day: 26 }, false],
    ['missing field', { field: 'shoe', op: 'equals', value: '' }, false],
  ];
  it.each(table)('%s', (_, condition, expected) =>
    expect(meetsCondition(fields, condition, today)).toBe(expected),
  );

  it('counts anniversaries across the new year and 29 February', () => {
    expect(daysUntilAnniversary('1990-01-02', '2026-12-31')).toBe(2);
    expect(daysUntilAnniversary('1990-03-20', '2026-03-20')).toBe(0);
    expect(daysUntilAnniversary('1992-02-29', '2026-02-28')).toBe(1);
  });

  it('an audience needs its tags and every condition', () => {
    const audience = audienceSchema.parse({
      kind: 'tags',
      match: 'any',
      tags: ['vip'],
      conditions: [{ field: 'city', op: 'equals', value: 'Lyon' }],
    });
    expect(inAudience({ tags: ['vip'], fields }, audience, today)).toBe(true);
    expect(inAudience({ tags: [], fields }, audience, today)).toBe(false);
    expect(inAudience({ tags: ['vip'], fields: { city: 'Paris' } }, audience, today)).toBe(false);
    const all = audienceSchema.parse({ kind: 'all', conditions: [{ field: 'plan', op: 'lt', value: 1 }] });
    expect(inAudience({ fields }, all, today)).toBe(false);
  });

  it('refuses a malformed condition', () => {
    expect(
      audienceSchema.safeParse({ kind: 'all', conditions: [{ field: 'plan', op: 'gt', value: 'x' }] })
        .success,
    ).toBe(false);
  });
});
