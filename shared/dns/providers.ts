import * as z from 'zod/mini';
import { normalizeName } from './names';

/**
 * The 8 DNS provider options of docs/product.md › DNS providers ("DNS provider option (dialog)"): id, name, logo path and an
 * instructions URL template (may contain {domain}; empty for Other/Manual), plus which form of the record
 * name the provider's DNS screen wants. Also: nameserver patterns -> detected provider name -> id.
 */
export const dnsProviderIds = [
  'godaddy',
  'namecheap',
  'cloudflare',
  'google_domains',
  'amazon_route_53',
  'squarespace',
  'wix',
  'other',
] as const;
// zod/mini: the shell's DNS state reads it on every page, public ones included, and they stay small.
export const dnsProviderIdSchema = z.enum(dnsProviderIds);
export type DnsProviderId = z.infer<typeof dnsProviderIdSchema>;

/**
 * 'short': type only the part before the domain (send, _dmarc, @ for the domain itself); typing the full
 * name usually ends up as send.shop.com.shop.com. 'either': the provider recognises the full name too.
 */
export type NameForm = 'short' | 'either';

export interface DnsProviderOption {
  id: DnsProviderId;
  name: string;
  logo: string;
  /** Where the user edits DNS records; {domain} is replaced by `instructionsUrlFor`. '' for Other/Manual. */
  instructionsUrl: string;
  nameForm: NameForm;
  /** True when the provider's Host/Name box wants the short form (the name without the domain). */
  wantsShortNames: boolean;
  /** One or two sentences on which name form to type, shown next to the Name field. */
  nameNote: string;
}

const option = (o: Omit<DnsProviderOption, 'logo' | 'wantsShortNames'>): DnsProviderOption => ({
  ...o,
  logo: `/dns-providers/${o.id}.svg`,
  wantsShortNames: o.nameForm === 'short',
});

export const dnsProviders: readonly DnsProviderOption[] = [
  option({
    id: 'godaddy',
    name: 'GoDaddy',
    instructionsUrl: 'https://dcc.godaddy.com/control/portfolio/{domain}/settings?tab=dns',
    nameForm: 'short',
    nameNote:
      "GoDaddy's Name box wants only the part before your domain (for example send, or @ for the domain itself). If you paste the full name, GoDaddy usually adds your domain a second time.",
  }),
  option({
    id: 'namecheap',
    name: 'Namecheap',
    instructionsUrl: 'https://ap.www.namecheap.com/Domains/DomainControlPanel/{domain}/advancedns',
    nameForm: 'short',
    nameNote:
      "In Advanced DNS, Namecheap's Host box wants only the part before your domain (for example send, or @ for the domain itself); Namecheap adds the domain for you.",
  }),
  option({
    id: 'cloudflare',
    name: 'Cloudflare',
    instructionsUrl: 'https://dash.cloudflare.com/?to=/:account/{domain}/dns/records',
    nameForm: 'either',
    nameNote:
      'Cloudflare accepts either form in the Name box: the part before your domain (send) or the full name (send.yourdomain.com). Set the CNAME records to "DNS only" (grey cloud), not proxied.',
  }),
  option({
    id: 'google_domains',
    name: 'Google Domains / Cloud DNS',
    instructionsUrl: 'https://console.cloud.google.com/net-services/dns/zones',
    nameForm: 'short',
    nameNote:
      'In the Google Cloud DNS console the DNS name box shows your domain after it, so type only the part before it (send); the gcloud tool and the API want the full name ending with a dot (send.yourdomain.com.). Domains from Google Domains are now managed at Squarespace, which also wants only the part before your domain.',
  }),
  option({
    id: 'amazon_route_53',
    name: 'Amazon Route 53',
    instructionsUrl: 'https://console.aws.amazon.com/route53/v2/hostedzones',
    nameForm: 'short',
    nameNote:
      'In the Route 53 console the Record name box shows your domain after it, so type only the part before it (send; leave it empty for the domain itself). The AWS CLI and API take the full name.',
  }),
  option({
    id: 'squarespace',
    name: 'Squarespace',
    instructionsUrl: 'https://account.squarespace.com/domains/managed/{domain}/dns/dns-settings',
    nameForm: 'short',
    nameNote:
      "Squarespace's Host box wants only the part before your domain (for example send, or @ for the domain itself).",
  }),
  option({
    id: 'wix',
    name: 'Wix',
    instructionsUrl: 'https://manage.wix.com/account/domains',
    nameForm: 'short',
    nameNote:
      'Wix shows your domain after the Host Name box, so type only the part before it (for example send). Open your domain, then "Manage DNS Records".',
  }),
  option({
    id: 'other',
    name: 'Other/Manual',
    instructionsUrl: '',
    nameForm: 'short',
    nameNote:
      'Most DNS providers want only the part before your domain (for example send), and a few want the full name. If your provider shows your domain next to the box, use the short form.',
  }),
];

