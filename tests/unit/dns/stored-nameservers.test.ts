/**
 * Nameserver addresses stored on the setup (issue 4): provider detection stores them, so the first verify
 * asks them directly without finding them (no NS, no A of the NS hosts); stale, foreign or silent ones
 * are found again and the stored list refreshed. In-memory stand-ins for the store and DNS.
 */
import { describe, expect, it } from 'vitest';
import { InProcessTenants } from '../../support/in-process-tenants';
import { LocalIdentities } from '../../../lambdas/adapters/local/identities';
import { detectSetupProvider } from '../../../lambdas/domain/dns/detect-setup-provider';
import { initiateSetupDns } from '../../../lambdas/domain/dns/initiate-setup-dns';
import { readSetupDns, toDnsSetup } from '../../../lambdas/domain/items/setup';
import type { DnsSettings } from '../../../lambdas/domain/dns/settings';
import { verifySetupDns } from '../../../lambdas/domain/dns/verify-setup-dns';
import type { DnsLookup } from '../../../lambdas/ports/dns';
import { keys } from '../../../lambdas/table';
import { FakeClock, MemoryStore } from '../tracking/memory-store';
import { fakeDns } from './fake-dns';

const SUB = 'user-ns';
const D = 'stored-ns.com';
/** No in-memory cache: every discovery shows up as NS/A calls. */
const settings: DnsSettings = {
  region: 'us-east-1',
  dmarcReportAddress: 'dmarc@jm.test',
  authoritative: { cache: false },
};
const delegation = (ips: string[]): Record<string, string[]> => ({
  [`NS ${D}`]: ['ns1.host.net'],
  'A ns1.host.net': ips,
});

async function world() {
  const store = new MemoryStore();
  const clock = new FakeClock();
  const identities = new LocalIdentities(store, new InProcessTenants());
  await store.put({ ...keys.setup(SUB), id: 'setup-ns', userId: SUB, domain: D, formComplete: false });
  const { records } = readSetupDns(
    await initiateSetupDns({ userId: SUB }, { store, clock, identities }, settings),
  );
  const zone: Record<string, string[]> = {};
  for (const r of records)
    zone[`${r.type} ${r.name}`] = [
      ...(zone[`${r.type} ${r.name}`] ?? []),
      r.type === 'MX' ? `${r.priority} ${r.value}` : r.value,
    ];
  return { store, clock, identities, zone };
}

const discoveryCalls = (dns: { calls: { name: string; type: string }[] }) =>
  dns.calls.filter((c) => c.type === 'NS' || c.name === 'ns1.host.net');

describe('stored nameserver addresses', () => {
  it('provider detection stores them; the first verify asks them without finding them', async () => {
    const w = await world();
    const dns = fakeDns({ ...delegation(['192.0.2.53']) }, { authoritative: w.zone });
    await detectSetupProvider({ userId: SUB }, { ...w, dns }, () => undefined);
    const item = await w.store.get(keys.setup(SUB));
    expect(item).toMatchObject({
      dnsNameserverAddresses: ['192.0.2.53'],
      dnsNameserversDomain: D,
      dnsNameserversCheckedAt: w.clock.now().toISOString(),
    });
    expect(toDnsSetup(item!)).not.toHaveProperty('dnsNameserverAddresses');

    dns.calls.length = 0;
    const verified = await verifySetupDns({ userId: SUB }, { ...w, dns }, settings);
    expect(verified.overallDnsStatus).toBe('verified');
    expect(discoveryCalls(dns)).toEqual([]);
    expect(dns.calls.every((c) => c.servers?.join() === '192.0.2.53')).toBe(true);
  });

  it('without stored addresses verify finds them and stores them for the next time', async () => {
    const w = await world();
    const dns = fakeDns({ ...delegation(['192.0.2.53']) }, { authoritative: w.zone });
    await verifySetupDns({ userId: SUB }, { ...w, dns }, settings);
    expect(discoveryCalls(dns)).toHaveLength(2);
    expect(await w.store.get(keys.setup(SUB))).toMatchObject({ dnsNameserverAddresses: ['192.0.2.53'] });
    dns.calls.length = 0;
    await verifySetupDns({ userId: SUB }, { ...w, dns }, settings);
    expect(discoveryCalls(dns)).toEqual([]);
  });

  it('addresses a day old, or found for another domain, are found again', async () => {
    const w = await world();
    const dns = fakeDns({ ...delegation(['192.0.2.53']) }, { authoritative: w.zone });
    await detectSetupProvider({ userId: SUB }, { ...w, dns }, () => undefined);
    w.clock.advance(24 * 3_600_000);
    dns.calls.length = 0;
    await verifySetupDns({ userId: SUB }, { ...w, dns }, settings);
    expect(discoveryCalls(dns)).toHaveLength(2);
    expect(await w.store.get(keys.setup(SUB))).toMatchObject({
      dnsNameserversCheckedAt: w.clock.now().toISOString(),
    });

    await w.store.update(keys.setup(SUB), { dnsNameserversDomain: 'other.com' });
    dns.calls.length = 0;
    await verifySetupDns({ userId: SUB }, { ...w, dns }, settings);
    expect(discoveryCalls(dns)).toHaveLength(2);
  });

  it('when none of the stored ones answers, the new ones are found, asked and stored', async () => {
    const w = await world();
    await w.store.update(keys.setup(SUB), {
      dnsNameserverAddresses: ['198.51.100.9'],
      dnsNameserversDomain: D,
      dnsNameserversCheckedAt: w.clock.now().toISOString(),
    });
    const inner = fakeDns({ ...delegation(['192.0.2.53']) }, { authoritative: w.zone });
    const dns: DnsLookup & { calls: typeof inner.calls } = {
      calls: inner.calls,
      query: (name, type, options) =>
        options?.servers?.includes('198.51.100.9')
          ? Promise.reject(Object.assign(new Error('refused'), { code: 'EREFUSED' }))
          : inner.query(name, type, options),
    };
    const item = await verifySetupDns({ userId: SUB }, { ...w, dns }, settings);
    expect(item.overallDnsStatus).toBe('verified');
    expect(discoveryCalls(dns)).toHaveLength(2);
    expect(dns.calls.some((c) => c.servers?.join() === '192.0.2.53')).toBe(true);
    expect(item).toMatchObject({ dnsNameserverAddresses: ['192.0.2.53'] });
  });
});
