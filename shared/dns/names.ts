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
