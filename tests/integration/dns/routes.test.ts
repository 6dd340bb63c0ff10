/**
 * The sending-domain routes through the real local server (API Gateway event, JWT check, middy wrapper,
 * DynamoDB Local, the local identity adapter) with DNS answered by a loopback dns2 server that also plays
 * the domain's authoritative nameserver.
 */
import { describe, expect, it } from 'vitest';
import {
  dnsInitiateResponseSchema,
  dnsProviderResponseSchema,
  dnsVerifyResponseSchema,
  type DnsSetup,
} from '../../../shared/contracts/dns';
import { reasonSentence } from '../../../shared/dns/reasons';
import { call, rawCall } from '../helpers/api';
import { newUser } from '../helpers/cognito';
import {
  post,
  REGION,
  uniqueDomain,
  useDnsStack,
  userWithDomain,
  zoneFromRecords,
  type User,
} from './dns-stack';

const s = useDnsStack();

const JSON_HEADERS = { 'content-type': 'application/json' };

async function initiate(user: User, body?: unknown): Promise<DnsSetup> {
  const res = await post(s, '/api/dns/initiate', user.idToken, body);
  expect(res.status, res.text).toBe(200);
  return dnsInitiateResponseSchema.parse(res.body).setup;
}

async function verify(user: User): Promise<DnsSetup> {
  const res = await post(s, '/api/dns/verify', user.idToken, {});
  expect(res.status, res.text).toBe(200);
  return dnsVerifyResponseSchema.parse(res.body).emailSetup;
}

const record = (setup: DnsSetup, id: string) => {
  const found = setup.dnsRecords?.find((r) => r.id === id);
  if (!found) throw new Error(`no record ${id} in ${JSON.stringify(setup.dnsRecords)}`);
  return found;
};

describe('POST /api/dns/initiate', () => {
  it('stores the records to publish, all pending, and answers the spec message', async () => {
    const domain = uniqueDomain('init');
    const user = await userWithDomain(s, domain);
    const res = await post(s, '/api/dns/initiate', user.idToken, { providerInfo: { name: 'GoDaddy' } });
    expect(res.status, res.text).toBe(200);
    const { message, setup } = dnsInitiateResponseSchema.parse(res.body);
    expect(message).toBe('Your DNS records are being prepared.');
    expect(setup).toMatchObject({
      userId: user.sub,
      domain,
      overallDnsStatus: 'pending',
      dnsProviderName: 'GoDaddy',
    });
    const region = REGION(s);
    expect(setup.dnsRecords?.map((r) => [r.id, r.type, r.name, r.status])).toEqual([
      ['mx', 'MX', `send.${domain}`, 'pending'],
      ['spf', 'TXT', `send.${domain}`, 'pending'],
      [
        'dkim1',
        'CNAME',
        expect.stringMatching(new RegExp(`^[a-z2-7]{32}\\._domainkey\\.${domain}$`)),
        'pending',
      ],
      ['dkim2', 'CNAME', expect.stringMatching(/_domainkey\./), 'pending'],
      ['dkim3', 'CNAME', expect.stringMatching(/_domainkey\./), 'pending'],
      ['dmarc', 'TXT', `_dmarc.${domain}`, 'pending'],
    ]);
    expect(record(setup, 'mx')).toMatchObject({
      value: `feedback-smtp.${region}.amazonses.com`,
      priority: 10,
      shortName: 'send',
    });
    expect(record(setup, 'dmarc').value).toBe('v=DMARC1; p=none; rua=mailto:dmarc@junglemail.app');
    const token = record(setup, 'dkim1').name.split('.')[0];
    expect(record(setup, 'dkim1').value).toBe(`${token}.dkim.amazonses.com`);
    expect(setup).toMatchObject({
      mxRecordValue: `10 feedback-smtp.${region}.amazonses.com`,
      mxStatus: 'pending',
      spfRecordValue: 'v=spf1 include:amazonses.com ~all',
      dkimStatus: 'pending',
      dmarcStatus: 'pending',
      mailFromDomain: `send.${domain}`,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/"pk"|"gsi2pk"/);
  });

  it('is idempotent: initiating twice keeps the same DKIM tokens and records', async () => {
    const user = await userWithDomain(s, uniqueDomain('twice'));
    const first = await initiate(user);
    const second = await initiate(user, { providerInfo: { name: 'Unknown' } });
    expect(second.dnsRecords).toEqual(first.dnsRecords);
    expect(second.dkimSelector).toBe(first.dkimSelector);
    expect(second.dkimSelector?.split(',')).toHaveLength(3);
  });

  it('answers 400 "Please complete previous steps first." without a setup, or with one that has no domain', async () => {
    const nobody = await newUser('nosetup', s.target);
    const none = await post(s, '/api/dns/initiate', nobody.idToken, {});
    expect(none.status).toBe(400);
    expect(none.body).toEqual({
      error: 'setup_incomplete',
      message: 'Please complete previous steps first.',
    });
    const noDomain = await userWithDomain(s, null);
    const res = await post(s, '/api/dns/initiate', noDomain.idToken);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'Please complete previous steps first.' });
  });

  it('needs a token', async () => {
    const res = await post(s, '/api/dns/initiate', undefined, {});
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'unauthorized', message: 'Please log in to continue.' });
  });

  it('refuses malformed JSON, unknown fields and oversized bodies', async () => {
    const user = await userWithDomain(s, uniqueDomain('bad'));
    const malformed = await call('/api/dns/initiate', {
      method: 'POST',
      token: user.idToken,
      body: '{"providerInfo":',
      headers: JSON_HEADERS,
      baseUrl: s.baseUrl,
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ error: 'malformed_json', message: 'Malformed JSON body.' });
    const unknown = await post(s, '/api/dns/initiate', user.idToken, { userId: 'someone-else' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ error: 'invalid_request' });
    const big = await post(s, '/api/dns/initiate', user.idToken, {
      providerInfo: { name: 'x'.repeat(2000) },
    });
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ error: 'payload_too_large' });
  });
});

