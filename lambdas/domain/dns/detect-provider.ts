import { normalizeName } from '../../../shared/dns/names';
import {
  detectProviderFromNameservers,
  type DetectedProviderName,
  type DnsProviderId,
} from '../../../shared/dns/providers';
import type { DnsLookup } from '../../ports/dns';
import { findZoneNameservers } from './nameservers';

export interface DetectedDnsProvider {
  providerId: DnsProviderId;
  /** The detected provider name (docs/product.md › DNS providers), e.g. 'GoDaddy', 'Namecheap (default)', 'Unknown / Custom Setup'. */
  detectedName: DetectedProviderName;
  /** The NS hosts seen, lower-case. */
  nameservers: string[];
  /** The name whose NS records answered (the domain, or a parent up to the registrable domain); null if none. */
  zone: string | null;
}

/**
 * Which DNS provider hosts the domain, from its NS records (walking up to the registrable domain when the
 * name has none). A domain without NS records, or with unknown ones, is 'other'. DNS errors are thrown:
 * docs/product.md › DNS providers says detection errors are only logged, so the handler catches and carries on.
 */
export async function detectDnsProvider(
  domain: string,
  deps: { dns: DnsLookup },
): Promise<DetectedDnsProvider> {
  const { zone, hosts } = await findZoneNameservers(deps.dns, normalizeName(domain));
  const { providerId, detectedName } = detectProviderFromNameservers(hosts);
  return { providerId, detectedName, nameservers: hosts, zone };
}
