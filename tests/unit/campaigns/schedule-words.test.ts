import { describe, expect, it } from 'vitest';
import {
  fromNow,
  localInputToInstant,
  scheduleInWords,
} from '../../../web/features/campaigns/schedule-words';

describe('scheduling in the user’s time zone', () => {
  it.each([
    ['2026-11-25T09:00', 'Europe/London', '2026-11-25T09:00:00.000Z'],
    ['2026-07-01T09:00', 'Europe/London', '2026-07-01T08:00:00.000Z'],
    ['2026-11-25T09:00', 'America/New_York', '2026-11-25T14:00:00.000Z'],
    ['2026-11-25T09:30', 'Asia/Kolkata', '2026-11-25T04:00:00.000Z'],
  ])('%s in %s is %s', (value, zone, iso) => {
    expect(localInputToInstant(value, zone)?.toISOString()).toBe(iso);
  });

  it('refuses what is not a date and time', () => {
    expect(localInputToInstant('', 'UTC')).toBeUndefined();
    expect(localInputToInstant('tomorrow', 'UTC')).toBeUndefined();
  });

  it('says it back in words, with the zone, and how far off it is', () => {
    const at = new Date('2026-11-25T09:00:00Z');
    expect(scheduleInWords(at, 'Europe/London')).toBe('Wednesday 25 November 2026 at 09:00 (Europe/London)');
    expect(fromNow(at, new Date('2026-11-25T07:00:00Z'))).toBe('in 2 hours');
    expect(fromNow(at, new Date('2026-11-25T08:35:00Z'))).toBe('in 25 minutes');
    expect(fromNow(at, new Date('2026-11-20T09:00:00Z'))).toBe('in 5 days');
    expect(fromNow(at, new Date('2026-11-26T09:00:00Z'))).toBe('in the past');
  });
});
