import { describe, expect, it } from 'vitest';
import { dateTimeText, dayText } from '../../../web/lib/date-text';
import { dateText } from '../../../web/features/campaigns/labels';
import { whenText } from '../../../web/features/contacts/contact-flow-words';

describe('one way to write a moment and a day, on every page', () => {
  const at = '2026-11-30T18:04:05.000Z';

  it('writes a moment as the project list does, in the given time zone', () => {
    expect(dateTimeText(at, 'UTC')).toBe('Nov 30, 2026, 6:04 PM');
    expect(dateTimeText(at, 'Europe/Berlin')).toBe('Nov 30, 2026, 7:04 PM');
  });

  it('writes a day without its time', () => {
    expect(dayText(at, 'UTC')).toBe('Nov 30, 2026');
    expect(dayText(at, 'Asia/Tokyo')).toBe('Dec 1, 2026');
  });

  it('says nothing for an unreadable time rather than "Invalid Date"', () => {
    expect(dateTimeText('not a time')).toBe('');
    expect(dayText('')).toBe('');
  });

  it('is what the campaign and the contact pages write (they used en-GB and en-US before)', () => {
    expect(dateText(at)).toBe(dateTimeText(at));
    expect(whenText(at, 'UTC')).toBe(dateTimeText(at, 'UTC'));
    expect(dateText(null)).toBe('');
  });
});
