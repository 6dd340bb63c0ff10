import type { DnsSetup } from '../../../shared/contracts/dns';
import type { Item } from '../../ports/store';
import { readSetupDns } from './setup-dns-item';

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/**
 * The setup item as the DNS routes answer it (shared/contracts/dns.ts `dnsSetupSchema`): every field of
 * the setup contract (null when unset) plus the DNS records with their reasons. Never the table's keys.
 */
export function toDnsSetup(item: Item): DnsSetup {
  const dns = readSetupDns(item);
  const createdAt = str(item.createdAt) ?? str(item.updatedAt) ?? new Date(0).toISOString();
  return {
    id: dns.setupId,
    userId: dns.userId,
    businessDescription: str(item.businessDescription),
    goalsFormRawText: str(item.goalsFormRawText),
    goals: strings(item.goals),
    selectedCampaignIds: strings(item.selectedCampaignIds),
    websiteProvider: str(item.websiteProvider),
    domain: dns.domain ?? null,
    formComplete: item.formComplete === true,
    dnsProviderName: dns.providerName ?? null,
    dnsProviderId: dns.providerId ?? null,
    overallDnsStatus: dns.overall ?? null,
    mxRecordValue: str(item.mxRecordValue),
    mxStatus: str(item.mxStatus),
    spfRecordValue: str(item.spfRecordValue),
    spfStatus: str(item.spfStatus),
    dkimSelector: str(item.dkimSelector),
    dkimPublicKey: str(item.dkimPublicKey),
    dkimStatus: str(item.dkimStatus),
    dmarcRecordValue: str(item.dmarcRecordValue),
    dmarcStatus: str(item.dmarcStatus),
    dnsRecords: dns.records,
    mailFromDomain: dns.mailFromDomain ?? null,
    dnsInitiatedAt: dns.initiatedAt ?? null,
    dnsLastCheckedAt: str(item.dnsLastCheckedAt),
    createdAt,
    updatedAt: str(item.updatedAt) ?? createdAt,
  };
}
