const TEXT = /[&<>"]/;
const TEXT_ALL = /[&<>"]/g;
const ENTITY: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const entity = (c: string): string => ENTITY[c] ?? c;

/**
 * Escapes text and attribute values alike (every attribute we write is double-quoted, so a single
 * quote needs no escaping). The test-first shortcut keeps the common case, plain text, allocation-free.
 */
export function esc(s: string): string {
  return TEXT.test(s) ? s.replace(TEXT_ALL, entity) : s;
}

/** `name="value"` with the value escaped; empty when the value is undefined. */
export function attr(name: string, value: string | number | undefined): string {
  return value === undefined ? '' : ' ' + name + '="' + esc(String(value)) + '"';
}

/** Text for inside an HTML comment: no "--", no ">", at most 80 characters. */
export function commentText(s: string): string {
  return s
    .replace(/[^\w .:/-]/g, '')
    .replace(/-{2,}/g, '-')
    .slice(0, 80);
}
