import type { DnsSetup } from '../../../shared/contracts/dns';
import type { Item } from '../../ports/store';
import { toSetup } from '../setup/setup-item';
import { readSetupDns } from './setup-dns-item';

/**
 * The setup item as the DNS routes answer it (shared/contracts/dns.ts `dnsSetupSchema`): the setup module's
 * one item -> API mapping (`toSetup`), with the records read as DNS view records (their reasons and reason
 * codes; always a list) and the provider id read as a known provider option. Never the table's keys.
 */
export function toDnsSetup(item: Item): DnsSetup {
  const dns = readSetupDns(item);
  return { ...toSetup(item), dnsRecords: dns.records, dnsProviderId: dns.providerId ?? null };
}
