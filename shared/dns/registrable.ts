import { getDomain } from 'tldts';
import { normalizeName } from './names';

/**
 * The registrable domain ("eTLD+1", the organizational domain of RFC 7489 §3.2) of a name, from the Public
 * Suffix List as the tldts package keeps it: 'send.shop.co.uk' -> 'shop.co.uk', 'a.b.shop.com.br' ->
 * 'shop.com.br'. Private suffixes count (a shop on myshopify.com or github.io controls only its own name).
 * A name the list cannot place (a bare label, an IP) is returned as it is. Kept apart from names.ts so only
 * the code that needs the list bundles it.
 */
export function registrableDomain(name: string): string {
  const n = normalizeName(name);
  return getDomain(n, { allowPrivateDomains: true }) ?? n;
}

/** The name and its parents, up to and including its registrable domain: a.b.shop.com -> [a.b.shop.com, b.shop.com, shop.com]. */
export function namesUpToRegistrable(name: string): string[] {
  const n = normalizeName(name);
  const top = registrableDomain(n);
  const out: string[] = [n];
  let current = n;
  while (current !== top && current.endsWith(`.${top}`)) {
    current = current.slice(current.indexOf('.') + 1);
    out.push(current);
  }
  return out;
}
