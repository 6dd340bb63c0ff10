import { describe, expect, it } from 'vitest';
import {
  afterRecheck,
  firstSchedule,
  isDue,
  nextRecheckAt,
  RECHECK_MAX_CHECKS,
  unscheduleAttributes,
} from '../../../lambdas/domain/dns/recheck-schedule';

const NOW = new Date('2025-03-01T12:00:00.000Z');
const HOUR = 3_600_000;

describe('DNS recheck schedule', () => {
  it('hourly for the first 24 checks, daily for the next 7, then none', () => {
    const gaps = Array.from({ length: RECHECK_MAX_CHECKS + 2 }, (_, done) => {
      const next = nextRecheckAt(done, NOW);
      return next ? (next.getTime() - NOW.getTime()) / HOUR : null;
    });
    expect(gaps).toEqual([...Array<number>(24).fill(1), ...Array<number>(7).fill(24), null, null]);
  });

  it('a fresh schedule puts the setup on the DNSRECHECK index an hour from now', () => {
    expect(firstSchedule(NOW)).toEqual({
      dnsRecheckCount: 0,
      dnsNextCheckAt: '2025-03-01T13:00:00.000Z',
      gsi2pk: 'DNSRECHECK',
      gsi2sk: '2025-03-01T13:00:00.000Z',
    });
  });

  it('after the last check the index keys are removed (set to undefined) and the count kept', () => {
    expect(afterRecheck(30, NOW)).toEqual({ dnsRecheckCount: 31, ...unscheduleAttributes() });
    expect(Object.keys(unscheduleAttributes()).sort()).toEqual(['dnsNextCheckAt', 'gsi2pk', 'gsi2sk']);
    expect(afterRecheck(23, NOW)).toMatchObject({
      dnsRecheckCount: 24,
      dnsNextCheckAt: '2025-03-02T12:00:00.000Z',
    });
  });

  it('due means at or before now', () => {
    expect(isDue('2025-03-01T12:00:00.000Z', NOW)).toBe(true);
    expect(isDue('2025-03-01T12:00:00.001Z', NOW)).toBe(false);
    expect(isDue(undefined, NOW)).toBe(false);
  });
});
