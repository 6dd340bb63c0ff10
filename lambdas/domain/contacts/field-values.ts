import { contactErrorCodes } from '../../../shared/contracts/contacts';
import { fieldValueOf, type FieldValue } from '../../../shared/contacts/custom-fields';
import { DomainError } from '../errors';
import type { ContactField } from '../items/contact-fields';

const invalidField = (message: string) => new DomainError('invalid', contactErrorCodes.invalidField, message);

/**
 * The contact's fields after a PATCH's `fields`: each key must be one of the account's catalogue, each value
 * of its type (a number field takes 12 or "12", a date field an ISO or common date, stored as yyyy-mm-dd);
 * null or '' removes a field. 400 naming the field otherwise, and nothing changes.
 */
export function mergeFieldValues(
  current: Readonly<Record<string, FieldValue>>,
  change: Readonly<Record<string, FieldValue | null>>,
  catalogue: readonly ContactField[],
): Record<string, FieldValue> {
  const byKey = new Map(catalogue.map((f) => [f.key, f]));
  const next: Record<string, FieldValue> = { ...current };
  for (const [key, raw] of Object.entries(change)) {
    const field = byKey.get(key);
    if (!field) throw invalidField(`There is no field "${key}": import a column of that name first.`);
    if (raw === null || raw === '') {
      delete next[key];
      continue;
    }
    const check = fieldValueOf(raw, field.type);
    if (!check.ok) throw invalidField(`${field.name} ${check.message}.`);
    next[key] = check.value;
  }
  return next;
}
