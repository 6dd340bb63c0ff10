/**
 * Issue 30: the wizard's conditions on custom fields (web/features/campaigns/audience-conditions.ts): the
 * rows' transitions as a table (from, action, to), each row checked into the contract's condition or a plain
 * sentence, the audience the whole draft becomes, and a saved audience in words.
 */
import { describe, expect, it } from 'vitest';
import { audienceSchema, type FieldCondition } from '../../../shared/contracts/campaigns';
import {
  conditionDraftOf,
  conditionOf,
  conditionsReducer,
  type ConditionAction,
  type ConditionDraft,
} from '../../../web/features/campaigns/audience-conditions';
import { audienceCheck, audienceDraftOf } from '../../../web/features/campaigns/AudienceFields';
import { audienceText } from '../../../web/features/campaigns/audience-words';

const row = (id: string, change: Partial<ConditionDraft> = {}): ConditionDraft => ({
  id,
  field: '',
  op: '',
  value: '',
  month: '',
  day: '',
  ...change,
});
const city = row('a', { field: 'city', op: 'equals', value: 'Lyon' });
const plan = row('b', { field: 'plan', op: 'gt', value: '3' });
const five = ['1', '2', '3', '4', '5'].map((id) => row(id));

describe('conditionsReducer', () => {
  const table: [string, ConditionDraft[], ConditionAction, ConditionDraft[]][] = [
    ['adds an empty row', [], { type: 'add', id: 'a' }, [row('a')]],
    ['adds no sixth row (the contract allows 5)', five, { type: 'add', id: '6' }, five],
    ['removes the row named', [city, plan], { type: 'remove', id: 'a' }, [plan]],
    [
      'a text field starts "is", empty',
      [row('a')],
      { type: 'field', id: 'a', field: 'city', fieldType: 'text' },
      [row('a', { field: 'city', op: 'equals' })],
    ],
    [
      'another field clears the value and takes its type’s first operator',
      [city],
      { type: 'field', id: 'a', field: 'birthday', fieldType: 'date' },
      [row('a', { field: 'birthday', op: 'next_days' })],
    ],
    [
      'no field: no operator',
      [city],
      { type: 'field', id: 'a', field: '', fieldType: undefined },
      [row('a')],
    ],
    [
      'more than -> less than keeps the number',
      [plan],
      { type: 'op', id: 'b', op: 'lt' },
      [{ ...plan, op: 'lt' }],
    ],
    [
      'within N days -> on a day clears the days',
      [row('a', { field: 'birthday', op: 'next_days', value: '7' })],
      { type: 'op', id: 'a', op: 'month_day' },
      [row('a', { field: 'birthday', op: 'month_day' })],
    ],
    [
      'types the value of one row only',
      [city, plan],
      { type: 'set', id: 'b', part: 'value', text: '10' },
      [city, { ...plan, value: '10' }],
    ],
    [
      'types the month',
      [row('a', { field: 'birthday', op: 'month_day' })],
      { type: 'set', id: 'a', part: 'month', text: '3' },
      [row('a', { field: 'birthday', op: 'month_day', month: '3' })],
    ],
  ];
  it.each(table)('%s', (_name, from, action, to) => {
    expect(conditionsReducer(from, action)).toEqual(to);
  });
});

