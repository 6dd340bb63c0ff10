import { describe, expect, it } from 'vitest';
import { authoritativeFor, dnsSettingsFrom } from '../../../lambdas/domain/dns/settings';

describe('authoritativeFor (DNS_SERVERS -> how to ask the nameservers)', () => {
  it('a loopback stand-in on one port: ask the nameservers on that port', () => {
    expect(authoritativeFor(['127.0.0.1:5353'])).toEqual({ port: 5353 });
    expect(authoritativeFor(['127.0.0.1:5353', 'localhost:5353'])).toEqual({ port: 5353 });
    expect(authoritativeFor(['[::1]:5300'])).toEqual({ port: 5300 });
  });

  it('anything else keeps port 53', () => {
    expect(authoritativeFor(undefined)).toBeUndefined();
    expect(authoritativeFor([])).toBeUndefined();
    expect(authoritativeFor(['10.0.0.2:5353'])).toBeUndefined();
    expect(authoritativeFor(['127.0.0.1'])).toBeUndefined();
    expect(authoritativeFor(['127.0.0.1:5353', '127.0.0.1:5354'])).toBeUndefined();
    expect(authoritativeFor(['127.0.0.1:5353', '8.8.8.8'])).toBeUndefined();
  });

  it('settings carry the region and the DMARC report address', () => {
    expect(
      dnsSettingsFrom({
        region: 'eu-west-1',
        dmarcReportAddress: 'dmarc@junglemail.app',
        dnsServers: undefined,
      }),
    ).toEqual({
      region: 'eu-west-1',
      dmarcReportAddress: 'dmarc@junglemail.app',
      authoritative: undefined,
    });
  });
});
