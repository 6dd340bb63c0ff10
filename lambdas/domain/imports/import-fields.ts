import type { ImportFieldColumn, SuggestedMapping } from '../../../shared/contracts/imports';
import {
  CUSTOM_FIELDS_MAX,
  dayOrderOf,
  fieldKeyOf,
  fieldValueOf,
  inferFieldType,
  reservedFieldKeys,
  type FieldValue,
} from '../../../shared/contacts/custom-fields';
import type { ContactField } from '../items/contact-fields';

/**
 * The columns a mapping leaves that become custom fields (issue 30): each header with a usable key (its
 * slug; not a reserved one like email, not a repeat) is a field, typed from its values in `rows`, unless
 * the account's catalogue already types that key. At most CUSTOM_FIELDS_MAX, counting the catalogue's.
 */
export function fieldColumnsOf(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  mapping: SuggestedMapping,
  catalogue: readonly ContactField[] = [],
): ImportFieldColumn[] {
  const mapped = new Set(Object.values(mapping).filter((c): c is number => c !== null));
  const known = new Map(catalogue.map((f) => [f.key, f]));
  const used = new Set<string>(reservedFieldKeys);
  const out: ImportFieldColumn[] = [];
  let room = CUSTOM_FIELDS_MAX - catalogue.length;
  header.forEach((name, column) => {
    const key = fieldKeyOf(name);
    if (mapped.has(column) || !key || used.has(key)) return;
    const existing = known.get(key);
    if (!existing && room <= 0) return;
    used.add(key);
    if (!existing) room -= 1;
    const values = rows.map((cells) => (cells[column] ?? '').trim()).filter(Boolean);
    const type = existing?.type ?? inferFieldType(values);
    const order = type === 'date' ? dayOrderOf(values) : undefined;
    out.push({ column, name: existing?.name ?? name.trim(), key, type, ...(order ? { order } : {}) });
  });
  return out;
}

/**
 * The custom field values of one row: each column's cell as its field's type (blank cells, values too long
 * and values that are not of the type are left out: the contact simply has no value there).
 */
export function customFieldsOf(
  cells: readonly string[],
  columns: readonly ImportFieldColumn[] | undefined,
): Record<string, FieldValue> | undefined {
  if (!columns?.length) return undefined;
  const fields: Record<string, FieldValue> = {};
  for (const c of columns) {
    const cell = (cells[c.column] ?? '').trim();
    if (!cell) continue;
    const check = fieldValueOf(cell, c.type, c.order);
    if (check.ok) fields[c.key] = check.value;
  }
  return Object.keys(fields).length ? fields : undefined;
}

/** A checked row's contact with the row's custom field values (as it was when the import has none). */
export function withCustomFields<C extends object>(
  contact: C,
  cells: readonly string[],
  columns: readonly ImportFieldColumn[] | undefined,
): C & { fields?: Record<string, FieldValue> } {
  const fields = customFieldsOf(cells, columns);
  return fields ? { ...contact, fields } : contact;
}