describe('conditionOf', () => {
  const birthday = (change: Partial<ConditionDraft>) => row('d', { field: 'birthday', ...change });
  const table: [string, ConditionDraft, FieldCondition | string][] = [
    ['no field', row('a'), 'Choose a field.'],
    ['text, trimmed', { ...city, value: ' Lyon ' }, { field: 'city', op: 'equals', value: 'Lyon' }],
    ['empty text', { ...city, value: '  ' }, 'Enter the text to match.'],
    ['long text', { ...city, value: 'x'.repeat(201) }, 'The text to match is at most 200 characters.'],
    ['a number', { ...plan, value: '9.5' }, { field: 'plan', op: 'gt', value: 9.5 }],
    ['a negative number', { ...plan, op: 'lt', value: '-2' }, { field: 'plan', op: 'lt', value: -2 }],
    ['not a number', { ...plan, value: 'many' }, 'Enter a number, like 12 or 9.99.'],
    ['no number', { ...plan, value: '' }, 'Enter a number, like 12 or 9.99.'],
    ['0 days', birthday({ op: 'next_days', value: '0' }), { field: 'birthday', op: 'next_days', days: 0 }],
    ['367 days', birthday({ op: 'next_days', value: '367' }), 'Enter a number of days from 0 to 366.'],
    ['1.5 days', birthday({ op: 'next_days', value: '1.5' }), 'Enter a number of days from 0 to 366.'],
    [
      '29 February',
      birthday({ op: 'month_day', month: '2', day: '29' }),
      { field: 'birthday', op: 'month_day', month: 2, day: 29 },
    ],
    [
      '30 February',
      birthday({ op: 'month_day', month: '2', day: '30' }),
      'Enter a day of February from 1 to 29.',
    ],
    ['31 April', birthday({ op: 'month_day', month: '4', day: '31' }), 'Enter a day of April from 1 to 30.'],
    ['no month', birthday({ op: 'month_day', day: '3' }), 'Choose a month.'],
  ];
  it.each(table)('%s', (_name, draft, expected) => {
    const check = conditionOf(draft);
    expect(check).toEqual(
      typeof expected === 'string' ? { ok: false, message: expected } : { ok: true, condition: expected },
    );
    if (check.ok) {
      expect(audienceSchema.parse({ kind: 'all', conditions: [check.condition] })).toBeTruthy();
      expect(conditionOf(conditionDraftOf(check.condition, 'x'))).toEqual(check);
    }
  });
});

describe('the audience of the draft', () => {
  const draft = audienceDraftOf({ kind: 'all' });

  it('adds conditions to all or to tags; none leaves the audience as before', () => {
    expect(audienceCheck(draft)).toEqual({ ok: true, audience: { kind: 'all' } });
    expect(audienceCheck({ ...draft, conditions: [city, plan] })).toEqual({
      ok: true,
      audience: {
        kind: 'all',
        conditions: [
          { field: 'city', op: 'equals', value: 'Lyon' },
          { field: 'plan', op: 'gt', value: 3 },
        ],
      },
    });
    expect(audienceCheck({ ...draft, kind: 'tags', tagsText: 'VIP, local', conditions: [city] })).toEqual({
      ok: true,
      audience: {
        kind: 'tags',
        match: 'any',
        tags: ['vip', 'local'],
        conditions: [{ field: 'city', op: 'equals', value: 'Lyon' }],
      },
    });
  });

  it('names the unfinished condition, and the missing tags', () => {
    expect(audienceCheck({ ...draft, conditions: [city, { ...plan, value: 'x' }] })).toEqual({
      ok: false,
      message: 'Condition 2: Enter a number, like 12 or 9.99.',
    });
    expect(audienceCheck({ ...draft, kind: 'tags' })).toEqual({
      ok: false,
      message: 'Enter at least one tag, or send to all subscribed contacts.',
    });
  });

  it('reopens a saved audience with its conditions, unchanged by a save', () => {
    const saved = {
      kind: 'tags' as const,
      match: 'all' as const,
      tags: ['vip'],
      conditions: [
        { field: 'birthday', op: 'month_day' as const, month: 3, day: 25 },
        { field: 'plan', op: 'lt' as const, value: 10 },
      ],
    };
    expect(audienceCheck(audienceDraftOf(saved))).toEqual({ ok: true, audience: saved });
  });

  it('says the audience in words, with the fields’ names', () => {
    const fields = [
      { key: 'city', name: 'City', type: 'text' as const },
      { key: 'birthday', name: 'Birthday', type: 'date' as const },
    ];
    expect(
      audienceText(
        {
          kind: 'all',
          conditions: [
            { field: 'city', op: 'equals', value: 'Lyon' },
            { field: 'plan', op: 'gt', value: 1500 },
            { field: 'birthday', op: 'next_days', days: 7 },
            { field: 'birthday', op: 'month_day', month: 3, day: 25 },
          ],
        },
        fields,
      ),
    ).toBe(
      'All subscribed contacts where City is "Lyon" and plan is more than 1,500 and Birthday comes round ' +
        'within the next 7 days (any year) and Birthday is on 25 March (any year)',
    );
    expect(audienceText({ kind: 'tags', match: 'any', tags: ['vip', 'local'] }, fields)).toBe(
      'Subscribed contacts with any of the tags vip, local',
    );
  });
});
