import type { DnsLookup } from '../../ports/dns';
import { linkHost } from './checks/email-parts';

/** At most this many distinct hosts are looked up (an email with more links is checked on its first ones). */
export const MAX_HOSTS = 20;

/**
 * The hosts of `links` that have no A record and no CNAME. A lookup that fails (timeout, server error) counts
 * as resolving: the check warns about typos, it does not guess about an unreachable resolver.
 */
export async function unresolvedHosts(dns: DnsLookup, links: readonly string[]): Promise<string[]> {
  const hosts = [...new Set(links.map(linkHost).filter((h): h is string => h !== undefined))].slice(
    0,
    MAX_HOSTS,
  );
  const results = await Promise.all(
    hosts.map(async (host) => {
      try {
        if ((await dns.query(host, 'A')).length > 0) return undefined;
        if ((await dns.query(host, 'CNAME')).length > 0) return undefined;
        return host;
      } catch {
        return undefined;
      }
    }),
  );
  return results.filter((h): h is string => h !== undefined).sort();
}
