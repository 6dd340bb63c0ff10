/**
 * The window arithmetic of the kept sums of finished UTC days (lambdas/domain/analytics/windows.ts):
 * where a window starts, that every local range in any zone starts inside it, and how a report's UTC
 * days are made from it.
 */
import { describe, expect, it } from 'vitest';
import { lastFinishedDay } from '../../../lambdas/domain/analytics/day-sums';
import { lastLocalDays, localDayStart } from '../../../lambdas/domain/analytics/local-days';
import {
  addCounters,
  addDays,
  type Sums,
  sumOfDays,
  windowDays,
  windowPlan,
  windowStart,
} from '../../../lambdas/domain/analytics/windows';

const ZONES = [
  'Etc/GMT+12', // UTC-12, the furthest behind
  'Pacific/Pago_Pago',
  'America/Los_Angeles',
  'America/St_Johns', // -3:30 / -2:30
  'UTC',
  'Europe/Berlin',
  'Asia/Kolkata', // +5:30
  'Asia/Kathmandu', // +5:45
  'Australia/Eucla', // +8:45
  'Pacific/Chatham', // +12:45 / +13:45
  'Pacific/Tongatapu', // +13
  'Pacific/Kiritimati', // +14, the furthest ahead
];

describe('window sums of finished UTC days', () => {
  it('a window of R days ends on the last finished day and starts R - 2 days before it', () => {
    expect(windowStart(7, '2026-03-18')).toBe('2026-03-13');
    expect(windowDays(30, '2026-03-18')).toEqual(['2026-02-18', '2026-03-18']);
    expect(windowDays(90, '2026-03-01')).toEqual(['2025-12-03', '2026-03-01']);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('covers the first UTC day of every 7/30/90-day local range, in any zone and at any hour, tightly', () => {
    const slacks = new Set<number>();
    // Every 15 minutes of two days each side of a daylight-saving change (Europe's, Chatham's).
    for (const base of ['2026-03-28T00:00:00Z', '2026-04-04T00:00:00Z']) {
      for (let q = 0; q < 2 * 96; q++) {
        const now = new Date(Date.parse(base) + q * 15 * 60 * 1000);
        const finished = lastFinishedDay(now);
        for (const range of [7, 30, 90])
          for (const tz of ZONES) {
            const first = lastLocalDays(now, tz, range)[0] as string;
            const utcFrom = localDayStart(first, tz).toISOString().slice(0, 10);
            const start = windowStart(range, finished);
            expect(utcFrom >= start, `${tz} ${range}d at ${now.toISOString()}`).toBe(true);
            slacks.add((Date.parse(utcFrom) - Date.parse(start)) / 86_400_000);
          }
      }
    }
    // Some range starts on the window's first day (it is no longer than it must be), none more than a
    // day after it: a report subtracts at most one finished day.
    expect([...slacks].sort()).toEqual([0, 1]);
  });

  it('a plan: the window, less the finished days before `from` and after `to`, plus the days after it', () => {
    const finished = '2026-03-18';
    expect(windowPlan(['2026-03-13', '2026-03-20'], 7, finished)).toEqual({
      window: ['2026-03-13', '2026-03-18'],
      subtract: [],
      add: ['2026-03-19', '2026-03-20'],
    });
    expect(windowPlan(['2026-03-15', '2026-03-19'], 7, finished)).toEqual({
      window: ['2026-03-13', '2026-03-18'],
      subtract: [['2026-03-13', '2026-03-14']],
      add: ['2026-03-19', '2026-03-19'],
    });
    // A site whose traffic stopped days ago: the days after its last are subtracted (none hold anything).
    expect(windowPlan(['2026-02-20', '2026-03-01'], 30, finished)).toEqual({
      window: ['2026-02-18', '2026-03-18'],
      subtract: [
        ['2026-02-18', '2026-02-19'],
        ['2026-03-02', '2026-03-18'],
      ],
    });
  });

  it('no plan (read the days as they are) for a day range, a start before the window, or no finished day', () => {
    expect(windowPlan(['2026-03-18', '2026-03-20'], 1, '2026-03-18')).toBeUndefined();
    expect(windowPlan(['2026-03-12', '2026-03-20'], 7, '2026-03-18')).toBeUndefined();
    expect(windowPlan(['2026-03-19', '2026-03-20'], 7, '2026-03-18')).toBeUndefined();
  });

  it('adds and subtracts counters, dropping those that reach zero, decimals without rounding error', () => {
    const sums: Sums = new Map();
    addCounters(
      { pk: 'STATS#s', sk: 'DAY#2026-03-13', 'p:/': 2, 'p:/a': 1, 'v:Buy:EUR': 0.1, expiresAt: 9 },
      sums,
    );
    addCounters({ 'p:/': 3, 'v:Buy:EUR': 0.2 }, sums);
    expect(sums).toEqual(
      new Map([
        ['p:/', 5],
        ['p:/a', 1],
        ['v:Buy:EUR', 0.3],
      ]),
    );
    addCounters({ 'p:/': 2, 'p:/a': 1, 'v:Buy:EUR': 0.1 }, sums, -1);
    expect(sums).toEqual(
      new Map([
        ['p:/', 3],
        ['v:Buy:EUR', 0.2],
      ]),
    );
  });

  it('sums the items of some days only', () => {
    const items = ['2026-03-12', '2026-03-13', '2026-03-14'].map((day, i) => ({
      pk: 'STATS#s',
      sk: `DAY#${day}`,
      'p:/': i + 1,
    }));
    expect(sumOfDays(items, 'DAY#', ['2026-03-13', '2026-03-20'])).toEqual(new Map([['p:/', 5]]));
  });
});
