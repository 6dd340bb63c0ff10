import { dnsProvider, UNKNOWN_PROVIDER, type DnsProviderId } from '../../../shared/dns/providers';
import type { DnsProviderResponse } from '../../../shared/contracts/dns';
import type { Clock } from '../../ports/clock';
import type { DnsLookup } from '../../ports/dns';
import type { Store } from '../../ports/store';
import { detectDnsProvider } from './detect-provider';
import { loadOwnSetupItem, SETUP_INCOMPLETE, updateSetup, type OwnSetupInput } from './initiate-setup-dns';
import { nameserverAddresses, withTimeout } from './nameservers';
import { storedNameserverAttributes } from './stored-nameservers';

/** Well inside the route's 15 s: a domain whose nameservers do not answer is 'other'. */
export const DETECT_TIMEOUT_MS = 8000;
/** Bound for each nameserver's address lookup after detection (a failure stores no addresses). */
const ADDRESS_TIMEOUT_MS = 2500;

/**
 * get-domain-provider (docs/product.md › DNS providers): the DNS provider of the caller's domain from its NS records, stored on
 * the setup (dnsProviderName, dnsProviderId). docs/product.md › DNS providers: detection errors are only logged and the flow
 * continues, so a failed lookup answers Other/Manual ('Unknown / Custom Setup') and stores nothing.
 * The nameservers' addresses are looked up too and stored, so that the user's first "Verify All Records"
 * asks them straight away (one parallel round instead of NS -> A -> records).
 */
export async function detectSetupProvider(
  input: OwnSetupInput,
  deps: { store: Store; dns: DnsLookup; clock: Clock },
  onError: (error: unknown) => void,
): Promise<DnsProviderResponse> {
  const { view } = await loadOwnSetupItem(deps.store, input, SETUP_INCOMPLETE);
  let id: DnsProviderId = 'other';
  let detectedName: string = UNKNOWN_PROVIDER;
  try {
    const detected = await withTimeout(detectDnsProvider(view.domain as string, deps), DETECT_TIMEOUT_MS);
    id = detected.providerId;
    detectedName = detected.detectedName;
    const addresses = await nameserverAddresses(deps.dns, detected.nameservers, ADDRESS_TIMEOUT_MS);
    await updateSetup(deps.store, view, {
      dnsProviderName: detectedName,
      dnsProviderId: id,
      ...(addresses.length
        ? storedNameserverAttributes(view.domain as string, addresses, deps.clock.now())
        : {}),
    });
  } catch (error) {
    onError(error);
  }
  return { provider: { id, name: dnsProvider(id).name, detectedName } };
}
