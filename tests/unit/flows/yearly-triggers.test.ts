/**
 * The time-driven triggers' pure parts (issue 32): which month-days can fall due in a UTC hour, an
 * occurrence's instant in a zone, the date index's writes for a contact's change, a win-back's due time.
 */
import { describe, expect, it } from 'vitest';
import { contactDateWrites } from '../../../lambdas/domain/flows/triggers/contact-dates';
import { idleDueAt } from '../../../lambdas/domain/flows/triggers/idle-timers';
import { dueDaysOfHour, occurrenceInstant } from '../../../lambdas/domain/flows/triggers/yearly-dates';
import type { ContactRecord } from '../../../lambdas/domain/items/contact';

const hour = (iso: string) => Date.parse(iso);

describe('yearly dates', () => {
  it('an hour reads the month-days whose 09:00 falls in it in some zone (UTC-12 to UTC+14)', () => {
    const days = dueDaysOfHour(hour('2026-04-12T00:00:00Z'), '09:00', 0);
    // 00:00Z is 09:00 in Tokyo on the 12th; 09:00 on the 11th happens at 00:00Z... only east of +9.
    expect(days.map((d) => d.occurrence)).toContain('2026-04-12');
    expect(days.length).toBeLessThanOrEqual(3);
    for (const d of days) {
      const instants = ['Pacific/Kiritimati', 'Asia/Tokyo', 'UTC', 'Etc/GMT+12'].map((z) =>
        occurrenceInstant(d.occurrence, '09:00', z).getTime(),
      );
      expect(instants.some((t) => Math.abs(t - hour('2026-04-12T00:00:00Z')) <= 27 * 3_600_000)).toBe(true);
    }
  });

  it('every zone’s occurrence is found in exactly one hour of the days around it', () => {
    for (const zone of ['Asia/Tokyo', 'America/New_York', 'Pacific/Kiritimati', 'Etc/GMT+12', 'Asia/Kolkata'])
      for (const offsetDays of [-3, 0, 2]) {
        const at = occurrenceInstant('2026-04-12', '09:00', zone).getTime();
        const hits: number[] = [];
        for (let h = hour('2026-04-05T00:00:00Z'); h < hour('2026-04-20T00:00:00Z'); h += 3_600_000)
          for (const d of dueDaysOfHour(h, '09:00', offsetDays))
            if (d.occurrence === '2026-04-12' && at >= h && at < h + 3_600_000) hits.push(h);
        expect(hits, `${zone} ${offsetDays}`).toHaveLength(1);
        const [day] = dueDaysOfHour(hits[0]!, '09:00', offsetDays).filter(
          (d) => d.occurrence === '2026-04-12',
        );
        const source = new Date(Date.UTC(2026, 3, 12 - offsetDays)).toISOString().slice(5, 10);
        expect(day?.monthDays).toContain(source);
      }
  });

  it('a 29 February birthday falls on 1 March in a common year', () => {
    const days = dueDaysOfHour(hour('2027-03-01T09:00:00Z'), '09:00', 0);
    expect(days.find((d) => d.occurrence === '2027-03-01')?.monthDays).toEqual(['03-01', '02-29']);
  });

  it('09:00 in Tokyo and in New York are 14 hours apart in winter', () => {
    const tokyo = occurrenceInstant('2026-12-02', '09:00', 'Asia/Tokyo');
    const york = occurrenceInstant('2026-12-02', '09:00', 'America/New_York');
    expect(tokyo.toISOString()).toBe('2026-12-02T00:00:00.000Z');
    expect(york.toISOString()).toBe('2026-12-02T14:00:00.000Z');
  });
});

const contact = (fields?: Record<string, string>) =>
  ({ contactId: 'c1', fields }) as unknown as ContactRecord;

describe('the date index follows a contact', () => {
  it('writes nothing when no date nor zone changed', () => {
    const c = contact({ birthday: '1990-04-12', city: 'Oslo' });
    expect(contactDateWrites('a', c, contact({ birthday: '1990-04-12', city: 'Bergen' }))).toEqual([]);
  });

  it('a new contact’s dates are put; a moved date deletes the old day; a cleared one is deleted', () => {
    const born = contactDateWrites('a', undefined, contact({ birthday: '1990-04-12', city: 'x' }));
    expect(born).toMatchObject([{ kind: 'put', item: { sk: 'DATE#birthday#04-12#c1', monthDay: '04-12' } }]);
    const moved = contactDateWrites(
      'a',
      contact({ birthday: '1990-04-12' }),
      contact({ birthday: '1990-05-01' }),
    );
    expect(moved.map((w) => w.kind)).toEqual(['delete', 'put']);
    const cleared = contactDateWrites('a', contact({ birthday: '1990-04-12' }), contact({}));
    expect(cleared).toMatchObject([{ kind: 'delete', key: { sk: 'DATE#birthday#04-12#c1' } }]);
  });

  it('a new zone re-puts the same key with it', () => {
    const writes = contactDateWrites(
      'a',
      contact({ birthday: '1990-04-12' }),
      contact({ birthday: '1990-04-12', timeZone: 'Asia/Tokyo' }),
    );
    expect(writes).toMatchObject([{ kind: 'put', item: { zone: 'Asia/Tokyo' } }]);
  });
});

describe('win-back due time', () => {
  const trigger = { type: 'no-event' as const, eventName: 'Placed Order', days: 90 };
  it('is the last event + N days, at once when that is past', () => {
    const now = new Date('2026-11-29T10:00:00Z');
    expect(idleDueAt(trigger, '2026-11-01T00:00:00.000Z', now)).toBe('2027-01-30T00:00:00.000Z');
    expect(idleDueAt(trigger, '2026-01-01T00:00:00.000Z', now)).toBe(now.toISOString());
  });
});
