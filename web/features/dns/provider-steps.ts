/**
 * The short illustrated step list that replaces the spec's video placeholder in the record detail view:
 * where the provider keeps DNS records, which button adds one, what its boxes are called, and the one or
 * two things that trip people up there. Pure data + one function, unit-tested.
 */
import type { DnsRecordView } from '../../../shared/contracts/dns';
import { dnsProvider, type DnsProviderId } from '../../../shared/dns/providers';

export type StepIcon = 'signin' | 'add' | 'fields' | 'save';

export interface ProviderStep {
  icon: StepIcon;
  text: string;
}

interface ProviderScreen {
  /** Where the records are, with {domain}. */
  where: string;
  addButton: string;
  nameBox: string;
  valueBox: (type: DnsRecordView['type']) => string;
  /** Extra advice for a record type on this provider. */
  note?: (record: DnsRecordView) => string | undefined;
}

const screens: Record<DnsProviderId, ProviderScreen> = {
  godaddy: {
    where: 'Sign in to GoDaddy, open your Domain Portfolio, choose {domain} and go to DNS.',
    addButton: 'Add New Record',
    nameBox: 'Name',
    valueBox: () => 'Value',
  },
  namecheap: {
    where: 'Sign in to Namecheap, open Domain List, click Manage next to {domain}, then Advanced DNS.',
    addButton: 'Add New Record',
    nameBox: 'Host',
    valueBox: (type) => (type === 'CNAME' ? 'Target' : 'Value'),
    note: (r) =>
      r.type === 'MX'
        ? 'Namecheap lists MX records under Mail Settings: choose Custom MX there first.'
        : undefined,
  },
  cloudflare: {
    where: 'Sign in to Cloudflare, choose {domain}, then DNS and Records.',
    addButton: 'Add record',
    nameBox: 'Name',
    valueBox: (type) => (type === 'CNAME' ? 'Target' : type === 'MX' ? 'Mail server' : 'Content'),
    note: (r) =>
      r.type === 'CNAME'
        ? 'Set Proxy status to "DNS only" (grey cloud). A proxied (orange cloud) record cannot work here.'
        : undefined,
  },
  google_domains: {
    where:
      'Open the Google Cloud console, go to Network services, Cloud DNS, and choose the zone of {domain}.',
    addButton: 'Add standard',
    nameBox: 'DNS name',
    valueBox: (type) =>
      type === 'CNAME' ? 'Canonical name' : type === 'MX' ? 'Preference and mail server' : 'TXT data',
    note: (r) =>
      r.type === 'MX' ? 'Cloud DNS takes the priority and the host together, like "10 host".' : undefined,
  },
  amazon_route_53: {
    where: 'Open the Route 53 console, choose Hosted zones, then {domain}.',
    addButton: 'Create record',
    nameBox: 'Record name',
    valueBox: () => 'Value',
    note: (r) =>
      r.type === 'MX'
        ? 'Route 53 takes the priority and the host together in Value, like "10 host".'
        : r.type === 'TXT'
          ? 'Route 53 wants TXT values inside double quotes.'
          : undefined,
  },
  squarespace: {
    where: 'Sign in to Squarespace, open Domains, choose {domain}, then DNS and DNS Settings.',
    addButton: 'Add record',
    nameBox: 'Host',
    valueBox: () => 'Data',
  },
  wix: {
    where: 'Sign in to Wix, open Domains, click the ⋯ menu next to {domain} and choose Manage DNS Records.',
    addButton: '+ Add Record',
    nameBox: 'Host Name',
    valueBox: (type) => (type === 'MX' || type === 'CNAME' ? 'Points to' : 'Value'),
  },
  other: {
    where:
      'Sign in where you manage DNS for {domain} (often the company you bought it from) and open its DNS records.',
    addButton: 'Add record',
    nameBox: 'Name (or Host)',
    valueBox: () => 'Value (or Points To / Target)',
  },
};

/** What to type in the Name box at this provider: the short form unless it wants the full name. */
export function nameToEnter(
  providerId: DnsProviderId,
  record: Pick<DnsRecordView, 'name' | 'shortName'>,
): string {
  const short = record.shortName;
  return dnsProvider(providerId).wantsShortNames || dnsProvider(providerId).nameForm === 'either'
    ? (short ?? record.name)
    : record.name;
}

export function providerSteps(
  providerId: DnsProviderId,
  record: DnsRecordView,
  domain: string,
): ProviderStep[] {
  const screen = screens[providerId];
  const name = nameToEnter(providerId, record);
  const priority = record.priority !== undefined ? ` Set Priority to ${record.priority}.` : '';
  const steps: ProviderStep[] = [
    { icon: 'signin', text: screen.where.replaceAll('{domain}', domain) },
    { icon: 'add', text: `Click "${screen.addButton}" and choose the type ${record.type}.` },
    {
      icon: 'fields',
      text: `In "${screen.nameBox}", enter ${name}. In "${screen.valueBox(record.type)}", paste the value shown below.${priority}`,
    },
  ];
  const note = screen.note?.(record);
  if (note) steps.push({ icon: 'fields', text: note });
  steps.push({ icon: 'save', text: 'Save the record, then come back here and click Verify All Records.' });
  return steps;
}
