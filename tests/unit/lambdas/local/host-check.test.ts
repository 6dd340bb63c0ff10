import { describe, expect, it } from 'vitest';
import { isAllowedHost, parseAllowedHosts } from '../../../../lambdas/local/host-check';

describe('isAllowedHost (DNS rebinding guard of the local server)', () => {
  it.each([
    'localhost',
    'localhost:3000',
    'LocalHost:3000',
    '127.0.0.1:5173',
    '[::1]:3000',
    '[::1]',
    'localhost.:3000',
  ])('answers %s', (host) => expect(isAllowedHost(host)).toBe(true));

  it.each([
    undefined,
    '',
    'attacker.example',
    'attacker.example:3000',
    'localhost.attacker.example:3000',
    '127.0.0.1.nip.io:3000',
    '127.0.0.2:3000',
    '0.0.0.0:3000',
    '[::ffff:127.0.0.1]:3000',
    'localhost:3000@attacker.example',
    'localhost:abc',
  ])('refuses %s', (host) => expect(isAllowedHost(host)).toBe(false));

  it('answers the names of ALLOWED_HOSTS, with any port, and only those', () => {
    const allowed = parseAllowedHosts(' jungle.lan, Mail.Local:8080  192.168.1.20 ');
    expect(allowed).toEqual(['jungle.lan', 'mail.local', '192.168.1.20']);
    for (const host of ['jungle.lan:3000', 'MAIL.local', '192.168.1.20:3000'])
      expect(isAllowedHost(host, allowed), host).toBe(true);
    for (const host of ['jungle.lan.attacker.example', 'lan:3000', '192.168.1.21:3000'])
      expect(isAllowedHost(host, allowed), host).toBe(false);
    expect(parseAllowedHosts(undefined)).toEqual([]);
    expect(parseAllowedHosts('')).toEqual([]);
  });
});
