import { normalizeName } from '../../../shared/dns/names';
import type { SetupDnsChanges, SetupDnsView } from '../items/setup';

/**
 * The domain's nameserver addresses, kept on the setup item so the user's first "Verify All Records" is
 * one parallel round of lookups: provider detection (GET /api/dns/provider, which the DNS page calls
 * before the user can verify) finds them, and verification refreshes them whenever it has to find them
 * itself. Internal: the setup API never answers them (items/setup.ts `parseSetup` lists its fields).
 */

/** How long stored addresses are trusted before verification finds them again. */
export const STORED_NAMESERVERS_MAX_AGE_MS = 24 * 3_600_000;

/** The stored addresses when they were found for the setup's current domain less than a day ago. */
export function freshStoredNameservers(view: SetupDnsView, now: Date): string[] | undefined {
  if (!view.domain || view.nameserverAddresses.length === 0 || !view.nameserversCheckedAt) return undefined;
  if (view.nameserversDomain !== normalizeName(view.domain)) return undefined;
  const age = now.getTime() - Date.parse(view.nameserversCheckedAt);
  return age >= 0 && age < STORED_NAMESERVERS_MAX_AGE_MS ? view.nameserverAddresses : undefined;
}

/** The attributes that store what nameserver discovery found ([] clears them: verification will look). */
export function storedNameserverAttributes(
  domain: string,
  addresses: readonly string[],
  now: Date,
): SetupDnsChanges {
  return {
    dnsNameserverAddresses: [...addresses],
    dnsNameserversDomain: normalizeName(domain),
    dnsNameserversCheckedAt: now.toISOString(),
  };
}
