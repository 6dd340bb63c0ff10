/**
 * Sending-domain verification against real DNS packets: each case is a zone on a loopback dns2 server
 * (tests/support/dns-server.ts) and is read through the production node:dns adapter with the server as
 * both resolver and authoritative nameserver. Needs nothing from the local stack.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reasonSentence } from '../../../shared/dns/reasons';
import { detectDnsProvider } from '../../../lambdas/domain/dns/detect-provider';
import { verifySetupRecords, type VerifySetupInput } from '../../../lambdas/domain/dns/verify-records';
import type { DnsRecordItem } from '../../../shared/dns/records';
import { startDnsServer, type LoopbackDnsServer, type ZoneRecord } from '../../support/dns-server';
import { NodeDns } from '../../../lambdas/adapters/node/dns';

const REGION = 'eu-west-1';
const TOKENS = [
  'k7v3q2m9x8w1p4z6t5r0y2u3i4o5a6s7',
  'b8n9m0q1w2e3r4t5y6u7i8o9p0a1s2d3',
  'f4g5h6j7k8l9z0x1c2v3b4n5m6q7w8e9',
];
const MX_HOST = `feedback-smtp.${REGION}.amazonses.com`;
const SPF = 'v=spf1 include:amazonses.com ~all';
const REPORTS = 'dmarc-reports@junglemail.test';

let server: LoopbackDnsServer;
/** The production adapter, with the loopback server as its resolver (what DNS_SERVERS does). */
const dns = () => new NodeDns([server.server], 1000);

beforeAll(async () => {
  server = await startDnsServer();
});
afterAll(async () => {
  await server.stop();
});

/** The records a correct setup of `domain` has; `omit`/`extra` shape each case. */
function zone(
  domain: string,
  opts: { omit?: ('mx' | 'spf' | 'dkim' | 'dmarc')[]; extra?: ZoneRecord[] } = {},
): ZoneRecord[] {
  const omit = new Set(opts.omit ?? []);
  const send = `send.${domain}`;
  const records: ZoneRecord[] = [
    { name: domain, type: 'MX', value: 'mx.mailbox.test', priority: 5 }, // the user's own mail: untouched
    { name: domain, type: 'TXT', value: 'v=spf1 include:_spf.mailbox.test -all' },
  ];
  if (!omit.has('mx')) records.push({ name: send, type: 'MX', value: MX_HOST, priority: 10 });
  if (!omit.has('spf')) records.push({ name: send, type: 'TXT', value: SPF });
  if (!omit.has('dkim'))
    for (const t of TOKENS)
      records.push({ name: `${t}._domainkey.${domain}`, type: 'CNAME', value: `${t}.dkim.amazonses.com` });
  if (!omit.has('dmarc'))
    records.push({ name: `_dmarc.${domain}`, type: 'TXT', value: `v=DMARC1; p=none; rua=mailto:${REPORTS}` });
  return [...records, ...(opts.extra ?? [])];
}

const input = (domain: string): VerifySetupInput => ({
  domain,
  region: REGION,
  dkimTokens: TOKENS,
  mailFromDomain: `send.${domain}`,
  dmarcReportAddress: REPORTS,
});

async function verify(domain: string, records: ZoneRecord[]) {
  server.setZone(domain, records);
  return verifySetupRecords(input(domain), {
    dns: dns(),
    authoritative: { port: server.port, cache: false },
  });
}

const byId = (records: DnsRecordItem[], id: string): DnsRecordItem => {
  const r = records.find((x) => x.id === id);
  if (!r) throw new Error(`no record ${id}`);
  return r;
};

