import { describe, expect, it } from 'vitest';
import {
  applySes,
  verifySetupRecords,
  type VerifySetupInput,
} from '../../../lambdas/domain/dns/verify-records';
import { NameserverCache, authoritativeServers } from '../../../lambdas/domain/dns/nameservers';
import { detectDnsProvider } from '../../../lambdas/domain/dns/detect-provider';
import { isCloudflareIp } from '../../../lambdas/domain/dns/cloudflare';
import type { DnsLookup } from '../../../lambdas/ports/dns';
import { fakeDns } from './fake-dns';

const D = 'shop.com';
const TOKENS = ['t1', 't2', 't3'];
const input: VerifySetupInput = {
  domain: D,
  region: 'us-east-1',
  dkimTokens: TOKENS,
  dmarcReportAddress: 'r@jm.test',
};
const MX = '10 feedback-smtp.us-east-1.amazonses.com';

/** A correct zone as 'TYPE name' -> values. */
function correct(overrides: Record<string, string[]> = {}): Record<string, string[]> {
  const z: Record<string, string[]> = {
    [`MX send.${D}`]: [MX],
    [`TXT send.${D}`]: ['v=spf1 include:amazonses.com ~all'],
    [`TXT _dmarc.${D}`]: ['v=DMARC1; p=none; rua=mailto:r@jm.test'],
  };
  for (const t of TOKENS) z[`CNAME ${t}._domainkey.${D}`] = [`${t}.dkim.amazonses.com`];
  return { ...z, ...overrides };
}

const status = (r: Awaited<ReturnType<typeof verifySetupRecords>>) =>
  Object.fromEntries(r.records.map((x) => [x.id, x.reason ?? x.status]));

describe('verifySetupRecords (fake DNS)', () => {
  it('issues every first-round lookup at once, each only once', () => {
    const dns = fakeDns(correct());
    void verifySetupRecords(input, { dns, authoritative: false });
    // Synchronously, before any answer: MAIL FROM (MX, CNAME, doubled MX, TXT, doubled TXT), 3 x DKIM
    // (CNAME, A, TXT, doubled CNAME), DMARC (TXT, CNAME, doubled TXT).
    expect(dns.calls).toHaveLength(5 + 3 * 4 + 3);
    expect(new Set(dns.calls.map((c) => `${c.type} ${c.name}`)).size).toBe(dns.calls.length);
  });

  it('uses send.{domain} by default and verifies a correct zone', async () => {
    const r = await verifySetupRecords(input, { dns: fakeDns(correct()), authoritative: false });
    expect(r.overall).toBe('verified');
    expect(r.records[0]?.name).toBe('send.shop.com');
  });

  it('an MX preferred over ours (lower number) makes the MX differ', async () => {
    const dns = fakeDns(correct({ [`MX send.${D}`]: [MX, '5 mx.other.com'] }));
    const r = await verifySetupRecords(input, { dns, authoritative: false });
    expect(r.records[0]).toMatchObject({
      reason: 'value_differs',
      found: '10 feedback-smtp.us-east-1.amazonses.com, 5 mx.other.com',
    });
    const backup = fakeDns(correct({ [`MX send.${D}`]: [MX, '20 mx.other.com'] }));
    expect((await verifySetupRecords(input, { dns: backup, authoritative: false })).records[0]?.status).toBe(
      'verified',
    );
  });

  it('a DNS error is "not checked" (pending), never failed', async () => {
    const dns = fakeDns(correct(), { fail: [`MX send.${D}`, `CNAME t1._domainkey.${D}`] });
    const r = await verifySetupRecords(input, { dns, authoritative: false });
    expect(status(r)).toMatchObject({ mx: 'lookup_error', dkim1: 'lookup_error', spf: 'verified' });
    expect(r.records[0]?.message).toBe(
      "We couldn't reach the DNS servers for shop.com just now, so this record wasn't checked. Please try again in a minute.",
    );
    expect(r.overall).toBe('partially_verified');
    expect(r.answeredBy.failed).toBe(2);
  });

  it('a misspelled DMARC version is reported as invalid, not ignored', async () => {
    const dns = fakeDns(correct({ [`TXT _dmarc.${D}`]: ['v=dmarc1; p=none'] }));
    const r = await verifySetupRecords(input, { dns, authoritative: false });
    expect(r.records.at(-1)).toMatchObject({ status: 'failed', reason: 'dmarc_invalid' });
  });

  it('A answers on a domain detected as Cloudflare read as proxying even outside the published ranges', async () => {
    const dns = fakeDns(
      correct({ [`CNAME t1._domainkey.${D}`]: [], [`A t1._domainkey.${D}`]: ['198.51.100.7'] }),
    );
    const on = await verifySetupRecords(
      { ...input, providerId: 'cloudflare' },
      { dns, authoritative: false },
    );
    expect(on.records[2]?.reason).toBe('proxied');
    const off = await verifySetupRecords(input, { dns, authoritative: false });
    expect(off.records[2]?.reason).toBe('wrong_type');
  });
});

