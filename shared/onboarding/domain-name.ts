/**
 * The domain a user sends email from, as typed or pasted on /website-status (step 3). Stored lowercased and
 * trimmed. We accept what people paste from a browser's address bar (scheme, "www.", a trailing slash, the
 * root dot, a path, a query, a fragment, a port: https://www.candles.com:443/shop?ref=ad#top is candles.com)
 * and reject anything that is not a plain hostname, with a message in plain words.
 *
 * Choices:
 * - A leading "www." is removed (with a note the page may show) when a real domain remains: "www.candles.com"
 *   pasted from the address bar means "candles.com" for email; sending from the www host is almost never meant,
 *   and DNS records on it would not authenticate mail from the shop's own address.
 * - Internationalised names must be given in their xn-- (punycode) form. Converting Unicode would need the URL
 *   API or a punycode table, neither of which shared/ has (ES2023 only, no DOM); the message says what to do.
 * - No list of public suffixes: "co.uk" alone passes the syntax check (the DNS step will find nothing there).
 */

export type DomainResult = { ok: true; domain: string; note?: string } | { ok: false; message: string };

export const domainMessages = {
  empty: 'Enter your domain name, like candles.com.',
  path: 'Enter just the domain, like candles.com — without https:// or a path.',
  spaces: "A domain name can't contain spaces. Enter just the domain, like candles.com.",
  email: 'That looks like an email address. Enter just the part after the @, like candles.com.',
  port: 'Leave out the port number. Enter just the domain, like candles.com.',
  ipAddress: 'Enter a domain name, like candles.com, not an IP address.',
  unicode:
    'Enter the domain in its xn-- form (your domain registrar shows it), like xn--bcher-kva.com for bücher.com.',
  singleLabel: 'Include the ending too, like candles.com (not just candles).',
  emptyLabel: 'There is an empty part between two dots. Enter the domain like candles.com.',
  tooLong: 'A domain name can be at most 253 characters long.',
  labelTooLong: 'Each part of the domain between dots can be at most 63 characters long.',
  underscore: "A domain name can't contain underscores (_). Use only letters, numbers, hyphens and dots.",
  invalidCharacters: 'A domain name can only use letters, numbers, hyphens and dots.',
  hyphenEdge: "A part of the domain can't start or end with a hyphen.",
  ending: "The ending after the last dot doesn't look right. It should be like .com, .shop or .co.uk.",
} as const;

export const wwwRemovedNote = 'We removed "www." — email is sent from your main domain.';

const MAX_DOMAIN_LENGTH = 253;
const MAX_LABEL_LENGTH = 63;

const fail = (message: string): DomainResult => ({ ok: false, message });

/** The host part of an address-bar paste: what comes before a path, query or fragment, without a port or root dot. */
function hostOf(address: string): string {
  const host = address.split(/[/?#]/, 1)[0] ?? '';
  return host.replace(/:\d+$/, '').replace(/\.$/, '');
}

export function normalizeDomain(input: string): DomainResult {
  let s = input.trim().toLowerCase();
  if (s === '') return fail(domainMessages.empty);

  const scheme = /^([a-z][a-z0-9+.-]*):\/\//.exec(s);
  if (scheme) {
    if (scheme[1] !== 'http' && scheme[1] !== 'https') return fail(domainMessages.path);
    s = s.slice(scheme[0].length);
  } else if (s.startsWith('//')) {
    s = s.slice(2);
  }
  s = hostOf(s);
  if (s === '') return fail(domainMessages.empty);

  if (/\s/.test(s)) return fail(domainMessages.spaces);
  if (s.includes('@')) return fail(domainMessages.email);
  if (s.includes('\\')) return fail(domainMessages.invalidCharacters);
  if (s.includes('[') || s.includes(']')) return fail(domainMessages.ipAddress);
  if (s.includes(':')) return fail(domainMessages.port);
  // eslint-disable-next-line no-control-regex -- "anything outside ASCII" is the point
  if (/[^\x00-\x7f]/.test(s)) return fail(domainMessages.unicode);
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(s)) return fail(domainMessages.ipAddress);

  let note: string | undefined;
  if (s.startsWith('www.') && s.split('.').length >= 3) {
    s = s.slice(4);
    note = wwwRemovedNote;
  }

  const labels = s.split('.');
  if (labels.length < 2) return fail(domainMessages.singleLabel);
  if (labels.some((label) => label === '')) return fail(domainMessages.emptyLabel);
  if (s.length > MAX_DOMAIN_LENGTH) return fail(domainMessages.tooLong);
  if (s.includes('_')) return fail(domainMessages.underscore);
  if (/[^a-z0-9.-]/.test(s)) return fail(domainMessages.invalidCharacters);
  if (labels.some((label) => label.length > MAX_LABEL_LENGTH)) return fail(domainMessages.labelTooLong);
  if (labels.some((label) => label.startsWith('-') || label.endsWith('-')))
    return fail(domainMessages.hyphenEdge);
  const ending = labels[labels.length - 1] ?? '';
  if (!/^[a-z]{2,63}$/.test(ending) && !/^xn--[a-z0-9-]+$/.test(ending)) return fail(domainMessages.ending);

  return note === undefined ? { ok: true, domain: s } : { ok: true, domain: s, note };
}
