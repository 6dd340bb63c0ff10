/** DMARC record helpers (RFC 7489 §6.3–6.4), pure. Problems are phrased to drop into a sentence. */

export type DmarcPolicy = 'none' | 'quarantine' | 'reject';
const POLICIES: readonly string[] = ['none', 'quarantine', 'reject'];

export function expectedDmarc(reportAddress: string): string {
  return `v=DMARC1; p=none; rua=mailto:${reportAddress}`;
}

/**
 * True for a TXT value that is meant as a DMARC record: it starts with "v=DMARC1" in any case, so a
 * misspelled one is still found and reported as invalid rather than ignored.
 */
export function looksLikeDmarc(txt: string): boolean {
  return /^v\s*=\s*dmarc/i.test(txt.trim());
}

export type DmarcParse =
  { ok: true; policy: DmarcPolicy; tags: Record<string, string> } | { ok: false; problem: string };

export function parseDmarc(txt: string): DmarcParse {
  const fail = (problem: string): DmarcParse => ({ ok: false, problem });
  const parts = txt
    .split(';')
    .map((p) => p.trim())
    .filter((p, i, all) => p !== '' || i < all.length - 1);
  if (parts.some((p) => p === '')) return fail('it has an empty part between two semicolons');

  const tags: Record<string, string> = {};
  const order: string[] = [];
  for (const part of parts) {
    const eq = part.indexOf('=');
    if (eq <= 0) return fail(`"${part}" isn't written as tag=value (tags are separated by semicolons)`);
    const name = part.slice(0, eq).trim().toLowerCase();
    const value = part.slice(eq + 1).trim();
    if (/\s/.test(name) || /\s[a-z]+\s*=/i.test(value))
      return fail(`"${part}" isn't written as tag=value (tags are separated by semicolons)`);
    if (name in tags) return fail(`the tag ${name}= appears twice`);
    tags[name] = value;
    order.push(name);
  }

  if (order[0] !== 'v' || tags.v !== 'DMARC1')
    return fail('it must start with v=DMARC1, written exactly like that');
  if (!('p' in tags)) return fail('the policy tag p= is missing (for example p=none)');
  if (order[1] !== 'p') return fail('the policy tag p= must come right after v=DMARC1');
  const policy = (tags.p ?? '').toLowerCase();
  if (!POLICIES.includes(policy)) return fail(`p=${tags.p} isn't a policy; use none, quarantine or reject`);
  if ('sp' in tags && !POLICIES.includes((tags.sp ?? '').toLowerCase()))
    return fail(`sp=${tags.sp} isn't a policy; use none, quarantine or reject`);
  if ('pct' in tags && !/^(100|[1-9]?\d)$/.test(tags.pct ?? ''))
    return fail(`pct=${tags.pct} must be a whole number from 0 to 100`);
  for (const t of ['adkim', 'aspf'] as const) {
    if (t in tags && !/^[rs]$/i.test(tags[t] ?? ''))
      return fail(`${t}=${tags[t]} must be r (relaxed) or s (strict)`);
  }
  if ('ri' in tags && !/^\d+$/.test(tags.ri ?? '')) return fail(`ri=${tags.ri} must be a number of seconds`);
  if ('fo' in tags && !/^[01ds](:[01ds])*$/i.test(tags.fo ?? ''))
    return fail(`fo=${tags.fo} must be 0, 1, d or s (joined with colons)`);
  for (const t of ['rua', 'ruf'] as const) {
    if (!(t in tags)) continue;
    const uris = (tags[t] ?? '').split(',').map((u) => u.trim());
    for (const uri of uris) {
      if (uri === '')
        return fail(`${t}= is empty; give a report address like ${t}=mailto:reports@example.com`);
      if (/^[^:@\s]+@[^@\s]+$/.test(uri))
        return fail(`${t}=${uri} needs mailto: in front of the address (${t}=mailto:${uri})`);
      if (!/^[a-z][a-z0-9+.-]*:\S+$/i.test(uri))
        return fail(`${t}=${uri} isn't an address like mailto:reports@example.com`);
    }
  }
  return { ok: true, policy: policy as DmarcPolicy, tags };
}

/** Plain words for a policy, shown next to a kept DMARC record. */
export const dmarcPolicyWords: Record<DmarcPolicy, string> = {
  none: 'deliver mail that fails the checks, and send reports',
  quarantine: 'send mail that fails the checks to spam',
  reject: 'refuse mail that fails the checks',
};