describe('verifySetupRecords over a loopback DNS server', () => {
  it('a fully correct zone: every record verified, asked of the authoritative nameserver', async () => {
    const result = await verify('correct.test', zone('correct.test'));
    expect(result.records.map((r) => [r.id, r.status])).toEqual([
      ['mx', 'verified'],
      ['spf', 'verified'],
      ['dkim1', 'verified'],
      ['dkim2', 'verified'],
      ['dkim3', 'verified'],
      ['dmarc', 'verified'],
    ]);
    expect(result.overall).toBe('verified');
    expect(result.records.every((r) => r.reason === undefined && r.message === undefined)).toBe(true);
    expect(byId(result.records, 'mx').found).toBe(`10 ${MX_HOST}`);
    expect(byId(result.records, 'dmarc')).toMatchObject({ policy: 'none', existing: false });
    expect(result.nameservers).toEqual([`127.0.0.1:${server.port}`]);
    expect(result.answeredBy).toMatchObject({ resolver: 0, failed: 0 });
    expect(result.answeredBy.authoritative).toBeGreaterThan(0);
  });

  it('nothing added yet: every record pending (not found), overall pending', async () => {
    const result = await verify('empty.test', zone('empty.test', { omit: ['mx', 'spf', 'dkim', 'dmarc'] }));
    expect(result.overall).toBe('pending');
    for (const r of result.records) {
      expect(r).toMatchObject({ status: 'pending', reason: 'not_found' });
      expect(r.message).toBe(
        "We haven't found this record yet. New DNS records can take from a few minutes to a few hours to show up, so if you've just added it, check again a bit later.",
      );
    }
  });

  it('some records in, the rest not yet: partially verified', async () => {
    const result = await verify('partial.test', zone('partial.test', { omit: ['mx', 'spf'] }));
    expect(result.overall).toBe('partially_verified');
    expect(byId(result.records, 'mx')).toMatchObject({ status: 'pending', reason: 'not_found' });
    expect(byId(result.records, 'dkim1').status).toBe('verified');
  });

  it('MX value differs: shows what was found and what is expected', async () => {
    const result = await verify(
      'mxdiff.test',
      zone('mxdiff.test', {
        omit: ['mx'],
        extra: [
          {
            name: 'send.mxdiff.test',
            type: 'MX',
            value: 'feedback-smtp.us-east-1.amazonses.com',
            priority: 10,
          },
        ],
      }),
    );
    const mx = byId(result.records, 'mx');
    expect(mx).toMatchObject({
      status: 'failed',
      reason: 'value_differs',
      found: '10 feedback-smtp.us-east-1.amazonses.com',
    });
    expect(mx.message).toBe(
      'We found this record, but its value is 10 feedback-smtp.us-east-1.amazonses.com and it should be 10 feedback-smtp.eu-west-1.amazonses.com. Edit the record so the value matches exactly.',
    );
    expect(result.overall).toBe('failed_to_verify');
  });

  it('MX with the right host but another priority also differs', async () => {
    const result = await verify(
      'mxprio.test',
      zone('mxprio.test', {
        omit: ['mx'],
        extra: [{ name: 'send.mxprio.test', type: 'MX', value: MX_HOST, priority: 20 }],
      }),
    );
    expect(byId(result.records, 'mx')).toMatchObject({
      status: 'failed',
      reason: 'value_differs',
      found: `20 ${MX_HOST}`,
    });
  });

  it('two SPF records at the MAIL FROM host', async () => {
    const result = await verify(
      'spfdup.test',
      zone('spfdup.test', {
        extra: [{ name: 'send.spfdup.test', type: 'TXT', value: 'v=spf1 include:mailgun.test ~all' }],
      }),
    );
    const spf = byId(result.records, 'spf');
    expect(spf).toMatchObject({ status: 'failed', reason: 'spf_duplicate' });
    expect(spf.found).toContain('"v=spf1 include:mailgun.test ~all"');
    expect(spf.message).toBe(
      'There are 2 SPF records (TXT records starting with v=spf1) at send.spfdup.test, but only one is allowed, so mail servers ignore them all. Replace them with a single record: v=spf1 include:amazonses.com include:mailgun.test ~all',
    );
    expect(byId(result.records, 'mx').status).toBe('verified');
  });

  it('SPF without include:amazonses.com', async () => {
    const result = await verify(
      'spfinc.test',
      zone('spfinc.test', {
        omit: ['spf'],
        extra: [{ name: 'send.spfinc.test', type: 'TXT', value: 'v=spf1 mx -all' }],
      }),
    );
    const spf = byId(result.records, 'spf');
    expect(spf).toMatchObject({ status: 'failed', reason: 'spf_missing_include', found: 'v=spf1 mx -all' });
    expect(spf.message).toBe(
      "The SPF record at send.spfinc.test doesn't let Amazon SES send for you: it is v=spf1 mx -all. Change it to v=spf1 include:amazonses.com mx -all",
    );
  });

  it('SPF over the 10-lookup limit, counted through nested includes served by the zone', async () => {
    // send: amazonses(1) + a(1) + b(1) = 3; a: mx, a, c(3) = 6; b: exists, ptr(2) = 8; c: include d, mx(2) = 10; d: a, mx(2) = 12
    server.setZone('lookups.test', [
      { name: 'a.lookups.test', type: 'TXT', value: 'v=spf1 mx a include:c.lookups.test ~all' },
      { name: 'b.lookups.test', type: 'TXT', value: 'v=spf1 exists:%{i}.x.lookups.test ptr ~all' },
      { name: 'c.lookups.test', type: 'TXT', value: 'v=spf1 include:d.lookups.test mx -all' },
      { name: 'd.lookups.test', type: 'TXT', value: 'v=spf1 a mx ip4:192.0.2.0/24 -all' },
    ]);
    const result = await verify(
      'spfmany.test',
      zone('spfmany.test', {
        omit: ['spf'],
        extra: [
          {
            name: 'send.spfmany.test',
            type: 'TXT',
            value: 'v=spf1 include:amazonses.com include:a.lookups.test include:b.lookups.test ~all',
          },
        ],
      }),
    );
    const spf = byId(result.records, 'spf');
    expect(spf).toMatchObject({ status: 'failed', reason: 'spf_too_many_lookups' });
    expect(spf.message).toBe(
      'The SPF record at send.spfmany.test needs 12 DNS lookups, but SPF allows at most 10, so mail servers treat it as broken. This name only sends through us, so v=spf1 include:amazonses.com ~all is all it needs.',
    );
  });

  it('SPF with includes under the limit is verified', async () => {
    server.setZone('few.test', [{ name: 'x.few.test', type: 'TXT', value: 'v=spf1 ip4:192.0.2.1 mx -all' }]);
    const result = await verify(
      'spffew.test',
      zone('spffew.test', {
        omit: ['spf'],
        extra: [
          {
            name: 'send.spffew.test',
            type: 'TXT',
            value: 'v=spf1 include:amazonses.com include:x.few.test ~all',
          },
        ],
      }),
    );
    expect(byId(result.records, 'spf').status).toBe('verified');
  });

  it('a CNAME already on the MAIL FROM host blocks both MX and SPF', async () => {
    const result = await verify(
      'cname.test',
      zone('cname.test', {
        omit: ['mx', 'spf'],
        extra: [{ name: 'send.cname.test', type: 'CNAME', value: 'shops.myshopify.test' }],
      }),
    );
    for (const id of ['mx', 'spf']) {
      const r = byId(result.records, id);
      expect(r).toMatchObject({
        status: 'failed',
        reason: 'cname_on_mail_from',
        found: 'shops.myshopify.test',
      });
      expect(r.message).toBe(
        "There is a CNAME record on send.cname.test (pointing to shops.myshopify.test). A name with a CNAME can't have any other records, so the MX and TXT records there can't work. Delete that CNAME, then add the MX and TXT records.",
      );
    }
  });

  it('name doubled by the registrar (send.shop.test.shop.test)', async () => {
    const d = 'double.test';
    const result = await verify(d, [
      { name: `send.${d}.${d}`, type: 'MX', value: MX_HOST, priority: 10 },
      { name: `send.${d}.${d}`, type: 'TXT', value: SPF },
      ...TOKENS.map((t): ZoneRecord => ({
        name: `${t}._domainkey.${d}.${d}`,
        type: 'CNAME',
        value: `${t}.dkim.amazonses.com`,
      })),
      { name: `_dmarc.${d}.${d}`, type: 'TXT', value: `v=DMARC1; p=none; rua=mailto:${REPORTS}` },
    ]);
    expect(result.records.every((r) => r.status === 'failed' && r.reason === 'name_doubled')).toBe(true);
    expect(byId(result.records, 'mx').message).toBe(
      'We found this record at send.double.test.double.test, with your domain in it twice. Your DNS provider adds double.test to the name for you, so enter only send as the name.',
    );
    expect(byId(result.records, 'dkim2').message).toBe(
      `We found this record at ${TOKENS[1]}._domainkey.double.test.double.test, with your domain in it twice. Your DNS provider adds double.test to the name for you, so enter only ${TOKENS[1]}._domainkey as the name.`,
    );
    expect(byId(result.records, 'dmarc').found).toBe('_dmarc.double.test.double.test');
  });

  it('Cloudflare-proxied DKIM CNAMEs answer with Cloudflare addresses', async () => {
    const d = 'proxied.test';
    const result = await verify(d, [
      ...zone(d, { omit: ['dkim'] }),
      ...TOKENS.map((t): ZoneRecord => ({ name: `${t}._domainkey.${d}`, type: 'A', value: '104.21.48.7' })),
      { name: `${TOKENS[0]}._domainkey.${d}`, type: 'A', value: '172.67.160.3' },
    ]);
    const dkim = byId(result.records, 'dkim1');
    expect(dkim).toMatchObject({ status: 'failed', reason: 'proxied' });
    expect(dkim.found).toContain('104.21.48.7');
    expect(dkim.message).toBe(
      `This record is proxied by Cloudflare: it answers with Cloudflare's addresses instead of pointing to ${TOKENS[0]}.dkim.amazonses.com. In Cloudflare, click the orange cloud next to this record so it turns grey (DNS only).`,
    );
    expect(result.overall).toBe('failed_to_verify');
  });

  it('an A record that is not Cloudflare at a DKIM name is the wrong type', async () => {
    const d = 'arecord.test';
    const result = await verify(d, [
      ...zone(d, { omit: ['dkim'] }),
      { name: `${TOKENS[2]}._domainkey.${d}`, type: 'A', value: '192.0.2.10' },
    ]);
    expect(byId(result.records, 'dkim3')).toMatchObject({
      status: 'failed',
      reason: 'wrong_type',
      found: '192.0.2.10',
    });
    expect(byId(result.records, 'dkim3').message).toBe(
      `We found a record of type A at this name, but it has to be a CNAME record. Delete the A record and add a CNAME record with the value ${TOKENS[2]}.dkim.amazonses.com`,
    );
  });

  it('DKIM added as TXT instead of CNAME is the wrong type', async () => {
    const d = 'dkimtxt.test';
    const result = await verify(d, [
      ...zone(d, { omit: ['dkim'] }),
      ...TOKENS.map((t): ZoneRecord => ({
        name: `${t}._domainkey.${d}`,
        type: 'TXT',
        value: `${t}.dkim.amazonses.com`,
      })),
    ]);
    const dkim = byId(result.records, 'dkim1');
    expect(dkim).toMatchObject({
      status: 'failed',
      reason: 'wrong_type',
      found: `${TOKENS[0]}.dkim.amazonses.com`,
    });
    expect(dkim.message).toBe(
      `We found a record of type TXT at this name, but it has to be a CNAME record. Delete the TXT record and add a CNAME record with the value ${TOKENS[0]}.dkim.amazonses.com`,
    );
  });

  it('DKIM CNAME pointing elsewhere differs', async () => {
    const d = 'dkimdiff.test';
    const result = await verify(d, [
      ...zone(d, { omit: ['dkim'] }),
      { name: `${TOKENS[0]}._domainkey.${d}`, type: 'CNAME', value: `${TOKENS[0]}.dkim.amazonses.com.${d}` },
    ]);
    expect(byId(result.records, 'dkim1')).toMatchObject({
      status: 'failed',
      reason: 'value_differs',
      message: `We found this record, but its value is ${TOKENS[0]}.dkim.amazonses.com.${d} and it should be ${TOKENS[0]}.dkim.amazonses.com. Edit the record so the value matches exactly.`,
    });
    expect(byId(result.records, 'dkim2')).toMatchObject({ status: 'pending', reason: 'not_found' });
  });

  it('an existing DMARC record is kept, verified, and its policy shown', async () => {
    const d = 'dmarckept.test';
    const theirs = 'v=DMARC1; p=reject; rua=mailto:postmaster@dmarckept.test; adkim=s';
    const result = await verify(d, [
      ...zone(d, { omit: ['dmarc'] }),
      { name: `_dmarc.${d}`, type: 'TXT', value: theirs },
    ]);
    const dmarc = byId(result.records, 'dmarc');
    expect(dmarc).toMatchObject({
      status: 'verified',
      policy: 'reject',
      existing: true,
      value: theirs,
      found: theirs,
    });
    expect(dmarc.purpose).toContain('p=reject');
    expect(dmarc.message).toBeUndefined();
    expect(result.overall).toBe('verified');
  });

  it('a DMARC record delegated by CNAME to another zone is followed', async () => {
    const d = 'dmarccname.test';
    server.setZone('dmarc-service.test', [
      {
        name: `${d}._dmarc.dmarc-service.test`,
        type: 'TXT',
        value: 'v=DMARC1; p=quarantine; rua=mailto:r@dmarc-service.test',
      },
    ]);
    const result = await verify(d, [
      ...zone(d, { omit: ['dmarc'] }),
      { name: `_dmarc.${d}`, type: 'CNAME', value: `${d}._dmarc.dmarc-service.test` },
    ]);
    expect(byId(result.records, 'dmarc')).toMatchObject({
      status: 'verified',
      policy: 'quarantine',
      existing: true,
    });
  });

  it('an invalid DMARC record is reported with what is wrong', async () => {
    const d = 'dmarcbad.test';
    const result = await verify(d, [
      ...zone(d, { omit: ['dmarc'] }),
      { name: `_dmarc.${d}`, type: 'TXT', value: 'v=DMARC1; p=block; rua=reports@dmarcbad.test' },
    ]);
    const dmarc = byId(result.records, 'dmarc');
    expect(dmarc).toMatchObject({
      status: 'failed',
      reason: 'dmarc_invalid',
      found: 'v=DMARC1; p=block; rua=reports@dmarcbad.test',
      existing: true,
    });
    expect(dmarc.message).toBe(
      "The DMARC record at _dmarc.dmarcbad.test isn't valid: p=block isn't a policy; use none, quarantine or reject. Mail servers ignore a DMARC record they can't read.",
    );
    // What to copy instead: ours, which is a valid record.
    expect(dmarc.value).toBe(`v=DMARC1; p=none; rua=mailto:${REPORTS}`);
  });

  it('two DMARC records are invalid', async () => {
    const d = 'dmarctwo.test';
    const result = await verify(d, [
      ...zone(d),
      { name: `_dmarc.${d}`, type: 'TXT', value: 'v=DMARC1; p=reject' },
    ]);
    expect(byId(result.records, 'dmarc')).toMatchObject({
      status: 'failed',
      reason: 'dmarc_invalid',
      message: reasonSentence('dmarc_invalid', {
        name: `_dmarc.${d}`,
        problem: 'there are 2 DMARC records and there must be only one',
      }),
    });
  });

  it('asks the authoritative nameserver, so a resolver with a stale (empty) cache does not hide new records', async () => {
    const auth = await startDnsServer();
    try {
      const d = 'fresh.test';
      // The "resolver" only knows the delegation; the records live on the authoritative server.
      server.setZone(d, []);
      auth.setZone(d, zone(d));
      const stale = await verifySetupRecords(input(d), { dns: dns(), authoritative: false });
      expect(stale.overall).toBe('pending');
      const fresh = await verifySetupRecords(input(d), {
        dns: dns(),
        authoritative: { port: auth.port, cache: false },
      });
      expect(fresh.overall).toBe('verified');
      expect(fresh.answeredBy.resolver).toBe(0);
      expect(auth.queries.some((q) => q.name === `send.${d}` && q.type === 'MX')).toBe(true);
    } finally {
      await auth.stop();
    }
  });

  it('falls back to the resolver when the nameservers do not answer', async () => {
    const d = 'fallback.test';
    server.setZone(d, zone(d));
    const closedPort = 9; // discard: nothing listens on loopback
    const result = await verifySetupRecords(input(d), {
      dns: dns(),
      authoritative: { port: closedPort, cache: false, timeoutMs: 300 },
    });
    expect(result.overall).toBe('verified');
    expect(result.answeredBy.authoritative).toBe(0);
    expect(result.answeredBy.resolver).toBeGreaterThan(0);
  });

  it('a long TXT value (over 255 bytes, split into strings) is read whole', async () => {
    const d = 'longtxt.test';
    const theirs = `v=DMARC1; p=quarantine; rua=${Array.from({ length: 8 }, (_, i) => `mailto:reports${i}@a-rather-long-reporting-domain.test`).join(',')}`;
    expect(theirs.length).toBeGreaterThan(255);
    const result = await verify(d, [
      ...zone(d, { omit: ['dmarc'] }),
      { name: `_dmarc.${d}`, type: 'TXT', value: theirs },
    ]);
    expect(byId(result.records, 'dmarc')).toMatchObject({
      status: 'verified',
      value: theirs,
      policy: 'quarantine',
    });
  });
});

