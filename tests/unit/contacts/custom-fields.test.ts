import { describe, expect, it } from 'vitest';
import {
  fieldKeyOf,
  fieldValueOf,
  inferFieldType,
  parseDate,
  type FieldType,
} from '../../../shared/contacts/custom-fields';

describe('inferFieldType: a column of values -> text, number or date', () => {
  const table: [string, string[], FieldType][] = [
    ['whole numbers', ['1', '42', '-3'], 'number'],
    ['decimals and blanks', ['9.99', '', ' 12 '], 'number'],
    ['ISO dates', ['1990-03-25', '2001-12-01'], 'date'],
    ['day first (a day over 12 decides)', ['25/03/1990', '03/04/1991'], 'date'],
    ['month first (a day over 12 decides)', ['03/25/1990', '04/03/1991'], 'date'],
    ['ambiguous d/m only', ['03/04/1990', '05/06/1991'], 'text'],
    ['same either way', ['05/05/1990'], 'date'],
    ['month names', ['March 3', '3 April', 'Dec 25, 1990'], 'date'],
    ['mixed day-first and month-first', ['25/03/1990', '03/25/1990'], 'text'],
    ['a date that does not exist', ['1990-02-30'], 'text'],
    ['cities', ['Paris', 'Lyon'], 'text'],
    ['numbers with one word', ['12', 'twelve'], 'text'],
    ['nothing', ['', '  '], 'text'],
    ['plans', ['gold', 'silver', '3'], 'text'],
  ];
  it.each(table)('%s', (_, values, type) => expect(inferFieldType(values)).toBe(type));
});

describe('parseDate and fieldValueOf', () => {
  it('stores dates as ISO yyyy-mm-dd; a date without a year in 2000 (so 29 February is kept)', () => {
    expect(parseDate('25/03/1990')).toBe('1990-03-25');
    expect(parseDate('03/25/1990')).toBe('1990-03-25');
    expect(parseDate('03/04/1990')).toBeUndefined();
    expect(parseDate('03/04/1990', 'mdy')).toBe('1990-03-04');
    expect(parseDate('March 3')).toBe('2000-03-03');
    expect(parseDate('29 feb')).toBe('2000-02-29');
  });
  it('checks a value against its type', () => {
    expect(fieldValueOf('12', 'number')).toEqual({ ok: true, value: 12 });
    expect(fieldValueOf('abc', 'number').ok).toBe(false);
    expect(fieldValueOf(' Paris ', 'text')).toEqual({ ok: true, value: 'Paris' });
    expect(fieldValueOf('x'.repeat(201), 'text').ok).toBe(false);
    expect(fieldValueOf(5, 'text').ok).toBe(false);
    expect(fieldValueOf('1990-03-25', 'date')).toEqual({ ok: true, value: '1990-03-25' });
    expect(fieldValueOf('soon', 'date').ok).toBe(false);
  });
  it('keys columns as lower-case slugs', () => {
    expect(fieldKeyOf('City')).toBe('city');
    expect(fieldKeyOf('Birth Date')).toBe('birth_date');
    expect(fieldKeyOf(' Téléphone #2 ')).toBe('telephone_2');
    expect(fieldKeyOf('!!!')).toBe('');
  });
});
