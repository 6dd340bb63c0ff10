/**
 * Custom fields of contacts (issue 30): extra columns of an import (City, Birthday, Plan...) kept on the
 * contact under a key (the column's lower-case slug), typed by the account's field catalogue.
 * Pure: used by the API contract, the import, merge tags and audience conditions.
 */

export const fieldTypes = ['text', 'number', 'date'] as const;
export type FieldType = (typeof fieldTypes)[number];
export type FieldValue = string | number;

export const CUSTOM_FIELDS_MAX = 20;
export const FIELD_VALUE_MAX = 200;
export const FIELD_KEY_MAX = 40;
/** Keys a custom field cannot take: the merge tags of the contact's own attributes. */
export const reservedFieldKeys = ['email', 'first_name', 'last_name', 'tags'] as const;

/** 'Birth Date' -> 'birth_date', 'Téléphone #2' -> 'telephone_2'; '' when nothing is left. */
export function fieldKeyOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, FIELD_KEY_MAX)
    .replace(/_+$/, '');
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'] as const;
const NUMBER = /^-?\d+(\.\d+)?$/;
/** The year a date without one ("March 3") is stored with: a leap year, so 29 February stays valid. */
export const YEARLESS_YEAR = 2000;

const pad = (n: number) => String(n).padStart(2, '0');

function isoDate(y: number, m: number, d: number): string | undefined {
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    return undefined;
  return `${String(y).padStart(4, '0')}-${pad(m)}-${pad(d)}`;
}

function monthOf(word: string): number | undefined {
  const i = MONTHS.indexOf(word.slice(0, 3).toLowerCase() as (typeof MONTHS)[number]);
  return i >= 0 ? i + 1 : undefined;
}

/** How a d/m/y date is read: day first, month first, or either (only when both readings are the same). */
export type DayOrder = 'dmy' | 'mdy' | 'either';

/**
 * A date in a common format as ISO yyyy-mm-dd, or undefined: yyyy-mm-dd, dd/mm/yyyy or mm/dd/yyyy (per
 * `order`; with 'either' only when one reading is possible), "March 3", "3 March", "March 3, 1990".
 */
export function parseDate(raw: string, order: DayOrder = 'either'): string | undefined {
  const s = raw.trim();
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(s);
  if (m) return isoDate(+m[1]!, +m[2]!, +m[3]!);
  m = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(s);
  if (m) {
    const [a, b, y] = [+m[1]!, +m[2]!, +m[3]!];
    const dmy = isoDate(y, b, a);
    const mdy = isoDate(y, a, b);
    if (order === 'dmy') return dmy;
    if (order === 'mdy') return mdy;
    return dmy && mdy && dmy !== mdy ? undefined : (dmy ?? mdy);
  }
  m = /^([a-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?(?:,?\s+(\d{4}))?$/i.exec(s);
  if (m && monthOf(m[1]!)) return isoDate(m[3] ? +m[3] : YEARLESS_YEAR, monthOf(m[1]!)!, +m[2]!);
  m = /^(\d{1,2})(?:st|nd|rd|th)?\s+([a-z]+)\.?(?:,?\s+(\d{4}))?$/i.exec(s);
  if (m && monthOf(m[2]!)) return isoDate(m[3] ? +m[3] : YEARLESS_YEAR, monthOf(m[2]!)!, +m[1]!);
  return undefined;
}

/** Which d/m/y reading a column's values allow: day first if any value has a day over 12, and so on. */
export function dayOrderOf(values: readonly string[]): DayOrder | undefined {
  let dmy = true;
  let mdy = true;
  for (const v of values) {
    const m = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(v.trim());
    if (!m) continue;
    if (!isoDate(+m[3]!, +m[2]!, +m[1]!)) dmy = false;
    if (!isoDate(+m[3]!, +m[1]!, +m[2]!)) mdy = false;
  }
  if (dmy && mdy) return 'either';
  return dmy ? 'dmy' : mdy ? 'mdy' : undefined;
}

/**
 * The type of a column from its values (blanks ignored): all numbers -> number; all dates in one reading
 * (a column of 03/04/2024 and 25/04/2024 is day first; one of only 03/04/2024 is ambiguous) -> date; otherwise
 * (or no values) text.
 */
export function inferFieldType(values: readonly string[]): FieldType {
  const filled = values.map((v) => v.trim()).filter(Boolean);
  if (filled.length === 0) return 'text';
  if (filled.every((v) => NUMBER.test(v))) return 'number';
  const order = dayOrderOf(filled);
  if (order && filled.every((v) => parseDate(v, order))) return 'date';
  return 'text';
}

export type FieldValueCheck = { ok: true; value: FieldValue } | { ok: false; message: string };

/** A value of `type` as stored (trimmed text, a finite number, an ISO date), or why it is not one. */
export function fieldValueOf(raw: unknown, type: FieldType, order: DayOrder = 'either'): FieldValueCheck {
  if (type === 'number') {
    const n = typeof raw === 'number' ? raw : typeof raw === 'string' && NUMBER.test(raw.trim()) ? +raw : NaN;
    return Number.isFinite(n) ? { ok: true, value: n } : { ok: false, message: 'must be a number' };
  }
  if (typeof raw !== 'string') return { ok: false, message: 'must be text' };
  const text = raw.trim();
  if (text.length > FIELD_VALUE_MAX)
    return { ok: false, message: `is at most ${FIELD_VALUE_MAX} characters` };
  if (type === 'text') return { ok: true, value: text };
  const date = parseDate(text, order);
  return date ? { ok: true, value: date } : { ok: false, message: 'must be a date, like 1990-03-25' };
}