describe('detectDnsProvider over a loopback DNS server', () => {
  it('reads the NS records, walking up from a subdomain to the registrable domain', async () => {
    server.setZone('shop-on-godaddy.test', [
      { name: 'shop-on-godaddy.test', type: 'NS', value: 'ns51.domaincontrol.com' },
      { name: 'shop-on-godaddy.test', type: 'NS', value: 'ns52.domaincontrol.com' },
      { name: 'www.shop-on-godaddy.test', type: 'A', value: '192.0.2.1' },
    ]);
    expect(await detectDnsProvider('shop-on-godaddy.test', { dns: dns() })).toEqual({
      providerId: 'godaddy',
      detectedName: 'GoDaddy',
      nameservers: ['ns51.domaincontrol.com', 'ns52.domaincontrol.com'],
      zone: 'shop-on-godaddy.test',
    });
    const sub = await detectDnsProvider('www.shop-on-godaddy.test', { dns: dns() });
    expect(sub).toMatchObject({ providerId: 'godaddy', zone: 'shop-on-godaddy.test' });
  });

  it('an unknown nameserver, or none, is Other', async () => {
    server.setZone('own-dns.test', [{ name: 'own-dns.test', type: 'NS', value: 'ns1.own-dns.test' }]);
    expect(await detectDnsProvider('own-dns.test', { dns: dns() })).toMatchObject({
      providerId: 'other',
      detectedName: 'Unknown / Custom Setup',
    });
    expect(await detectDnsProvider('no-such-domain.test', { dns: dns() })).toMatchObject({
      providerId: 'other',
      zone: null,
    });
  });

  it("a subdomain sender inherits its organizational domain's DMARC record (RFC 7489 §6.6.3)", async () => {
    const parentRecord = 'v=DMARC1; p=quarantine; rua=mailto:postmaster@org-parent.test';
    server.setZone('org-parent.test', [{ name: '_dmarc.org-parent.test', type: 'TXT', value: parentRecord }]);
    const result = await verify('mail.org-parent.test', zone('mail.org-parent.test', { omit: ['dmarc'] }));
    expect(byId(result.records, 'dmarc')).toMatchObject({
      status: 'verified',
      name: '_dmarc.org-parent.test',
      value: parentRecord,
      existing: true,
      policy: 'quarantine',
    });
    expect(byId(result.records, 'dmarc').purpose).toContain('covers this subdomain too');
    expect(result.overall).toBe('verified');
  });

  it('a subdomain whose organizational domain has no DMARC record still needs its own', async () => {
    server.setZone('org-bare.test', []);
    const result = await verify('mail.org-bare.test', zone('mail.org-bare.test', { omit: ['dmarc'] }));
    expect(byId(result.records, 'dmarc')).toMatchObject({
      status: 'pending',
      reason: 'not_found',
      name: '_dmarc.mail.org-bare.test',
      existing: false,
    });
  });
});
