import { describe, expect, it } from 'vitest';
import { generateTrackingId, randomBase62 } from '../../../lambdas/domain/tracking/tracking-id';
import { BASE62, isTrackingId, TRACKING_ID_RANDOM_LENGTH } from '../../../shared/tracking/event';

describe('tracking ids', () => {
  it("look like 'jm_' + 22 base62 characters", () => {
    for (let i = 0; i < 1000; i++) {
      const id = generateTrackingId();
      expect(id).toMatch(/^jm_[0-9A-Za-z]{22}$/);
      expect(isTrackingId(id)).toBe(true);
    }
  });

  it('carry at least 128 bits of randomness', () => {
    expect(TRACKING_ID_RANDOM_LENGTH * Math.log2(BASE62.length)).toBeGreaterThan(128);
  });

  it('do not repeat', () => {
    const ids = new Set(Array.from({ length: 20_000 }, generateTrackingId));
    expect(ids.size).toBe(20_000);
  });

  it('use every base62 character about equally (no modulo bias)', () => {
    const sample = randomBase62(62 * 4000);
    const counts = new Map<string, number>();
    for (const ch of sample) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    expect(counts.size).toBe(62);
    // Chi-square with 61 degrees of freedom: the 99.9999th percentile is about 130 (flakes once in a million).
    const expected = 4000;
    const chi = [...counts.values()].reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(130);
  });
});
