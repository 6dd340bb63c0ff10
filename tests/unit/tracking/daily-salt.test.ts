import { describe, expect, it } from 'vitest';
import { cachedDailySalt, dailySalt } from '../../../lambdas/domain/tracking/visitor-hash';
import { MemoryStore } from './memory-store';

/**
 * The day's visitor salt is held by the instance for its UTC day only: the warm path compares the
 * instant with the day's bounds, so the last millisecond of a day and the first of the next must differ.
 */
describe('the daily visitor salt held by a warm instance', () => {
  it('is the same all day, through its last millisecond, and never the next day', async () => {
    const store = new MemoryStore();
    const at = (iso: string) => ({ store, clock: { now: () => new Date(iso) } });
    const morning = await dailySalt(at('2031-03-04T00:00:00.000Z'));
    expect(morning.day).toBe('2031-03-04');
    expect(cachedDailySalt(new Date('2031-03-04T23:59:59.999Z'))).toBe(morning);
    expect(cachedDailySalt(new Date('2031-03-05T00:00:00.000Z'))).toBeUndefined();
    expect(cachedDailySalt(new Date('2031-03-03T23:59:59.999Z'))).toBeUndefined();

    const next = await dailySalt(at('2031-03-05T00:00:00.000Z'));
    expect(next.day).toBe('2031-03-05');
    expect(next.salt).not.toBe(morning.salt);
    expect(cachedDailySalt(new Date('2031-03-04T12:00:00.000Z'))).toBeUndefined();
    // Back to a day already stored: the table's salt of that day, not a new one.
    expect((await dailySalt(at('2031-03-04T18:00:00.000Z'))).salt).toBe(morning.salt);
  });
});
