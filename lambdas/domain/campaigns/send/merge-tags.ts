import { esc } from '../../../../shared/email/escape';

/** The merge tags a campaign fills per recipient, and the contact field each reads. */
export const mergeTagNames = ['first_name', 'last_name', 'email'] as const;
export type MergeTagName = (typeof mergeTagNames)[number];
export type MergeValues = Partial<Record<MergeTagName, string | undefined>>;

/**
 * `{{name}}` or `{{name|fallback}}` (spaces allowed around both). The fallback runs to the closing braces
 * and holds no brace, so a tag never swallows the text after it. Unknown names are left as written.
 */
const TAG = /\{\{\s*([a-z_]+)\s*(?:\|([^{}]*))?\}\}/g;

/**
 * Fills the merge tags of one rendered part. In 'html' the recipient's value is HTML-escaped (a first name
 * of `<b>` stays text) and the fallback is kept as the renderer already escaped it; in 'text' (plain text,
 * the subject) both are used as they are. A missing or blank value uses the fallback, else nothing.
 */
export function fillMergeTags(source: string, values: MergeValues, mode: 'html' | 'text'): string {
  if (!source.includes('{{')) return source;
  return source.replace(TAG, (whole, name: string, fallback: string | undefined) => {
    if (!(mergeTagNames as readonly string[]).includes(name)) return whole;
    const value = values[name as MergeTagName]?.trim();
    if (value) return mode === 'html' ? esc(value) : value;
    return (fallback ?? '').trim();
  });
}

/** The merge values of a contact item (lambdas/domain/contacts: firstName, lastName, email). */
export function mergeValuesOf(contact: {
  firstName?: unknown;
  lastName?: unknown;
  email?: unknown;
}): MergeValues {
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
  return {
    first_name: text(contact.firstName),
    last_name: text(contact.lastName),
    email: text(contact.email),
  };
}
