/** Domain-name helpers shared by the records builder, the verifier and the UI. Pure, no Node APIs. */

/** Lower-case, trimmed, without the root's trailing dot. */
export function normalizeName(name: string): string {
  return name.trim().toLowerCase().replace(/\.+$/, '');
}

/**
 * The name relative to `domain`, the short form most registrars' "Host" boxes want:
 * 'send.shop.com' -> 'send', 'shop.com' -> '@'. A name outside the domain is returned whole.
 */
export function shortName(name: string, domain: string): string {
  const n = normalizeName(name);
  const d = normalizeName(domain);
  if (n === d) return '@';
  return n.endsWith(`.${d}`) ? n.slice(0, -(d.length + 1)) : n;
}

/** The name a registrar produces when the full name is typed into a box that appends the domain. */
export function doubledName(name: string, domain: string): string {
  return `${normalizeName(name)}.${normalizeName(domain)}`;
}

/**
 * Two-label public suffixes common enough to matter for small shops. Not the whole Public Suffix List:
 * a name under a suffix missing here is treated as registrable one label too high, which only means the
 * nameserver walk stops one step early.
 */
const TWO_LABEL_SUFFIXES = new Set([
  'co.uk',
  'org.uk',
  'me.uk',
  'ltd.uk',
  'plc.uk',
  'ac.uk',
  'gov.uk',
  'com.au',
  'net.au',
  'org.au',
  'id.au',
  'co.nz',
  'net.nz',
  'org.nz',
  'co.jp',
  'ne.jp',
  'or.jp',
  'co.kr',
  'com.cn',
  'net.cn',
  'com.hk',
  'com.tw',
  'com.sg',
  'com.my',
  'co.in',
  'net.in',
  'org.in',
  'co.id',
  'co.th',
  'com.ph',
  'com.vn',
  'com.pk',
  'com.br',
  'net.br',
  'com.ar',
  'com.mx',
  'com.co',
  'com.pe',
  'com.uy',
  'com.ve',
  'com.ec',
  'co.za',
  'com.ng',
  'co.ke',
  'com.eg',
  'com.tr',
  'co.il',
  'com.sa',
  'ae.org',
  'com.es',
  'com.pl',
  'com.pt',
  'com.gr',
  'com.ua',
  'co.at',
  'or.at',
  'com.de',
]);

/** The registrable domain ("eTLD+1") of a name, e.g. 'send.shop.co.uk' -> 'shop.co.uk'. */
export function registrableDomain(name: string): string {
  const labels = normalizeName(name).split('.').filter(Boolean);
  if (labels.length <= 2) return labels.join('.');
  const lastTwo = labels.slice(-2).join('.');
  const keep = TWO_LABEL_SUFFIXES.has(lastTwo) ? 3 : 2;
  return labels.slice(-keep).join('.');
}

/** The name and its parents, up to and including its registrable domain: a.b.shop.com -> [a.b.shop.com, b.shop.com, shop.com]. */
export function namesUpToRegistrable(name: string): string[] {
  const n = normalizeName(name);
  const top = registrableDomain(n);
  const out: string[] = [];
  let current = n;
  while (current.length >= top.length) {
    out.push(current);
    if (current === top) break;
    const dot = current.indexOf('.');
    if (dot < 0) break;
    current = current.slice(dot + 1);
  }
  return out;
}
