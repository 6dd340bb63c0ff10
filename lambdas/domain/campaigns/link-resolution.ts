import { isIP } from 'node:net';
import type { DnsLookup } from '../../ports/dns';
import type { UnresolvedHost } from './checks/check-input';
import { linkHost } from './checks/email-parts';

/** At most this many distinct hosts are looked up (an email with more links is checked on its first ones). */
export const MAX_HOSTS = 20;

const ADDRESS_TYPES = ['A', 'AAAA', 'CNAME'] as const;

/** An address written as the host (127.0.0.1, [2001:db8::1]): nothing to look up in DNS. */
const isAddress = (host: string) => isIP(host.replace(/^\[(.*)\]$/, '$1')) !== 0;

/**
 * The hosts of `links` that have no A, AAAA or CNAME record, by host; an IP address as the host is not
 * a name and never counts (a local test page on http://127.0.0.1:4455/, README). A lookup that fails (timeout, server
 * error) counts as resolving: the check warns about typos, it does not guess about an unreachable resolver.
 */
export async function unresolvedHosts(dns: DnsLookup, links: readonly string[]): Promise<UnresolvedHost[]> {
  const named = links.map(linkHost).filter((h): h is string => h !== undefined && !isAddress(h));
  const hosts = [...new Set(named)].slice(0, MAX_HOSTS);
  const results = await Promise.all(
    hosts.map(async (host): Promise<UnresolvedHost | undefined> => {
      try {
        for (const type of ADDRESS_TYPES) if ((await dns.query(host, type)).length > 0) return undefined;
        return { host, named: (await dns.query(host, 'NS')).length > 0 };
      } catch {
        return undefined;
      }
    }),
  );
  return results
    .filter((h): h is UnresolvedHost => h !== undefined)
    .sort((a, b) => a.host.localeCompare(b.host));
}
