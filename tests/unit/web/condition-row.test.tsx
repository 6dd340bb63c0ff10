/**
 * Issue 30: one condition row of the campaign wizard, rendered: labelled controls (field, operator, value),
 * only the operators its field's type allows, a numbered "Remove condition N", and its sentence as an alert
 * tied to the row once something wrong is typed (or a save was tried), not before.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ConditionDraft } from '../../../web/features/campaigns/audience-conditions';
import { ConditionRow } from '../../../web/features/campaigns/ConditionRow';

const fields = [
  { key: 'city', name: 'City', type: 'text' as const },
  { key: 'plan', name: 'Plan', type: 'number' as const },
  { key: 'birthday', name: 'Birthday', type: 'date' as const },
];
const draft = (change: Partial<ConditionDraft>): ConditionDraft => ({
  id: 'r',
  field: '',
  op: '',
  value: '',
  month: '',
  day: '',
  ...change,
});
const render = (row: ConditionDraft, showErrors = false) =>
  renderToString(
    <ConditionRow
      row={row}
      index={1}
      fields={fields}
      showErrors={showErrors}
      autoFocus={false}
      dispatch={() => {}}
      onRemoved={() => {}}
    />,
  );
const options = (html: string) => [...html.matchAll(/<option[^>]*>([^<]*)<\/option>/g)].map((m) => m[1]);

describe('ConditionRow', () => {
  it('offers the fields, then a number field’s operators and a labelled number box', () => {
    const empty = render(draft({}));
    expect(empty).toContain('<legend class="sr-only">Condition 2</legend>');
    expect(options(empty)).toEqual(['Choose a field', 'City', 'Plan', 'Birthday']);
    expect(empty).toContain('aria-label="Remove condition 2"');
    const number = render(draft({ field: 'plan', op: 'gt' }));
    expect(options(number)).toEqual([
      'Choose a field',
      'City',
      'Plan',
      'Birthday',
      'is more than',
      'is less than',
    ]);
    expect(number).toMatch(/<label[^>]*>Number<\/label>/);
    expect(number).toContain('inputMode="decimal"');
  });

  it('asks a month and a day for "is on", twelve months by name', () => {
    const html = render(draft({ field: 'birthday', op: 'month_day' }));
    expect(options(html)).toContain('comes round within the next');
    expect(options(html)).toContain('December');
    expect(html).toMatch(/<label[^>]*>Day<\/label>/);
  });

  it('shows the sentence once something wrong is typed, or after a save was tried, tied to the row', () => {
    expect(render(draft({ field: 'plan', op: 'gt' }))).not.toContain('role="alert"');
    const typed = render(draft({ field: 'plan', op: 'gt', value: 'many' }));
    const id = /<p id="([^"]+)" role="alert"[^>]*>Enter a number, like 12 or 9.99.<\/p>/.exec(typed)?.[1];
    expect(id).toBeTruthy();
    expect(typed).toContain(`aria-describedby="${id}"`);
    expect(typed).toContain('aria-invalid="true"');
    expect(render(draft({}), true)).toContain('Choose a field.');
    expect(render(draft({ field: 'plan', op: 'gt', value: '12' }), true)).not.toContain('role="alert"');
  });
});