describe('POST /api/dns/verify', () => {
  it('a fully correct zone: every record Verified and the setup verified', async () => {
    const domain = uniqueDomain('ok');
    const user = await userWithDomain(s, domain);
    const initiated = await initiate(user);
    s.dns.setZone(domain, zoneFromRecords(initiated.dnsRecords ?? []));
    const setup = await verify(user);
    expect(setup.dnsRecords?.map((r) => [r.id, r.status])).toEqual([
      ['mx', 'verified'],
      ['spf', 'verified'],
      ['dkim1', 'verified'],
      ['dkim2', 'verified'],
      ['dkim3', 'verified'],
      ['dmarc', 'verified'],
    ]);
    expect(setup.dnsRecords?.every((r) => r.reason === undefined)).toBe(true);
    expect(setup).toMatchObject({
      overallDnsStatus: 'verified',
      mxStatus: 'verified',
      spfStatus: 'verified',
      dkimStatus: 'verified',
      dmarcStatus: 'verified',
    });
    expect(setup.dnsLastCheckedAt).toEqual(expect.any(String));
    // asked of the zone's own nameserver (ns1.{domain} -> 127.0.0.1 on the loopback port)
    expect(s.dns.queries.some((q) => q.name === `ns1.${domain}` && q.type === 'A')).toBe(true);
  });

  it('two SPF records: SPF failed with the reason sentence, overall failed_to_verify', async () => {
    const domain = uniqueDomain('spfdup');
    const user = await userWithDomain(s, domain);
    const initiated = await initiate(user);
    s.dns.setZone(domain, [
      ...zoneFromRecords(initiated.dnsRecords ?? []),
      { name: `send.${domain}`, type: 'TXT', value: 'v=spf1 include:mailgun.org ~all' },
    ]);
    const setup = await verify(user);
    const spf = record(setup, 'spf');
    expect(spf).toMatchObject({ status: 'failed', reasonCode: 'spf_duplicate' });
    expect(spf.reason).toBe(
      reasonSentence('spf_duplicate', {
        count: 2,
        name: `send.${domain}`,
        expected: 'v=spf1 include:amazonses.com include:mailgun.org ~all',
      }),
    );
    expect(spf.reason).toContain(
      `There are 2 SPF records (TXT records starting with v=spf1) at send.${domain}`,
    );
    expect(record(setup, 'mx').status).toBe('verified');
    expect(setup).toMatchObject({ overallDnsStatus: 'failed_to_verify', spfStatus: 'failed' });
    // The page reads the same record through GET /api/setup: statuses and the sentence come through.
    const read = await call<{ setup: DnsSetup }>('/api/setup', { token: user.idToken, baseUrl: s.baseUrl });
    expect(read.status).toBe(200);
    expect(read.body.setup.overallDnsStatus).toBe('failed_to_verify');
    expect(record(read.body.setup, 'spf')).toMatchObject({
      status: 'failed',
      reasonCode: 'spf_duplicate',
      reason: spf.reason,
    });
  });

  it('prepares the records first when the setup was never initiated; nothing published yet is pending', async () => {
    const domain = uniqueDomain('fresh');
    const user = await userWithDomain(s, domain);
    s.dns.setZone(domain, []);
    const setup = await verify(user);
    expect(setup.dnsRecords).toHaveLength(6);
    expect(setup.overallDnsStatus).toBe('pending');
    for (const r of setup.dnsRecords ?? []) {
      expect(r).toMatchObject({ status: 'pending', reasonCode: 'not_found' });
      expect(r.reason).toBe(reasonSentence('not_found'));
    }
  });

  it('answers 400 "Error: No setup data to verify." without a setup', async () => {
    const nobody = await newUser('noverify', s.target);
    const res = await post(s, '/api/dns/verify', nobody.idToken, {});
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'no_setup', message: 'Error: No setup data to verify.' });
  });

  it("never reaches another user's setup: keys come from the token", async () => {
    const aliceDomain = uniqueDomain('alice');
    const alice = await userWithDomain(s, aliceDomain, 'alice');
    const aliceSetup = await initiate(alice);
    const bob = await userWithDomain(s, uniqueDomain('bob'), 'bob');
    const withAliceId = { emailSetupId: aliceSetup.id };
    for (const path of ['/api/dns/verify', '/api/dns/initiate']) {
      const res = await post(s, path, bob.idToken, withAliceId);
      expect(res.status, path).toBe(404);
      expect(res.body).toEqual({
        error: 'setup_not_found',
        message: 'Could not retrieve your setup information.',
      });
    }
    const carol = await newUser('carol', s.target);
    const res = await post(s, '/api/dns/verify', carol.idToken, withAliceId);
    expect(res.status).toBe(400);
    // Alice's setup was not touched by any of that.
    const again = await initiate(alice, withAliceId);
    expect(again.dnsRecords).toEqual(aliceSetup.dnsRecords);
    expect(again.dnsLastCheckedAt).toBeNull();
  });

  it('needs a token, refuses malformed JSON and oversized bodies', async () => {
    const user = await userWithDomain(s, uniqueDomain('verbad'));
    expect((await post(s, '/api/dns/verify', undefined, {})).status).toBe(401);
    const malformed = await call('/api/dns/verify', {
      method: 'POST',
      token: user.idToken,
      body: '{',
      headers: JSON_HEADERS,
      baseUrl: s.baseUrl,
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ error: 'malformed_json' });
    const big = await post(s, '/api/dns/verify', user.idToken, { emailSetupId: 'x'.repeat(1100) });
    expect(big.status).toBe(413);
  });
});

