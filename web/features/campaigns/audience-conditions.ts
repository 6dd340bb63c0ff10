/**
 * The audience's conditions on custom fields (issue 30) as the wizard edits them: one row per condition
 * (a field of the account's catalogue, an operator suited to its type, a value as typed), changed only
 * through `conditionsReducer` (table-tested), and checked into the contract's FieldCondition with a plain
 * sentence when a row is not finished. Pure.
 */
import { AUDIENCE_CONDITIONS_MAX, type FieldCondition } from '../../../shared/contracts/campaigns';
import type { FieldType } from '../../../shared/contacts/custom-fields';
import { monthNames } from './audience-words';

export type ConditionOp = FieldCondition['op'];

export interface ConditionDraft {
  id: string;
  /** The field's key, '' until one is chosen. */
  field: string;
  op: ConditionOp | '';
  /** The text to match, the number, or the number of days, as typed. */
  value: string;
  /** For 'month_day': 1-12 and the day of the month, as typed. */
  month: string;
  day: string;
}

/** The operators a field's type offers, first the one a newly chosen field starts with. */
export const opsByType: Record<FieldType, readonly ConditionOp[]> = {
  text: ['equals'],
  number: ['gt', 'lt'],
  date: ['next_days', 'month_day'],
};

export type ConditionAction =
  | { type: 'add'; id: string }
  | { type: 'remove'; id: string }
  | { type: 'field'; id: string; field: string; fieldType: FieldType | undefined }
  | { type: 'op'; id: string; op: ConditionOp }
  | { type: 'set'; id: string; part: 'value' | 'month' | 'day'; text: string };

const emptyRow = (id: string): ConditionDraft => ({ id, field: '', op: '', value: '', month: '', day: '' });
const valueKind = (op: ConditionOp | '') => (op === 'gt' || op === 'lt' ? 'number' : op);

/** Adds (up to the contract's 5), removes and edits rows; a new field starts its type's first operator, empty. */
export function conditionsReducer(
  rows: readonly ConditionDraft[],
  action: ConditionAction,
): ConditionDraft[] {
  const edit = (change: (row: ConditionDraft) => ConditionDraft) =>
    rows.map((row) => (row.id === action.id ? change(row) : row));
  switch (action.type) {
    case 'add':
      return rows.length >= AUDIENCE_CONDITIONS_MAX ? [...rows] : [...rows, emptyRow(action.id)];
    case 'remove':
      return rows.filter((row) => row.id !== action.id);
    case 'field':
      return edit((row) => ({
        ...emptyRow(row.id),
        field: action.field,
        op: action.fieldType ? opsByType[action.fieldType][0]! : '',
      }));
    case 'op':
      return edit((row) =>
        valueKind(row.op) === valueKind(action.op)
          ? { ...row, op: action.op }
          : { ...emptyRow(row.id), field: row.field, op: action.op },
      );
    case 'set':
      return edit((row) => ({ ...row, [action.part]: action.text }));
  }
}

export type ConditionCheck = { ok: true; condition: FieldCondition } | { ok: false; message: string };

const NUMBER = /^-?\d+(\.\d+)?$/;
const WHOLE = /^\d+$/;
/** Days in a month of a leap year (a birthday on 29 February is a real one). */
export const daysInMonth = (month: number) => new Date(Date.UTC(2000, month, 0)).getUTCDate();

/** One row as the contract's condition, or the sentence that says what is missing. */
export function conditionOf(row: ConditionDraft): ConditionCheck {
  const fail = (message: string): ConditionCheck => ({ ok: false, message });
  if (!row.field || !row.op) return fail('Choose a field.');
  const { field } = row;
  const text = row.value.trim();
  switch (row.op) {
    case 'equals':
      if (!text) return fail('Enter the text to match.');
      if (text.length > 200) return fail('The text to match is at most 200 characters.');
      return { ok: true, condition: { field, op: 'equals', value: text } };
    case 'gt':
    case 'lt':
      if (!NUMBER.test(text)) return fail('Enter a number, like 12 or 9.99.');
      return { ok: true, condition: { field, op: row.op, value: Number(text) } };
    case 'next_days':
      if (!WHOLE.test(text) || Number(text) > 366) return fail('Enter a number of days from 0 to 366.');
      return { ok: true, condition: { field, op: 'next_days', days: Number(text) } };
    case 'month_day': {
      const month = Number(row.month);
      if (!WHOLE.test(row.month) || month < 1 || month > 12) return fail('Choose a month.');
      const most = daysInMonth(month);
      const day = row.day.trim();
      if (!WHOLE.test(day) || Number(day) < 1 || Number(day) > most)
        return fail(`Enter a day of ${monthNames[month - 1]} from 1 to ${most}.`);
      return { ok: true, condition: { field, op: 'month_day', month, day: Number(day) } };
    }
  }
}

/** The rows as conditions, or the first unfinished row's sentence ("Condition 2: Choose a field."). */
export function conditionsOf(
  rows: readonly ConditionDraft[],
): { ok: true; conditions: FieldCondition[] } | { ok: false; message: string } {
  const conditions: FieldCondition[] = [];
  for (const [i, row] of rows.entries()) {
    const check = conditionOf(row);
    if (!check.ok) return { ok: false, message: `Condition ${i + 1}: ${check.message}` };
    conditions.push(check.condition);
  }
  return { ok: true, conditions };
}

/** A saved condition as a row to edit. */
export function conditionDraftOf(c: FieldCondition, id: string): ConditionDraft {
  const row = { ...emptyRow(id), field: c.field, op: c.op };
  switch (c.op) {
    case 'equals':
      return { ...row, value: c.value };
    case 'gt':
    case 'lt':
      return { ...row, value: String(c.value) };
    case 'next_days':
      return { ...row, value: String(c.days) };
    case 'month_day':
      return { ...row, month: String(c.month), day: String(c.day) };
  }
}
