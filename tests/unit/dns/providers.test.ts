import { describe, expect, it } from 'vitest';
import {
  detectProviderFromNameservers,
  detectedProviderNames,
  dnsProvider,
  dnsProviderIds,
  dnsProviders,
  instructionsUrlFor,
  providerIdFromName,
  providerNameForNameserver,
} from '../../../shared/dns/providers';

describe('DNS provider options', () => {
  it('are the 8 options of docs/product.md › DNS providers, in order, with logo, URL template and a name-form note', () => {
    expect(dnsProviders.map((p) => p.id)).toEqual([...dnsProviderIds]);
    expect(dnsProviders).toHaveLength(8);
    for (const p of dnsProviders) {
      expect(p.logo).toBe(`/dns-providers/${p.id}.svg`);
      expect(p.nameNote.length).toBeGreaterThan(30);
      expect(p.wantsShortNames).toBe(p.nameForm === 'short');
      if (p.id !== 'other') expect(p.instructionsUrl).toMatch(/^https:\/\//);
    }
    expect(dnsProvider('other')).toMatchObject({ name: 'Other/Manual', instructionsUrl: '' });
  });

  it('says which name form each provider wants', () => {
    const form = Object.fromEntries(dnsProviders.map((p) => [p.id, p.nameForm]));
    expect(form).toMatchObject({
      godaddy: 'short',
      namecheap: 'short',
      squarespace: 'short',
      wix: 'short',
      cloudflare: 'either',
    });
    expect(dnsProvider('cloudflare').nameNote).toContain('DNS only');
  });

  it('fills {domain} in the instructions URL', () => {
    expect(instructionsUrlFor('godaddy', 'Shop.com')).toBe(
      'https://dcc.godaddy.com/control/portfolio/shop.com/settings?tab=dns',
    );
    expect(instructionsUrlFor('namecheap', 'shop.com')).toBe(
      'https://ap.www.namecheap.com/Domains/DomainControlPanel/shop.com/advancedns',
    );
    expect(instructionsUrlFor('squarespace', 'shop.com')).toContain('/domains/managed/shop.com/dns/');
    expect(instructionsUrlFor('cloudflare', 'shop.com')).toContain('/shop.com/dns/records');
    expect(instructionsUrlFor('other', 'shop.com')).toBe('');
  });
});

describe('nameserver -> provider', () => {
  it.each([
    ['ns51.domaincontrol.com', 'GoDaddy', 'godaddy'],
    ['NS52.DOMAINCONTROL.COM.', 'GoDaddy', 'godaddy'],
    ['ns1.secureserver.net', 'GoDaddy (legacy/reseller)', 'godaddy'],
    ['dns1.registrar-servers.com', 'Namecheap (default)', 'namecheap'],
    ['pdns1.registrar-servers.com', 'Namecheap', 'namecheap'],
    ['freedns2.registrar-servers.com', 'Namecheap', 'namecheap'],
    ['dns1.namecheaphosting.com', 'Namecheap', 'namecheap'],
    ['kate.ns.cloudflare.com', 'Cloudflare', 'cloudflare'],
    ['ns-cloud-a1.googledomains.com', 'Google Cloud DNS', 'google_domains'],
    ['ns-cloud-e4.googledomains.com', 'Google Cloud DNS', 'google_domains'],
    ['ns-cloud-b2.google', 'Google Cloud DNS', 'google_domains'],
    ['ns1.googledomains.com', 'Google Domains', 'google_domains'],
    ['ns-1536.awsdns-00.co.uk', 'Amazon Route 53', 'amazon_route_53'],
    ['ns-512.awsdns-00.net', 'Amazon Route 53', 'amazon_route_53'],
    ['ns-1024.awsdns-00.org', 'Amazon Route 53', 'amazon_route_53'],
    ['ns-0.awsdns-00.com', 'Amazon Route 53', 'amazon_route_53'],
    ['nsa1.squarespacedns.com', 'Squarespace', 'squarespace'],
    ['ns01.squarespacedns.com', 'Squarespace', 'squarespace'],
    ['ns2.wixdns.net', 'Wix', 'wix'],
    ['ns1.my-own-dns.example', 'Unknown / Custom Setup', 'other'],
    ['ns1.cloudflare.com.evil.example', 'Unknown / Custom Setup', 'other'],
    ['notdomaincontrol.com', 'Unknown / Custom Setup', 'other'],
  ])('%s -> %s', (ns, name, id) => {
    expect(detectProviderFromNameservers([ns])).toEqual({ detectedName: name, providerId: id });
  });

  it('no nameservers is Other', () => {
    expect(detectProviderFromNameservers([])).toEqual({
      detectedName: 'Unknown / Custom Setup',
      providerId: 'other',
    });
    expect(providerNameForNameserver('')).toBeUndefined();
  });

  it('a mixed set (mid-migration) goes to the provider most of them match', () => {
    expect(
      detectProviderFromNameservers(['ns1.wixdns.net', 'kate.ns.cloudflare.com', 'bob.ns.cloudflare.com'])
        .providerId,
    ).toBe('cloudflare');
  });
});

describe('detected name -> provider id (docs/product.md › DNS providers)', () => {
  it('maps every detected name, case-insensitively, and anything else to other', () => {
    for (const [name, id] of Object.entries(detectedProviderNames)) {
      expect(providerIdFromName(name)).toBe(id);
      expect(providerIdFromName(name.toUpperCase())).toBe(id);
    }
    expect(providerIdFromName('Unknown / Custom Setup')).toBe('other');
    expect(providerIdFromName('Hover')).toBe('other');
    expect(providerIdFromName(undefined)).toBe('other');
    expect(new Set(Object.values(detectedProviderNames))).toEqual(new Set(dnsProviderIds));
  });
});
