/**
 * The campaign check on link hosts said "A link goes to candles-x.example, which does not exist in DNS."
 * of a domain whose zone exists (it has name servers) but has no address record. The lookups now tell the
 * two apart, and the warning says what is true of each: no such name, or a name with no address (so the
 * link cannot open). An IPv6-only host (AAAA) resolves.
 */
import { describe, expect, it } from 'vitest';
import { linkHostsCheck, linkHostsMessage } from '../../../lambdas/domain/campaigns/checks/link-hosts';
import type { CheckInput } from '../../../lambdas/domain/campaigns/checks/check-input';
import { unresolvedHosts } from '../../../lambdas/domain/campaigns/link-resolution';
import { fakeDns } from '../dns/fake-dns';

const dns = fakeDns(
  {
    'A shop.candles.example': ['192.0.2.10'],
    'AAAA v6.candles.example': ['2001:db8::1'],
    'CNAME www.candles.example': ['shop.candles.example'],
    'NS candles-x.example': ['ns1.dns.example'],
  },
  { fail: ['A broken.example'] },
);

describe('unresolvedHosts', () => {
  it('tells a name with no address (its zone exists) from a name DNS does not have', async () => {
    expect(
      await unresolvedHosts(dns, [
        'https://shop.candles.example/a',
        'https://v6.candles.example/',
        'https://www.candles.example/',
        'https://candles-x.example/sale',
        'https://shopp.candles.example/typo',
        'https://broken.example/',
      ]),
    ).toEqual([
      { host: 'candles-x.example', named: true },
      { host: 'shopp.candles.example', named: false },
    ]);
  });

  it('never looks up an address written as the host: 127.0.0.1 or [::1] "exists" without DNS', async () => {
    expect(
      await unresolvedHosts(dns, [
        'http://127.0.0.1:4455/shop',
        'http://[2001:db8::1]/',
        'https://shopp.candles.example/typo',
      ]),
    ).toEqual([{ host: 'shopp.candles.example', named: false }]);
  });
});

describe('the link-hosts warning', () => {
  const message = (hosts: CheckInput['unresolvedHosts']) =>
    linkHostsCheck({ unresolvedHosts: hosts, projectId: 'p1' } as CheckInput);

  it('says a name DNS does not have does not exist', () => {
    expect(linkHostsMessage([{ host: 'shopp.example', named: false }])).toBe(
      'A link goes to shopp.example, which does not exist in DNS.',
    );
    expect(
      linkHostsMessage([
        { host: 'a.example', named: false },
        { host: 'b.example', named: false },
      ]),
    ).toBe('Links go to a.example, b.example, which do not exist in DNS.');
  });

  it('says a name whose zone exists has no address, so the link cannot open', () => {
    expect(linkHostsMessage([{ host: 'candles-x.example', named: true }])).toBe(
      'A link goes to candles-x.example, which has no address in DNS, so the link cannot open.',
    );
    expect(
      linkHostsMessage([
        { host: 'candles-x.example', named: true },
        { host: 'candles-y.example', named: true },
      ]),
    ).toBe(
      'Links go to candles-x.example, candles-y.example, which have no address in DNS, so the links cannot open.',
    );
  });

  it('says each when both are found, and stays a warning', () => {
    const [check] = message([
      { host: 'candles-x.example', named: true },
      { host: 'shopp.example', named: false },
    ]);
    expect(check?.severity).toBe('warning');
    expect(check?.message).toBe(
      'A link goes to shopp.example, which does not exist in DNS. ' +
        'A link goes to candles-x.example, which has no address in DNS, so the link cannot open.',
    );
    expect(message([])).toEqual([]);
  });
});