export function dnsProvider(id: DnsProviderId): DnsProviderOption {
  const found = dnsProviders.find((p) => p.id === id);
  if (!found) throw new Error(`unknown DNS provider ${id}`);
  return found;
}

/** The provider's instructions URL for this domain, '' when it has none. */
export function instructionsUrlFor(id: DnsProviderId, domain: string): string {
  return dnsProvider(id).instructionsUrl.replaceAll('{domain}', encodeURIComponent(normalizeName(domain)));
}

/** Names the detector reports; docs/product.md › DNS providers maps each to a provider id, anything else to 'other'. */
export const detectedProviderNames = {
  GoDaddy: 'godaddy',
  'GoDaddy (legacy/reseller)': 'godaddy',
  Namecheap: 'namecheap',
  'Namecheap (default)': 'namecheap',
  Cloudflare: 'cloudflare',
  'Google Domains': 'google_domains',
  'Google Cloud DNS': 'google_domains',
  'Amazon Route 53': 'amazon_route_53',
  Squarespace: 'squarespace',
  Wix: 'wix',
  'Unknown / Custom Setup': 'other',
} as const satisfies Record<string, DnsProviderId>;
export type DetectedProviderName = keyof typeof detectedProviderNames;
export const UNKNOWN_PROVIDER: DetectedProviderName = 'Unknown / Custom Setup';

/** docs/product.md › DNS providers: detected provider name -> option id (case-insensitive); unrecognised names -> 'other'. */
export function providerIdFromName(name: string | null | undefined): DnsProviderId {
  const key = (name ?? '').trim().toLowerCase();
  for (const [detected, id] of Object.entries(detectedProviderNames))
    if (detected.toLowerCase() === key) return id;
  return 'other';
}

/** Nameserver host patterns, most specific first. */
const NAMESERVER_PATTERNS: readonly { pattern: RegExp; name: DetectedProviderName }[] = [
  { pattern: /(^|\.)domaincontrol\.com$/, name: 'GoDaddy' },
  { pattern: /(^|\.)secureserver\.net$/, name: 'GoDaddy (legacy/reseller)' },
  { pattern: /^dns\d+\.registrar-servers\.com$/, name: 'Namecheap (default)' },
  { pattern: /(^|\.)registrar-servers\.com$/, name: 'Namecheap' },
  { pattern: /(^|\.)namecheaphosting\.com$/, name: 'Namecheap' },
  { pattern: /(^|\.)ns\.cloudflare\.com$/, name: 'Cloudflare' },
  { pattern: /^ns-cloud-[a-z0-9]+\.googledomains\.com$/, name: 'Google Cloud DNS' },
  { pattern: /^ns-cloud-[a-z0-9-]+\.google$/, name: 'Google Cloud DNS' },
  { pattern: /(^|\.)googledomains\.com$/, name: 'Google Domains' },
  { pattern: /(^|\.)awsdns-\d+\.(com|net|org|co\.uk)$/, name: 'Amazon Route 53' },
  { pattern: /(^|\.)squarespacedns\.com$/, name: 'Squarespace' },
  { pattern: /(^|\.)wixdns\.net$/, name: 'Wix' },
];

/** The provider name for one nameserver host, or undefined when it matches none. */
export function providerNameForNameserver(host: string): DetectedProviderName | undefined {
  const h = normalizeName(host);
  return NAMESERVER_PATTERNS.find((p) => p.pattern.test(h))?.name;
}

/**
 * The provider behind a set of NS hosts: the name most of them match (ties: the first NS's), or
 * 'Unknown / Custom Setup' when none match.
 */
export function detectProviderFromNameservers(hosts: readonly string[]): {
  providerId: DnsProviderId;
  detectedName: DetectedProviderName;
} {
  const counts = new Map<DetectedProviderName, number>();
  for (const host of hosts) {
    const name = providerNameForNameserver(host);
    if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  let best: DetectedProviderName = UNKNOWN_PROVIDER;
  let bestCount = 0;
  for (const [name, count] of counts) {
    if (count > bestCount) {
      best = name;
      bestCount = count;
    }
  }
  return { providerId: detectedProviderNames[best], detectedName: best };
}
