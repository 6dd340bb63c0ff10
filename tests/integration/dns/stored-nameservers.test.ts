/**
 * Issue 4: the DNS page detects the provider (GET /api/dns/provider) before the user can press "Verify All
 * Records", and detection stores the nameservers' addresses on the setup, so that verify is one parallel
 * round: no NS and no A lookups of the nameserver hosts. Counted on the loopback dns2 server, which also
 * plays the domain's nameserver (ns1.{domain} -> 127.0.0.1 on its port).
 */
import { describe, expect, it } from 'vitest';
import { dnsInitiateResponseSchema, dnsVerifyResponseSchema } from '../../../shared/contracts/dns';
import { call } from '../helpers/api';
import { post, uniqueDomain, useDnsStack, userWithDomain, zoneFromRecords } from './dns-stack';

const s = useDnsStack();

/** The questions about `domain` the server received since `from`: discovery (NS, A of ns1) and the rest. */
function questionsSince(from: number, domain: string) {
  const asked = s.dns.queries.slice(from).filter((q) => q.name.endsWith(domain));
  return {
    discovery: asked.filter((q) => q.type === 'NS' || q.name === `ns1.${domain}`),
    records: asked.filter((q) => q.type !== 'NS' && q.name !== `ns1.${domain}`),
  };
}

describe('verify after provider detection', () => {
  it('asks the stored nameservers straight away: no NS or nameserver A lookups', async () => {
    const domain = uniqueDomain('stored');
    const user = await userWithDomain(s, domain);
    const init = await post(s, '/api/dns/initiate', user.idToken, {});
    expect(init.status, init.text).toBe(200);
    s.dns.setZone(domain, zoneFromRecords(dnsInitiateResponseSchema.parse(init.body).setup.dnsRecords ?? []));

    const detected = await call('/api/dns/provider', { token: user.idToken, baseUrl: s.baseUrl });
    expect(detected.status, detected.text).toBe(200);
    const setup = await call('/api/setup', { token: user.idToken, baseUrl: s.baseUrl });
    expect(setup.status, setup.text).toBe(200);
    expect(JSON.stringify(setup.body)).not.toMatch(/dnsNameserver/);

    const from = s.dns.queries.length;
    const res = await post(s, '/api/dns/verify', user.idToken, {});
    expect(res.status, res.text).toBe(200);
    expect(dnsVerifyResponseSchema.parse(res.body).emailSetup.overallDnsStatus).toBe('verified');
    const { discovery, records } = questionsSince(from, domain);
    expect(discovery).toEqual([]);
    expect(records.length).toBeGreaterThanOrEqual(20);
  });

  it('without detection the first verify finds them (NS, then A); the next does not', async () => {
    const domain = uniqueDomain('found');
    const user = await userWithDomain(s, domain);
    const init = await post(s, '/api/dns/initiate', user.idToken, {});
    s.dns.setZone(domain, zoneFromRecords(dnsInitiateResponseSchema.parse(init.body).setup.dnsRecords ?? []));

    let from = s.dns.queries.length;
    expect((await post(s, '/api/dns/verify', user.idToken, {})).status).toBe(200);
    expect(questionsSince(from, domain).discovery.map((q) => q.type)).toEqual(['NS', 'A']);
    from = s.dns.queries.length;
    expect((await post(s, '/api/dns/verify', user.idToken, {})).status).toBe(200);
    expect(questionsSince(from, domain).discovery).toEqual([]);
  });
});
