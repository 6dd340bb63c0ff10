/**
 * SPF text helpers (RFC 7208), pure. The recursive lookup count that needs DNS lives in
 * lambdas/domain/dns/spf-lookups.ts and uses `spfLookupTerms` from here.
 */

export const SES_SPF_INCLUDE = 'amazonses.com';
export const EXPECTED_SPF = `v=spf1 include:${SES_SPF_INCLUDE} ~all`;
/** RFC 7208 §4.6.4: at most 10 mechanisms/modifiers that cause DNS lookups. */
export const SPF_LOOKUP_LIMIT = 10;

/** True for a TXT value that is an SPF record: "v=spf1" followed by a space or nothing (RFC 7208 §4.5). */
export function isSpfRecord(txt: string): boolean {
  return /^v=spf1(\s|$)/i.test(txt.trim());
}

export interface SpfTerm {
  qualifier: '+' | '-' | '~' | '?';
  /** Lower-cased mechanism or modifier name: include, a, mx, ptr, exists, ip4, ip6, all, redirect, exp, ... */
  name: string;
  /** Text after ':' or '=' (a domain for include/exists/redirect), '' when absent. */
  value: string;
  /** True for name=value modifiers (redirect, exp, unknown ones). */
  modifier: boolean;
  raw: string;
}

/** The record's terms after "v=spf1". */
export function parseSpf(txt: string): SpfTerm[] {
  const parts = txt.trim().split(/\s+/).slice(1).filter(Boolean);
  return parts.map((raw) => {
    const modifier = /^[a-z][a-z0-9_.-]*=/i.test(raw);
    if (modifier) {
      const eq = raw.indexOf('=');
      return {
        qualifier: '+',
        name: raw.slice(0, eq).toLowerCase(),
        value: raw.slice(eq + 1),
        modifier,
        raw,
      };
    }
    const hasQualifier = /^[+\-~?]/.test(raw);
    const qualifier = (hasQualifier ? raw[0] : '+') as SpfTerm['qualifier'];
    const body = hasQualifier ? raw.slice(1) : raw;
    const name = (/^[a-z][a-z0-9]*/i.exec(body)?.[0] ?? body).toLowerCase();
    const value = body.includes(':') ? body.slice(body.indexOf(':') + 1).replace(/\/.*$/, '') : '';
    return { qualifier, name, value, modifier, raw };
  });
}

const LOOKUP_MECHANISMS = new Set(['include', 'a', 'mx', 'ptr', 'exists']);

export interface SpfLookups {
  /** DNS-lookup terms in this record itself: include, a, mx, ptr, exists, and redirect (when it applies). */
  count: number;
  /** Domains to follow for the recursive count: include and redirect targets without macros. */
  follow: string[];
}

export function spfLookupTerms(txt: string): SpfLookups {
  const terms = parseSpf(txt);
  const hasAll = terms.some((t) => !t.modifier && t.name === 'all');
  let count = 0;
  const follow: string[] = [];
  for (const t of terms) {
    const counts =
      (!t.modifier && LOOKUP_MECHANISMS.has(t.name)) || (t.modifier && t.name === 'redirect' && !hasAll);
    if (!counts) continue;
    count++;
    const followable = t.name === 'include' || t.name === 'redirect';
    if (followable && t.value && !t.value.includes('%'))
      follow.push(t.value.toLowerCase().replace(/\.$/, ''));
  }
  return { count, follow };
}

/** True when the record authorises Amazon SES with a passing include ("include:amazonses.com" or "+include:..."). */
export function includesAmazonSes(txt: string): boolean {
  return parseSpf(txt).some(
    (t) =>
      !t.modifier &&
      t.name === 'include' &&
      t.qualifier === '+' &&
      t.value.toLowerCase().replace(/\.$/, '') === SES_SPF_INCLUDE,
  );
}

/**
 * One SPF record that keeps what the given records allow and adds Amazon SES: the mechanisms of all of
 * them, de-duplicated, SES's include first, and the first record's "all" (default ~all). Used to tell the
 * user what to write instead of two records, or instead of one without our include.
 */
export function mergedSpf(records: string[]): string {
  const seen = new Set<string>([`include:${SES_SPF_INCLUDE}`]);
  const terms: string[] = [`include:${SES_SPF_INCLUDE}`];
  let all: string | undefined;
  for (const record of records) {
    for (const t of parseSpf(record)) {
      if (!t.modifier && t.name === 'all') {
        all ??= t.raw;
        continue;
      }
      if (t.modifier) continue; // redirect/exp do not survive a merge
      const key = t.raw.toLowerCase().replace(/^\+/, '');
      if (seen.has(key)) continue;
      seen.add(key);
      terms.push(t.raw);
    }
  }
  return ['v=spf1', ...terms, all ?? '~all'].join(' ');
}
