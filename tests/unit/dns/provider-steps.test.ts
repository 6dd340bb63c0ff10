import { describe, expect, it } from 'vitest';
import type { DnsRecordView } from '../../../shared/contracts/dns';
import { dnsProviderIds } from '../../../shared/dns/providers';
import { nameToEnter, providerSteps } from '../../../web/features/dns/provider-steps';

const mx: DnsRecordView = {
  id: 'mx',
  kind: 'mx',
  type: 'MX',
  name: 'send.shop.com',
  shortName: 'send',
  value: 'feedback-smtp.us-east-1.amazonses.com',
  priority: 10,
  purpose: 'Bounces',
  status: 'pending',
};
const dkim: DnsRecordView = {
  ...mx,
  id: 'dkim1',
  kind: 'dkim',
  type: 'CNAME',
  name: 'abc._domainkey.shop.com',
  shortName: 'abc._domainkey',
  value: 'abc.dkim.amazonses.com',
  priority: undefined,
};

describe('provider steps (in place of the video)', () => {
  it('every provider: where to go, how to add, what to type, then verify', () => {
    for (const id of dnsProviderIds) {
      const steps = providerSteps(id, mx, 'shop.com');
      expect(steps.length, id).toBeGreaterThanOrEqual(4);
      expect(steps[0]?.text).toContain('shop.com');
      expect(steps[1]?.text).toContain('MX');
      expect(steps[2]?.text).toContain('Set Priority to 10.');
      expect(steps.at(-1)?.text).toBe('Save the record, then come back here and click Verify All Records.');
    }
  });

  it('the short name is what goes in the box (every provider here takes it), and provider quirks are named', () => {
    expect(nameToEnter('godaddy', mx)).toBe('send');
    expect(nameToEnter('cloudflare', dkim)).toBe('abc._domainkey');
    expect(
      providerSteps('cloudflare', dkim, 'shop.com')
        .map((s) => s.text)
        .join(' '),
    ).toContain('DNS only');
    expect(
      providerSteps('amazon_route_53', mx, 'shop.com')
        .map((s) => s.text)
        .join(' '),
    ).toContain('"10 host"');
    expect(providerSteps('godaddy', dkim, 'shop.com')[2]?.text).not.toContain('Priority');
  });
});
