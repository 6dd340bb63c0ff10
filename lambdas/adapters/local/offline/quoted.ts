/**
 * Straight and curly double quotes, curly single quotes, and straight single quotes that open after a
 * space and close before one (so the apostrophe in 'Bob's shop' stays inside).
 */
const QUOTED =
  /"([^"]+)"|\u201c([^\u201c\u201d]+)\u201d|\u2018(.+?)\u2019(?=$|[\s.,;:!?)])|(?<=^|[\s(:])'(.+?)'(?=$|[\s.,;:!?)])/g;

/**
 * The quoted passages of a message, in order: the new text a customer wants, word for word, with the
 * rest of the sentence left as instructions (`to "Welcome!" and make it warmer` -> `Welcome!`).
 */
export function quotedTexts(message: string): string[] {
  return [...message.matchAll(QUOTED)].flatMap((m) => {
    const text = (m[1] ?? m[2] ?? m[3] ?? m[4] ?? '').trim();
    return text ? [text] : [];
  });
}

/** The first quoted passage of at least `min` characters. */
export const firstQuoted = (message: string, min = 1): string | undefined =>
  quotedTexts(message).find((t) => t.length >= min);

/**
 * What a message asks for after its last quoted passage, when anything ("and make the tone warmer"):
 * an instruction the offline composer cannot follow, so it says so instead of writing it into the text.
 */
export function afterLastQuote(message: string): string | undefined {
  const matches = [...message.matchAll(QUOTED)];
  const last = matches.at(-1);
  if (!last) return undefined;
  const rest = message
    .slice(last.index + last[0].length)
    .replace(/^[\s.,;:!?]+|[\s.,;:!?]+$/g, '')
    .replace(/^(?:and|then|also|plus)\s+/i, '');
  return /[a-z]{2,}/i.test(rest) ? rest : undefined;
}
