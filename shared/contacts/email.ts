/**
 * Email addresses of contacts (docs/product.md › Contacts): one normal form for comparing and keying
 * (`normaliseEmail`), the syntax check, role addresses (info@, sales@…) and obvious typos of the big
 * mailbox domains (gmial.com -> gmail.com). Pure: the import, the manual add and the signup form share it.
 */

/** The longest address SMTP carries (RFC 5321: 254 octets in a path). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * The key an address is compared by: trimmed, Unicode NFC, lower case. Every major ESP treats the local part
 * case-insensitively, so `Ann@Shop.com` and `ann@shop.com` are one contact.
 */
export function normaliseEmail(email: string): string {
  return email.trim().normalize('NFC').toLowerCase();
}

// Local part: dot-atom (RFC 5322 atext, Unicode letters allowed as RFC 6531 does); domain: dotted labels,
// letters/digits/hyphens (IDN as Unicode letters), a TLD of two or more letters.
const LOCAL = /^[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+(\.[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+)*$/u;
const LABEL = /^(?!-)[\p{L}\p{N}-]{1,63}(?<!-)$/u;
const TLD = /^(\p{L}{2,63}|xn--[a-z0-9-]{1,59})$/u;

/** Whether `email` (as typed; it is trimmed first) is a deliverable-looking address. */
export function isValidEmail(email: string): boolean {
  const value = email.trim().normalize('NFC');
  if (value.length === 0 || value.length > EMAIL_MAX_LENGTH) return false;
  const at = value.lastIndexOf('@');
  if (at <= 0 || at !== value.indexOf('@')) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > 64 || !LOCAL.test(local)) return false;
  const labels = domain.split('.');
  if (labels.length < 2 || labels.some((label) => !LABEL.test(label))) return false;
  return TLD.test(labels[labels.length - 1] as string);
}

/** Local parts that name a role or a system, not a person: mail to them is often shared or unmonitored. */
export const ROLE_LOCAL_PARTS: ReadonlySet<string> = new Set([
  'abuse',
  'admin',
  'administrator',
  'billing',
  'contact',
  'enquiries',
  'help',
  'hello',
  'hostmaster',
  'info',
  'inquiries',
  'mail',
  'mailer-daemon',
  'marketing',
  'no-reply',
  'noreply',
  'office',
  'orders',
  'postmaster',
  'privacy',
  'root',
  'sales',
  'security',
  'support',
  'team',
  'webmaster',
]);

/**
 * The warning a role address gets wherever it enters the list: the import's report ('imported'), the manual
 * add's answer ('added') and the add dialog while the address is typed ('can be added'). One sentence, so a
 * person who meets it twice reads the same thing.
 */
export const roleAddressWarning = (outcome: 'imported' | 'added' | 'can be added') =>
  `Role address (such as info@): ${outcome}, but these often bounce or complain`;

/** Whether the address is a role address such as info@ or sales@ (flagged, not refused). */
export function isRoleAddress(email: string): boolean {
  const key = normaliseEmail(email);
  const at = key.lastIndexOf('@');
  if (at <= 0) return false;
  const local = key.slice(0, at).split('+')[0] as string;
  return ROLE_LOCAL_PARTS.has(local);
}

/** The big mailbox domains whose near misses are almost always typos. */
export const POPULAR_MAIL_DOMAINS = [
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'hotmail.com',
  'outlook.com',
  'live.com',
  'icloud.com',
  'me.com',
  'aol.com',
  'msn.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'gmx.de',
  'web.de',
  'yahoo.co.uk',
  'hotmail.co.uk',
] as const;

const popular = new Set<string>(POPULAR_MAIL_DOMAINS);

/**
 * Damerau-Levenshtein distance (optimal string alignment), capped early: only distances 0-2 matter here.
 * Three rolling rows, not a matrix: an import runs this for every row against every popular domain.
 */
function distance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 2) return 3;
  let before = new Int32Array(b.length + 1);
  let prev = Int32Array.from({ length: b.length + 1 }, (_, j) => j);
  let row = new Int32Array(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j]!, before[j - 2]! + 1);
    }
    [before, prev, row] = [prev, row, before];
  }
  return prev[b.length]!;
}

/**
 * The corrected address when the domain is one or two edits away from a big mailbox domain
 * (`ann@gmial.com` -> `ann@gmail.com`, `ann@hotmail.con` -> `ann@hotmail.com`); undefined otherwise,
 * including for the popular domains themselves and for any domain of someone's own.
 */
export function suggestDomainTypo(email: string): string | undefined {
  const key = normaliseEmail(email);
  const at = key.lastIndexOf('@');
  if (at <= 0) return undefined;
  const domain = key.slice(at + 1);
  if (popular.has(domain) || domain.length < 5) return undefined;
  let fix = typoFixes.get(domain);
  if (fix === undefined) {
    fix = closestPopularDomain(domain) ?? null;
    // A list's addresses share few domains: remembered, but never more than a bounded number.
    if (typoFixes.size >= TYPO_FIXES_KEPT) typoFixes.clear();
    typoFixes.set(domain, fix);
  }
  return fix === null ? undefined : `${key.slice(0, at)}@${fix}`;
}

const TYPO_FIXES_KEPT = 10_000;
const typoFixes = new Map<string, string | null>();

function closestPopularDomain(domain: string): string | undefined {
  let best: { domain: string; d: number } | undefined;
  for (const candidate of POPULAR_MAIL_DOMAINS) {
    const d = distance(domain, candidate);
    // Two edits only for longer names, so short domains of real businesses (gmx.co) are left alone.
    const allowed = candidate.length >= 9 ? 2 : 1;
    if (d > 0 && d <= allowed && (!best || d < best.d)) best = { domain: candidate, d };
  }
  return best?.domain;
}
