/**
 * The sum of a site's finished UTC days (lambdas/domain/analytics/day-sums.ts) against DynamoDB Local:
 * the first report adds the day items up and keeps the sum; later ones read the sum and only the days
 * not finished yet; a late event (lateEvents) makes a new sum.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { daySums, isLate, lastFinishedDay } from '../../../lambdas/domain/analytics/day-sums';
import { counterItems } from '../../../lambdas/domain/analytics/report';
import type { Store } from '../../../lambdas/ports/store';
import { keys } from '../../../lambdas/table';
import { dynamo, store } from '../tracking/support';

afterAll(() => dynamo.destroy());

const now = new Date('2026-03-20T12:00:00Z');
const day = (n: number) => `2026-03-${String(n).padStart(2, '0')}`;

/** The real store, with its calls counted by kind. */
function counting(real: Store) {
  const calls: string[] = [];
  const wrapped = new Proxy(real, {
    get: (target, name, receiver) => {
      const value = Reflect.get(target, name, receiver) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        calls.push(String(name));
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { store: wrapped, calls };
}

describe('sums of finished days', () => {
  it('finished means before yesterday (UTC): later events only come with a stream backlog or a test', () => {
    expect(lastFinishedDay(now)).toBe(day(18));
    expect(isLate('2026-03-18T23:59:59.000Z', now)).toBe(true);
    expect(isLate('2026-03-19T00:00:00.000Z', now)).toBe(false);
  });

  it('are kept after the first report, read instead of the days, and made again after a late event', async () => {
    const setupId = randomUUID();
    for (let d = 1; d <= 20; d++)
      await store.put({ ...keys.analyticsDay(setupId, day(d)), 'p:/': d, [`p:/day-${d}`]: 1, expiresAt: 1 });
    const expected = new Map([
      ['p:/', 210],
      ...Array.from({ length: 20 }, (_, i) => [`p:/day-${i + 1}`, 1] as const),
    ]);
    const range: [string, string] = [day(1), day(20)];

    const first = counting(store);
    expect(await daySums({ store: first.store, dayItems: counterItems }, setupId, range, now, 0)).toEqual(
      expected,
    );
    expect(await store.get(keys.analyticsDaySums(setupId, day(1), day(18), 0))).toMatchObject({ 'p:/': 171 });

    // A finished day changed behind the sum's back: the kept sum is what is read (one get, two day items).
    await store.put({ ...keys.analyticsDay(setupId, day(5)), 'p:/': 105, 'p:/day-5': 1 });
    const second = counting(store);
    expect(await daySums({ store: second.store, dayItems: counterItems }, setupId, range, now, 0)).toEqual(
      expected,
    );
    expect(second.calls.filter((c) => c === 'put')).toEqual([]);
    // With the aggregator's count of late events raised, a new sum has the change.
    const third = await daySums({ store, dayItems: counterItems }, setupId, range, now, 1);
    expect(third.get('p:/')).toBe(310);
  });

  it('a range of days not finished yet is read as it is', async () => {
    const setupId = randomUUID();
    await store.put({ ...keys.analyticsDay(setupId, day(19)), 'p:/': 2 });
    await store.put({ ...keys.analyticsDay(setupId, day(20)), 'p:/': 3 });
    const run = counting(store);
    expect(
      await daySums({ store: run.store, dayItems: counterItems }, setupId, [day(19), day(20)], now, 0),
    ).toEqual(new Map([['p:/', 5]]));
    expect(run.calls).not.toContain('put');
  });
});