describe('GET /api/dns/provider', () => {
  async function provider(nameservers: string[]) {
    const domain = uniqueDomain('ns');
    s.dns.setZone(
      domain,
      nameservers.map((ns) => ({ name: domain, type: 'NS' as const, value: ns })),
    );
    const user = await userWithDomain(s, domain);
    const res = await call('/api/dns/provider', { token: user.idToken, baseUrl: s.baseUrl });
    expect(res.status, res.text).toBe(200);
    return { user, body: dnsProviderResponseSchema.parse(res.body) };
  }

  it('maps the domain NS records to a provider option and stores it', async () => {
    const { user, body } = await provider(['ns51.domaincontrol.com', 'ns52.domaincontrol.com']);
    expect(body.provider).toEqual({ id: 'godaddy', name: 'GoDaddy', detectedName: 'GoDaddy' });
    const setup = await initiate(user);
    expect(setup).toMatchObject({ dnsProviderName: 'GoDaddy', dnsProviderId: 'godaddy' });
  });

  it.each([
    [['dns1.registrar-servers.com', 'dns2.registrar-servers.com'], 'namecheap', 'Namecheap (default)'],
    [['ada.ns.cloudflare.com', 'bob.ns.cloudflare.com'], 'cloudflare', 'Cloudflare'],
    [['ns-cloud-a1.googledomains.com'], 'google_domains', 'Google Cloud DNS'],
    [['ns-1234.awsdns-12.org', 'ns-567.awsdns-34.com'], 'amazon_route_53', 'Amazon Route 53'],
    [['ns1.squarespacedns.com'], 'squarespace', 'Squarespace'],
    [['ns0.wixdns.net', 'ns1.wixdns.net'], 'wix', 'Wix'],
    [['ns1.example-hosting.test'], 'other', 'Unknown / Custom Setup'],
  ])('%j -> %s', async (nameservers, id, detectedName) => {
    const { body } = await provider(nameservers);
    expect(body.provider).toMatchObject({ id, detectedName });
  });

  it('answers Other/Manual when the domain has no NS records at all', async () => {
    const domain = uniqueDomain('nons');
    const user = await userWithDomain(s, domain);
    const res = await call('/api/dns/provider', { token: user.idToken, baseUrl: s.baseUrl });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      provider: { id: 'other', name: 'Other/Manual', detectedName: 'Unknown / Custom Setup' },
    });
  });

  it('needs a token and a setup with a domain; a body is refused before parsing', async () => {
    expect((await call('/api/dns/provider', { baseUrl: s.baseUrl })).status).toBe(401);
    const nobody = await newUser('noprov', s.target);
    const none = await call('/api/dns/provider', { token: nobody.idToken, baseUrl: s.baseUrl });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ message: 'Please complete previous steps first.' });
    const withBody = await rawCall('/api/dns/provider', {
      method: 'GET',
      token: nobody.idToken,
      body: '{"x":',
      headers: JSON_HEADERS,
      baseUrl: s.baseUrl,
    });
    expect(withBody.status).toBe(413);
  });
});
