import { describe, expect, it } from 'vitest';
import { decideTestSend, limitMessage } from '../../../../lambdas/domain/editor/test-send-limit';
import { versionName } from '../../../../lambdas/domain/editor/version-name';

const HOUR = 3_600_000;
const now = Date.parse('2026-11-22T20:00:00.000Z');

describe('decideTestSend: 10 in any hour, 50 in any day', () => {
  it('allows a first send and records it', () => {
    expect(decideTestSend([], now)).toEqual({ allowed: true, times: [now], retryAfterSeconds: 0 });
  });

  it('refuses the 11th within an hour until the oldest of the last 10 is an hour old', () => {
    const times = Array.from({ length: 10 }, (_, i) => now - 30 * 60_000 + i * 1000);
    const d = decideTestSend(times, now);
    expect(d.allowed).toBe(false);
    expect(d.retryAfterSeconds).toBe(30 * 60);
    expect(decideTestSend(times, now + 30 * 60_000 + 1).allowed).toBe(true);
  });

  it('refuses the 51st within a day, and forgets sends older than a day', () => {
    const times = Array.from({ length: 50 }, (_, i) => now - 23 * HOUR + i * 60_000);
    const d = decideTestSend(times, now);
    expect(d).toMatchObject({ allowed: false, retryAfterSeconds: 3600 });
    const later = decideTestSend(times, now + HOUR + 1);
    expect(later.allowed).toBe(true);
    expect(later.times).toHaveLength(50); // the oldest dropped, the new one added
  });

  it('ignores times in the future (clock skew) and never answers a Retry-After under 1 s', () => {
    expect(decideTestSend([now + HOUR], now).allowed).toBe(true);
    const times = Array.from({ length: 10 }, () => now - HOUR + 1);
    expect(decideTestSend(times, now).retryAfterSeconds).toBe(1);
  });

  it('says how long to wait in plain words', () => {
    expect(limitMessage(30)).toMatch(/try again in 1 minute\.$/);
    expect(limitMessage(1800)).toMatch(/try again in 30 minutes\.$/);
    expect(limitMessage(5 * 3600)).toMatch(/try again in 5 hours\.$/);
  });
});

describe('versionName (docs/product.md › Saving and versions)', () => {
  const at = new Date('2026-11-22T19:05:42.000Z');
  it("uses the browser's local date-time text", () => {
    expect(versionName('22/11/2026, 20:05:42', at)).toBe('Version created at 22/11/2026, 20:05:42');
  });
  it('falls back to UTC, labelled, and strips control characters', () => {
    expect(versionName(undefined, at)).toBe('Version created at 2026-11-22 19:05 UTC');
    expect(versionName('  \n ', at)).toBe('Version created at 2026-11-22 19:05 UTC');
    expect(versionName('a\u0007b\nc', at)).toBe('Version created at a b c');
  });
});
