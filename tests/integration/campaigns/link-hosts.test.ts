import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NodeDns } from '../../../lambdas/adapters/node/dns';
import { unresolvedHosts } from '../../../lambdas/domain/campaigns/link-resolution';
import { startDnsServer, type LoopbackDnsServer } from '../../support/dns-server';

/** The link-hosts check's lookups through the real resolver adapter against a loopback DNS server. */
let dns: LoopbackDnsServer;
beforeAll(async () => {
  dns = await startDnsServer();
  dns.setZone('candles.test', [
    { name: 'shop.candles.test', type: 'A', value: '192.0.2.10' },
    { name: 'www.candles.test', type: 'CNAME', value: 'shop.candles.test' },
    { name: 'v6.candles.test', type: 'AAAA', value: '2001:db8::10' },
  ]);
  // A domain whose zone exists (its name servers answer) with no address record.
  dns.setZone('candles-x.test', []);
});
afterAll(() => dns?.stop());

describe('link hosts in DNS', () => {
  it('names the hosts with no A, AAAA or CNAME record, once each, and which of them DNS has, and ignores mailto: and tel:', async () => {
    const resolver = new NodeDns([dns.server], 1_000);
    const missing = await unresolvedHosts(resolver, [
      'https://shop.candles.test/autumn',
      'https://WWW.candles.test/',
      'https://v6.candles.test/',
      'https://candles-x.test/sale',
      'https://shopp.candles.test/typo',
      'https://shopp.candles.test/typo-again',
      'mailto:hello@nowhere.test',
      'tel:+441234567890',
    ]);
    expect(missing).toEqual([
      { host: 'candles-x.test', named: true },
      { host: 'shopp.candles.test', named: false },
    ]);
  });

  it('does not report a host when the lookup itself fails (no answer from the resolver)', async () => {
    const unreachable = new NodeDns(['127.0.0.1:9'], 200);
    expect(await unresolvedHosts(unreachable, ['https://shop.candles.test/'])).toEqual([]);
  });
});