describe('SES status (AWS)', () => {
  it('folds into DNS verdicts: success confirms, pending never fails, failed over a correct record is ses_failed', () => {
    const ok = { status: 'verified' as const, found: 'x' };
    const missing = { status: 'pending' as const, reason: 'not_found' as const };
    const wrong = { status: 'failed' as const, reason: 'proxied' as const };
    expect(applySes(ok, undefined)).toBe(ok);
    expect(applySes(ok, 'not_started')).toBe(ok);
    expect(applySes(ok, 'success')).toEqual(ok);
    expect(applySes(missing, 'success')).toEqual({ status: 'verified' });
    expect(applySes(wrong, 'success')).toBe(wrong);
    expect(applySes(ok, 'pending')).toEqual({ status: 'pending', reason: 'awaiting_ses', found: 'x' });
    expect(applySes(ok, 'temporary_failure')).toMatchObject({ status: 'pending', reason: 'awaiting_ses' });
    expect(applySes(missing, 'pending')).toBe(missing);
    expect(applySes(missing, 'failed')).toBe(missing);
    expect(applySes(wrong, 'pending')).toBe(wrong);
    expect(applySes(ok, 'failed')).toMatchObject({ status: 'failed', reason: 'ses_failed' });
  });

  it('DKIM pending at SES over correct CNAMEs: pending (waiting for SES), not failed', async () => {
    const r = await verifySetupRecords(input, {
      dns: fakeDns(correct()),
      authoritative: false,
      sesStatus: { dkimStatus: 'pending', mailFromStatus: 'success' },
    });
    expect(status(r)).toEqual({
      mx: 'verified',
      spf: 'verified',
      dkim1: 'awaiting_ses',
      dkim2: 'awaiting_ses',
      dkim3: 'awaiting_ses',
      dmarc: 'verified',
    });
    expect(r.records[2]?.message).toContain("Amazon SES, which sends your email, hasn't confirmed it yet");
    expect(r.overall).toBe('partially_verified');
  });

  it('SES success verifies DKIM and the MAIL FROM MX even when our lookup has not seen them yet; SPF stays ours', async () => {
    const r = await verifySetupRecords(input, {
      dns: fakeDns({}),
      authoritative: false,
      sesStatus: { dkimStatus: 'success', mailFromStatus: 'success' },
    });
    expect(status(r)).toEqual({
      mx: 'verified',
      spf: 'not_found',
      dkim1: 'verified',
      dkim2: 'verified',
      dkim3: 'verified',
      dmarc: 'not_found',
    });
  });

  it('SES failed over a correct record says SES gave up', async () => {
    const r = await verifySetupRecords(input, {
      dns: fakeDns(correct()),
      authoritative: false,
      sesStatus: { dkimStatus: 'failed', mailFromStatus: 'pending' },
    });
    expect(status(r)).toMatchObject({ mx: 'awaiting_ses', dkim1: 'ses_failed' });
    expect(r.overall).toBe('failed_to_verify');
  });
});

