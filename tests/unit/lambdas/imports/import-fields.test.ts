import { describe, expect, it } from 'vitest';
import { customFieldsOf, fieldColumnsOf } from '../../../../lambdas/domain/imports/import-fields';

const header = ['Email', 'First Name', 'City', 'Birthday', 'Plan', 'email', '', 'CITY'];
const rows = [
  ['a@x.co', 'Ann', 'Lyon', '25/03/1990', '3', 'dup', 'z', 'again'],
  ['b@x.co', 'Bob', 'Paris', '03/04/1991', '10', '', ''],
];
const mapping = { email: 0, firstName: 1, lastName: null, tags: null };

describe('import columns that become custom fields', () => {
  it('types the unmapped columns; a reserved, blank or repeated key is no field', () => {
    expect(fieldColumnsOf(header, rows, mapping)).toEqual([
      { column: 2, name: 'City', key: 'city', type: 'text' },
      { column: 3, name: 'Birthday', key: 'birthday', type: 'date', order: 'dmy' },
      { column: 4, name: 'Plan', key: 'plan', type: 'number' },
    ]);
  });

  it("keeps the catalogue's type and name for a key it has, and its room of 20", () => {
    const catalogue = [{ name: 'plan', key: 'plan', type: 'text' as const }];
    const columns = fieldColumnsOf(header, rows, mapping, catalogue);
    expect(columns.find((c) => c.key === 'plan')).toEqual({
      column: 4,
      name: 'plan',
      key: 'plan',
      type: 'text',
    });
    const full = Array.from({ length: 19 }, (_, i) => ({
      name: `f${i}`,
      key: `f${i}`,
      type: 'text' as const,
    }));
    expect(fieldColumnsOf(header, rows, mapping, full).map((c) => c.key)).toEqual(['city']);
  });

  it("a row's values as their types; blank and wrongly typed cells are left out", () => {
    const columns = fieldColumnsOf(header, rows, mapping);
    expect(customFieldsOf(rows[0]!, columns)).toEqual({ city: 'Lyon', birthday: '1990-03-25', plan: 3 });
    expect(customFieldsOf(['c@x.co', '', '', 'soon', 'many'], columns)).toBeUndefined();
    expect(customFieldsOf(rows[0]!, [])).toBeUndefined();
  });
});
