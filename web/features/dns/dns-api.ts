/** The sending-domain calls (spec 1 §7 initiate-email-setup, get-domain-provider, verify-dns-records). */
import {
  dnsInitiateResponseSchema,
  dnsProviderResponseSchema,
  dnsVerifyResponseSchema,
  type DnsInitiateResponse,
  type DnsProviderResponse,
  type DnsVerifyResponse,
} from '../../../shared/contracts/dns';
import { api } from '../../lib/api-client';

export function initiateDns(providerName: string | undefined): Promise<DnsInitiateResponse> {
  return api.post(
    '/api/dns/initiate',
    { providerInfo: { name: providerName ?? 'Unknown' } },
    {
      schema: dnsInitiateResponseSchema,
    },
  );
}

export function detectDnsProvider(signal?: AbortSignal): Promise<DnsProviderResponse> {
  return api.get('/api/dns/provider', { schema: dnsProviderResponseSchema, signal });
}

export function verifyDns(): Promise<DnsVerifyResponse> {
  return api.post('/api/dns/verify', {}, { schema: dnsVerifyResponseSchema });
}
