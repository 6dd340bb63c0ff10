import { describe, expect, it } from 'vitest';
import { DAY_INCRS, dayAxisValues, dayLabel, dayStamp } from '../../../web/features/analytics/day-axis';

/** Issue 29: the analytics chart's x axis read "12pm" / "12am"; it is labelled by day. */
describe('the daily chart axis', () => {
  const week = [
    '2026-11-23',
    '2026-11-24',
    '2026-11-25',
    '2026-11-26',
    '2026-11-27',
    '2026-11-28',
    '2026-11-29',
  ];

  it('puts each day at its midnight UTC, so ticks fall on days, not on noon', () => {
    expect(dayStamp('2026-11-23')).toBe(Date.UTC(2026, 10, 23) / 1000);
    expect(week.map(dayStamp).every((s) => s % 86_400 === 0)).toBe(true);
  });

  it('labels ticks with the day, never an hour', () => {
    const labels = dayAxisValues(null, week.map(dayStamp));
    expect(labels).toEqual(['Nov 23', 'Nov 24', 'Nov 25', 'Nov 26', 'Nov 27', 'Nov 28', 'Nov 29']);
    expect(labels.join(' ')).not.toMatch(/am|pm|:/i);
    expect(dayLabel(dayStamp('2026-12-31'))).toBe('Dec 31');
  });

  it('only offers tick spacings of whole days', () => {
    expect(DAY_INCRS[0]).toBe(86_400);
    expect(DAY_INCRS.every((incr) => incr % 86_400 === 0)).toBe(true);
  });
});
