/**
 * What the offline composer knows about the shop, phrased for an email: the shop's name, what it sells
 * and where it is. Read from the business description and the website domain with plain rules, never
 * pasted verbatim ("I sell hand-poured soy candles from Vermont." becomes "hand-poured soy candles" and
 * "from Vermont", which the copy writes in the shop's own "we").
 */

/**
 * Labels of a domain that are suffixes, not the shop's name, including the names reserved for tests and
 * examples (RFC 2606, RFC 6761): "candles-test.example" is "Candles Test", never "Example".
 */
const SUFFIXES = new Set(
  [
    'com net org co uk us ca au nz de fr es it nl be ie eu io shop store online biz info me',
    'example test invalid localhost local internal',
  ]
    .join(' ')
    .split(' '),
);
const SMALL_WORDS = new Set(['and', 'of', 'the', 'by', 'for', 'on', 'in', 'at', 'to']);

const titleCase = (words: string[]): string =>
  words.map((w, i) => (i > 0 && SMALL_WORDS.has(w) ? w : w[0]!.toUpperCase() + w.slice(1))).join(' ');

/** "vermont-candles.com" -> "Vermont Candles"; "www.shop.lumen.co.uk" -> "Lumen". */
export function nameFromDomain(domain: string | null | undefined): string | undefined {
  const host = (domain ?? '')
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/[/:?#].*$/, '')
    .replace(/^www\./, '');
  const labels = host.split('.').filter(Boolean);
  while (labels.length > 1 && SUFFIXES.has(labels.at(-1)!)) labels.pop();
  const label = labels.at(-1);
  if (!label || !/[a-z]/.test(label)) return undefined;
  const words = label.split(/[-_]+/).filter(Boolean);
  return words.length ? titleCase(words) : undefined;
}

const CAPITALISED = String.raw`[A-Z][\w&'\u2019-]*(?:\s+(?:&|and|of|the|[A-Z][\w&'\u2019-]*)){0,4}`;
const NAMED = [
  new RegExp(String.raw`\b(?:[Ww]e are|[Ww]e're|[Tt]his is|[Ww]elcome to|[Aa]t)\s+(${CAPITALISED})`),
  new RegExp(String.raw`\b(?:called|named)\s+(${CAPITALISED})`),
  new RegExp(String.raw`^(${CAPITALISED})\s+(?:is|are|sells?|makes?|offers?|has been)\b`),
];
/** Capitalised words that start a sentence, not a name ("I'm Jane and I make ..." names no shop). */
const NOT_NAMES = /(?:^|\s)(?:I|I'm|I\u2019m|We|We're|We\u2019re|Our|My|The|A|An|This|Hi|Hello)(?:\s|$)/;

/** The shop's name when the description says it ("We are Lumen Candles, ..."; "Candle Cove sells ..."). */
export function nameFromDescription(description: string | null | undefined): string | undefined {
  const text = (description ?? '').trim();
  for (const re of NAMED) {
    const name = re
      .exec(text)?.[1]
      ?.replace(/\s+(?:and|of|the|&)$/, '')
      .trim();
    if (name && !NOT_NAMES.test(name)) return name;
  }
  return undefined;
}

/** The name the email signs with: the description's own name first, then the domain's, else "our shop". */
export function shopName(description: string | null | undefined, domain: string | null | undefined): string {
  return nameFromDescription(description) ?? nameFromDomain(domain) ?? 'our shop';
}

const VERBS =
  /\b(?:sell|sells|selling|make|makes|making|offer|offers|offering|craft|crafts|crafting|create|creates|creating|bake|bakes|baking|roast|roasts|roasting|design|designs|designing|grow|grows|growing|brew|brews|brewing|pour|pours|pouring|knit|knits|knitting|stock|stocks|carry|carries)\s+(.+)/i;
const STOP = /\s*(?:[.,;:!?(]|\s(?:from|in|based|since|for|to|that|which|who|with love|and we|but)\s).*$/i;
const LEADING =
  /^(?:a|an|the|our|my|some|lovely|beautiful)\s+(?:(?:wide\s+|small\s+)?(?:range|selection|variety|collection|line)\s+of\s+)?/i;

const BASE: Record<string, string> = {
  selling: 'sell',
  making: 'make',
  offering: 'offer',
  crafting: 'craft',
  creating: 'create',
  baking: 'bake',
  roasting: 'roast',
  designing: 'design',
  growing: 'grow',
  brewing: 'brew',
  pouring: 'pour',
  knitting: 'knit',
  carries: 'carry',
};

/** The verb the description uses for what the shop does, in the "we" form ("sells" -> "sell"). */
export function verbOf(description: string | null | undefined): string | undefined {
  const word = /^\S+/.exec(VERBS.exec(description ?? '')?.[0] ?? '')?.[0]?.toLowerCase();
  if (!word) return undefined;
  return BASE[word] ?? word.replace(/s$/, '');
}

/** What the shop sells, as a plural noun phrase ("hand-poured soy candles"), when the description says. */
export function productsOf(description: string | null | undefined): string | undefined {
  const text = (description ?? '').replace(/\s+/g, ' ').trim();
  const afterVerb = VERBS.exec(text)?.[1];
  const name = nameFromDescription(text);
  const afterName = name ? new RegExp(`${escapeRe(name)}\\s*,\\s*(.+)`).exec(text)?.[1] : undefined;
  const raw = (afterVerb ?? afterName ?? '').replace(STOP, '').replace(LEADING, '').trim();
  const words = raw.split(' ').filter(Boolean);
  if (words.length === 0 || words.length > 8 || /^(?:a|an|the|we|i|it|and)$/i.test(words[0]!))
    return undefined;
  return raw;
}

/** Where the shop is ("from Vermont", "in Leeds"), when the description says. */
export function placeOf(description: string | null | undefined): string | undefined {
  const m = /\b(from|in|based in|out of)\s+((?:[A-Z][\w'\u2019-]*)(?:,?\s+[A-Z][\w'\u2019-]*){0,3})/.exec(
    description ?? '',
  );
  if (!m) return undefined;
  const preposition = m[1] === 'based in' || m[1] === 'out of' ? 'in' : m[1]!;
  return `${preposition} ${m[2]!.replace(/,$/, '')}`;
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A whole sentence: trimmed, capitalised, ending with terminal punctuation. */
export function sentence(s: string): string {
  const t = s.trim().replace(/\s+/g, ' ');
  if (!t) return t;
  const cap = t[0]!.toUpperCase() + t.slice(1);
  return /[.!?]["'\u201d)]?$/.test(cap) ? cap : cap.replace(/[,;:]$/, '') + '.';
}

/** Joins phrases as English does: "a", "a and b", "a, b and c". */
export function listPhrase(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
