import { esc } from '../../../../shared/email/escape';

/** The merge tags a campaign fills per recipient from the contact's own attributes. */
export const mergeTagNames = ['first_name', 'last_name', 'email'] as const;
export type MergeTagName = (typeof mergeTagNames)[number];
/** Values by tag name: the names above, and the contact's custom fields by key ({{city}}). */
export type MergeValues = Partial<Record<string, string | undefined>>;

/**
 * `{{name}}` or `{{name|fallback}}` (spaces allowed around both). The fallback runs to the closing braces
 * and holds no brace, so a tag never swallows the text after it. Unknown names are left as written.
 */
const TAG = /\{\{\s*([a-z0-9_]+)\s*(?:\|([^{}]*))?\}\}/g;

/**
 * Fills the merge tags of one rendered part. Known names are the contact's attributes and `fieldKeys` (the
 * account's custom fields: a contact without a value takes the fallback like a missing first name). In
 * 'html' the recipient's value is HTML-escaped (a first name of `<b>` stays text) and the fallback is kept as
 * the renderer already escaped it; in 'text' (plain text, the subject) both are used as they are. A missing
 * or blank value uses the fallback, else nothing.
 */
export function fillMergeTags(
  source: string,
  values: MergeValues,
  mode: 'html' | 'text',
  fieldKeys: readonly string[] = [],
): string {
  if (!source.includes('{{')) return source;
  const known = new Set<string>([...mergeTagNames, ...fieldKeys]);
  return source.replace(TAG, (whole, name: string, fallback: string | undefined) => {
    if (!known.has(name) && values[name] === undefined) return whole;
    const value = values[name]?.trim();
    if (value) return mode === 'html' ? esc(value) : value;
    return (fallback ?? '').trim();
  });
}

/** The merge values of a contact item (lambdas/domain/contacts: firstName, lastName, email, fields). */
export function mergeValuesOf(contact: {
  firstName?: unknown;
  lastName?: unknown;
  email?: unknown;
  fields?: unknown;
}): MergeValues {
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
  return {
    ...fieldValuesOf(contact.fields),
    first_name: text(contact.firstName),
    last_name: text(contact.lastName),
    email: text(contact.email),
  };
}

/** Custom field values as merge values: text and dates as stored (yyyy-mm-dd), numbers as written. */
function fieldValuesOf(fields: unknown): MergeValues {
  if (!fields || typeof fields !== 'object') return {};
  const out: MergeValues = {};
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string') out[key] = value;
    else if (typeof value === 'number' && Number.isFinite(value)) out[key] = String(value);
  }
  return out;
}
