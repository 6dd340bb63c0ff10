import { dnsRecordViewSchema, type DnsRecordView } from '../../../shared/contracts/dns';
import { dnsProviderIdSchema, type DnsProviderId } from '../../../shared/dns/providers';
import type { DnsRecordItem } from '../../../shared/dns/records';
import { overallStatusSchema, type OverallStatus, type RecordStatus } from '../../../shared/dns/status';
import type { Item, Key } from '../../ports/store';

/**
 * The DNS attributes of the setup item (pk USER#{sub}, sk SETUP). The item belongs to onboarding; the DNS
 * routes add: dkimTokens, mailFromDomain, dnsDomain (the domain the records were made for), dnsRecords
 * (display items with status and reason), overallDnsStatus, the flat fields of the setup contract,
 * dnsProviderName/Id, dnsInitiatedAt, dnsLastCheckedAt, and the recheck schedule (dnsRecheckCount,
 * dnsNextCheckAt and the gsi2 keys of keys.dnsRecheckIndex). Internal, never answered: the domain's
 * nameserver addresses as last found (dnsNameserverAddresses, dnsNameserversDomain, dnsNameserversCheckedAt;
 * see stored-nameservers.ts).
 */
export interface SetupDnsView {
  key: Key;
  setupId: string;
  userId: string;
  domain: string | undefined;
  dnsDomain: string | undefined;
  dkimTokens: string[];
  mailFromDomain: string | undefined;
  providerId: DnsProviderId | undefined;
  providerName: string | undefined;
  records: DnsRecordView[];
  overall: OverallStatus | undefined;
  initiatedAt: string | undefined;
  recheckCount: number;
  nextCheckAt: string | undefined;
  /** Nameserver addresses found for `nameserversDomain` at `nameserversCheckedAt` (plain IPv4). */
  nameserverAddresses: string[];
  nameserversDomain: string | undefined;
  nameserversCheckedAt: string | undefined;
}

const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

export function readSetupDns(item: Item): SetupDnsView {
  const { pk, sk, id } = item;
  if (typeof pk !== 'string' || typeof sk !== 'string' || typeof id !== 'string')
    throw new Error('Setup item lacks pk, sk or id');
  const records = Array.isArray(item.dnsRecords)
    ? item.dnsRecords.flatMap((r) => {
        const parsed = dnsRecordViewSchema.safeParse(r);
        return parsed.success ? [parsed.data] : [];
      })
    : [];
  const provider = dnsProviderIdSchema.safeParse(item.dnsProviderId);
  const overall = overallStatusSchema.safeParse(item.overallDnsStatus);
  return {
    key: { pk, sk },
    setupId: id,
    userId: str(item.userId) ?? pk.replace(/^USER#/, ''),
    domain: str(item.domain),
    dnsDomain: str(item.dnsDomain),
    dkimTokens: strings(item.dkimTokens),
    mailFromDomain: str(item.mailFromDomain),
    providerId: provider.success ? provider.data : undefined,
    providerName: str(item.dnsProviderName),
    records,
    overall: overall.success ? overall.data : undefined,
    initiatedAt: str(item.dnsInitiatedAt),
    recheckCount: typeof item.dnsRecheckCount === 'number' ? item.dnsRecheckCount : 0,
    nextCheckAt: str(item.dnsNextCheckAt),
    nameserverAddresses: strings(item.dnsNameserverAddresses),
    nameserversDomain: str(item.dnsNameserversDomain),
    nameserversCheckedAt: str(item.dnsNameserversCheckedAt),
  };
}

/** True when records exist and were made for the setup's current domain. */
export function isPreparedFor(view: SetupDnsView): boolean {
  return (
    view.domain !== undefined &&
    view.dnsDomain === view.domain &&
    view.dkimTokens.length > 0 &&
    view.records.length > 0
  );
}

/**
 * A record as stored and sent: the setup contract's `reason` is the sentence (what the user reads), the
 * code goes in `reasonCode`.
 */
export function toRecordView(item: DnsRecordItem): DnsRecordView {
  const view: DnsRecordView = {
    id: item.id,
    kind: item.kind,
    type: item.type,
    name: item.name,
    shortName: item.shortName,
    value: item.value,
    purpose: item.purpose,
    status: item.status,
  };
  if (item.priority !== undefined) view.priority = item.priority;
  if (item.message !== undefined) view.reason = item.message;
  if (item.reason !== undefined) view.reasonCode = item.reason;
  if (item.found !== undefined) view.found = item.found;
  if (item.policy !== undefined) view.policy = item.policy;
  if (item.existing !== undefined) view.existing = item.existing;
  return view;
}

/** One status for several records (the three DKIM CNAMEs): failed wins, then pending, else verified. */
export function combinedStatus(statuses: readonly string[]): RecordStatus | null {
  if (statuses.length === 0) return null;
  if (statuses.some((s) => s === 'failed')) return 'failed';
  return statuses.every((s) => s === 'verified') ? 'verified' : 'pending';
}

/**
 * The flat fields of the setup contract (docs/product.md › DNS records), from the records. mxRecordValue is
 * 'priority host'; dkimSelector lists the Easy DKIM selectors (the tokens) comma-separated; dkimPublicKey
 * is null because SES keeps the key (the records are CNAMEs to it).
 */
export function flatDnsFields(records: readonly DnsRecordView[]): Item {
  const of = (kind: string) => records.filter((r) => (r.kind ?? r.id.replace(/\d+$/, '')) === kind);
  const mx = of('mx')[0];
  const spf = of('spf')[0];
  const dkim = of('dkim');
  const dmarc = of('dmarc')[0];
  return {
    mxRecordValue: mx ? `${mx.priority ?? 10} ${mx.value}` : null,
    mxStatus: mx?.status ?? null,
    spfRecordValue: spf?.value ?? null,
    spfStatus: spf?.status ?? null,
    dkimSelector: dkim.length ? dkim.map((r) => r.name.split('._domainkey.')[0]).join(',') : null,
    dkimPublicKey: null,
    dkimStatus: combinedStatus(dkim.map((r) => r.status)),
    dmarcRecordValue: dmarc?.value ?? null,
    dmarcStatus: dmarc?.status ?? null,
  };
}
