/**
 * Text that becomes a mail header (a subject, a display name): every control character (C0, DEL, C1
 * including U+0085 NEXT LINE), the Unicode line and paragraph separators (U+2028, U+2029) and the bidi
 * embedding, override and isolate controls (which can disguise a subject) become a space; runs of
 * whitespace collapse to one space and the ends are trimmed. A header can then never be split or
 * continued, whatever the email's name holds.
 */
const UNSAFE_IN_HEADER = /[\p{Cc}\p{Zl}\p{Zp}\u202A-\u202E\u2066-\u2069]+/gu;

export function headerText(value: string): string {
  return value.replace(UNSAFE_IN_HEADER, ' ').replace(/\s+/g, ' ').trim();
}