describe('authoritative nameservers', () => {
  const delegation = {
    [`NS ${D}`]: ['ns1.host.net', 'ns2.host.net'],
    'A ns1.host.net': ['192.0.2.53'],
    'A ns2.host.net': ['192.0.2.54'],
  };

  it('asks the nameservers directly (ip, or ip:port) and prefers their answers over the resolver cache', async () => {
    const dns = fakeDns({ ...delegation }, { authoritative: correct() });
    const r = await verifySetupRecords(input, { dns, authoritative: { cache: false } });
    expect(r.overall).toBe('verified');
    expect(r.nameservers).toEqual(['192.0.2.53', '192.0.2.54']);
    expect(
      dns.calls
        .filter((c) => c.name === `send.${D}`)
        .every((c) => c.servers?.join() === '192.0.2.53,192.0.2.54'),
    ).toBe(true);
    expect(await authoritativeServers(dns, D, { port: 5300, cache: false })).toEqual([
      '192.0.2.53:5300',
      '192.0.2.54:5300',
    ]);
  });

  it('falls back to the resolver when they refuse or time out', async () => {
    const refused = fakeDns({ ...delegation, ...correct() }, { failAuthoritative: true });
    const r1 = await verifySetupRecords(input, { dns: refused, authoritative: { cache: false } });
    expect(r1.overall).toBe('verified');
    expect(r1.answeredBy).toMatchObject({ authoritative: 0, failed: 0 });

    const inner = fakeDns({ ...delegation, ...correct() });
    const hanging: DnsLookup = {
      query: (name, type, options) =>
        options?.servers ? new Promise(() => undefined) : inner.query(name, type),
    };
    const started = Date.now();
    const r2 = await verifySetupRecords(input, {
      dns: hanging,
      authoritative: { cache: false, timeoutMs: 50 },
    });
    expect(r2.overall).toBe('verified');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('uses the resolver alone when the domain has no nameservers', async () => {
    const dns = fakeDns(correct());
    const r = await verifySetupRecords(input, { dns, authoritative: { cache: false } });
    expect(r.nameservers).toEqual([]);
    expect(r.overall).toBe('verified');
  });

  it('caches the nameserver addresses per domain for a few minutes', async () => {
    let now = 0;
    const cache = new NameserverCache(60_000, 10, () => now);
    const dns = fakeDns({ ...delegation }, { authoritative: correct() });
    await verifySetupRecords(input, { dns, authoritative: { cache } });
    const nsCalls = () => dns.calls.filter((c) => c.type === 'NS').length;
    expect(nsCalls()).toBe(1);
    await verifySetupRecords(input, { dns, authoritative: { cache } });
    expect(nsCalls()).toBe(1);
    now = 61_000;
    await verifySetupRecords(input, { dns, authoritative: { cache } });
    expect(nsCalls()).toBe(2);
  });

  it('asks stored addresses (on the given port) without finding them; found ones are reported to store', async () => {
    const dns = fakeDns({ ...delegation }, { authoritative: correct() });
    const stored = await verifySetupRecords(input, {
      dns,
      authoritative: { port: 5300, cache: false },
      storedNameservers: ['192.0.2.60'],
    });
    expect(stored).toMatchObject({ overall: 'verified', nameservers: ['192.0.2.60:5300'] });
    expect(stored.discoveredNameservers).toBeUndefined();
    expect(dns.calls.filter((c) => c.type === 'NS' || c.name.startsWith('ns'))).toEqual([]);

    const found = await verifySetupRecords(input, { dns, authoritative: { port: 5300, cache: false } });
    expect(found.discoveredNameservers).toEqual(['192.0.2.53', '192.0.2.54']);
    const resolverOnly = await verifySetupRecords(input, {
      dns,
      authoritative: false,
      storedNameservers: ['192.0.2.60'],
    });
    expect(resolverOnly).toMatchObject({ nameservers: [], answeredBy: { authoritative: 0 } });
    expect(resolverOnly.discoveredNameservers).toBeUndefined();
  });

  it('stored addresses that do not answer are found again; the same ones are not asked twice', async () => {
    const dns = fakeDns({ ...delegation, ...correct() }, { failAuthoritative: true });
    const r = await verifySetupRecords(input, {
      dns,
      authoritative: { cache: false },
      storedNameservers: ['192.0.2.53', '192.0.2.54'],
    });
    expect(r.overall).toBe('verified');
    expect(r.discoveredNameservers).toEqual(['192.0.2.53', '192.0.2.54']);
    expect(dns.calls.filter((c) => c.name === `send.${D}` && c.type === 'MX' && c.servers)).toHaveLength(1);
  });

  it('walks up from a subdomain to the zone that has NS records', async () => {
    const dns = fakeDns({ 'NS shop.co.uk': ['kate.ns.cloudflare.com'] });
    expect(await detectDnsProvider('mail.shop.co.uk', { dns })).toEqual({
      providerId: 'cloudflare',
      detectedName: 'Cloudflare',
      nameservers: ['kate.ns.cloudflare.com'],
      zone: 'shop.co.uk',
    });
    expect(dns.calls.map((c) => c.name)).toEqual(['mail.shop.co.uk', 'shop.co.uk']);
  });

  it('provider detection passes a DNS error on (the handler logs it and carries on)', async () => {
    const dns = fakeDns({}, { fail: [`NS ${D}`] });
    await expect(detectDnsProvider(D, { dns })).rejects.toThrow('SERVFAIL');
  });
});

describe('Cloudflare ranges', () => {
  it('knows Cloudflare addresses', () => {
    expect(isCloudflareIp('104.21.48.7')).toBe(true);
    expect(isCloudflareIp('172.67.160.3')).toBe(true);
    expect(isCloudflareIp('188.114.97.1')).toBe(true);
    expect(isCloudflareIp('192.0.2.1')).toBe(false);
    expect(isCloudflareIp('104.32.0.1')).toBe(false);
    expect(isCloudflareIp('not-an-ip')).toBe(false);
  });
});
