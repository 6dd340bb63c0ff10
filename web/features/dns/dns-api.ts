/**
 * The sending-domain calls (initiate-email-setup, get-domain-provider, verify-dns-records: docs/product.md › DNS page, DNS providers, DNS dialog). The
 * contract (full zod) loads with the first call: the shell's DNS state imports this module on every page.
 */
import type {
  DnsInitiateResponse,
  DnsProviderResponse,
  DnsVerifyResponse,
} from '../../../shared/contracts/dns';
import { api } from '../../lib/api-client';

const dnsContract = () => import('../../../shared/contracts/dns');

export async function initiateDns(providerName: string | undefined): Promise<DnsInitiateResponse> {
  const { dnsInitiateResponseSchema } = await dnsContract();
  return api.post(
    '/api/dns/initiate',
    { providerInfo: { name: providerName ?? 'Unknown' } },
    {
      schema: dnsInitiateResponseSchema,
    },
  );
}

export async function detectDnsProvider(signal?: AbortSignal): Promise<DnsProviderResponse> {
  const { dnsProviderResponseSchema } = await dnsContract();
  return api.get('/api/dns/provider', { schema: dnsProviderResponseSchema, signal });
}

export async function verifyDns(): Promise<DnsVerifyResponse> {
  const { dnsVerifyResponseSchema } = await dnsContract();
  return api.post('/api/dns/verify', {}, { schema: dnsVerifyResponseSchema });
}

/** Local stage only: writes the caller's records to the local test DNS (lambdas/local/dns-publish.ts). */
export async function publishToLocalDns(domain: string): Promise<void> {
  const { LOCAL_DNS_PUBLISH_PATH, localDnsPublishResponseSchema } =
    await import('../../../shared/contracts/local-dns');
  await api.post(LOCAL_DNS_PUBLISH_PATH, { domain }, { schema: localDnsPublishResponseSchema });
}
