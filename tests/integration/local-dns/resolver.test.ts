/**
 * The local DNS stand-in of `npm start` (lambdas/local/dns.ts) over real DNS: a published zone answers
 * authoritatively (and the product's resolver adapter reads it), a name it does not hold goes to the
 * upstream resolver, an upstream that fails answers NXDOMAIN/SERVFAIL without breaking the server, and the
 * zones survive a restart from the data dir.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { Resolver } from 'node:dns/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { NodeDns } from '../../../lambdas/adapters/node/dns';
import { fetchPageOptionsFromEnv } from '../../../lambdas/adapters/node/fetch-page';
import { startLocalDns } from '../../../lambdas/local/dns';
import { startDnsServer } from '../../support/dns-server';

const dir = mkdtempSync(join(tmpdir(), 'local-dns-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const resolverOn = (server: string) => {
  const r = new Resolver({ timeout: 3_000, tries: 1 });
  r.setServers([server]);
  return r;
};

describe('local DNS stand-in', () => {
  it('answers published names, forwards the rest, keeps zones across a restart', async () => {
    const upstream = await startDnsServer();
    upstream.setZone('elsewhere.test', [{ name: 'www.elsewhere.test', type: 'A', value: '192.0.2.7' }]);
    const zonesFile = join(dir, 'dns', 'zones.json');
    const first = await startLocalDns({ zonesFile, upstream: [upstream.server] });
    try {
      first.zones.setZone('candles.test', [
        {
          name: 'send.candles.test',
          type: 'MX',
          value: 'feedback-smtp.us-east-1.amazonses.com',
          priority: 10,
        },
        { name: '_dmarc.candles.test', type: 'TXT', value: `v=DMARC1; p=none; ${'x'.repeat(300)}` },
        { name: 'shop.candles.test', type: 'A', value: '127.0.0.1' },
      ]);
      const dns = new NodeDns([first.server]);
      expect(await dns.query('send.candles.test', 'MX')).toEqual([
        { type: 'MX', value: '10 feedback-smtp.us-east-1.amazonses.com' },
      ]);
      expect((await dns.query('_dmarc.candles.test', 'TXT'))[0]?.value).toBe(
        `v=DMARC1; p=none; ${'x'.repeat(300)}`,
      );
      expect(await dns.query('candles.test', 'NS')).toEqual([{ type: 'NS', value: 'ns1.candles.test' }]);
      expect(await dns.query('nothing.candles.test', 'TXT')).toEqual([]);
      // Not held: the upstream answers; not anywhere: empty, and the server keeps answering.
      expect(await dns.query('www.elsewhere.test', 'A')).toEqual([{ type: 'A', value: '192.0.2.7' }]);
      expect(await dns.query('gone.elsewhere.test', 'A')).toEqual([]);
      expect(upstream.queries.map((q) => q.name)).not.toContain('send.candles.test');
      // "Check my site" resolves through the same servers (DNS_SERVERS, as the stack sets it).
      const { lookupAll } = fetchPageOptionsFromEnv({ DNS_SERVERS: first.server });
      expect(await lookupAll?.('shop.candles.test')).toEqual([{ address: '127.0.0.1', family: 4 }]);
    } finally {
      await first.stop();
    }
    const second = await startLocalDns({ zonesFile, upstream: [upstream.server] });
    try {
      expect(await resolverOn(second.server).resolveMx('send.candles.test')).toEqual([
        { exchange: 'feedback-smtp.us-east-1.amazonses.com', priority: 10 },
      ]);
    } finally {
      await second.stop();
      await upstream.stop();
    }
  });

  it('an upstream that does not answer fails the lookup, not the server', async () => {
    const local = await startLocalDns({ upstream: ['127.0.0.1:9'] });
    try {
      local.zones.setZone('held.test', [{ name: 'held.test', type: 'TXT', value: 'hello' }]);
      await expect(resolverOn(local.server).resolve4('not-held.example')).rejects.toThrow();
      expect(await resolverOn(local.server).resolveTxt('held.test')).toEqual([['hello']]);
    } finally {
      await local.stop();
    }
  });
});
