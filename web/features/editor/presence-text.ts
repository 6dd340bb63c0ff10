/**
 * The words of the editor's presence chip (issue 34), from the other members' emails: the part before the @
 * stands for the name (members have no other name). Empty when nobody else has the email open.
 *   ["alex@shop.com"]                  -> "alex is also editing"
 *   ["alex@…", "sam@…"]                -> "alex and sam are also editing"
 *   ["alex@…", "sam@…", "kim@…", ...]  -> "alex, sam and 2 others are also editing"
 */
export function presenceText(others: readonly { email: string }[]): string {
  const names = others.map((o) => o.email.split('@')[0] || o.email);
  const [first, second] = names;
  if (first === undefined) return '';
  if (second === undefined) return `${first} is also editing`;
  if (names.length === 2) return `${first} and ${second} are also editing`;
  const rest = names.length - 2;
  return `${first}, ${second} and ${rest} other${rest === 1 ? '' : 's'} are also editing`;
}

/** The full list, for the chip's title (the short text may leave names out). */
export const presenceTitle = (others: readonly { email: string }[]): string =>
  others.length === 0 ? '' : `Also here: ${others.map((o) => o.email).join(', ')}`;
