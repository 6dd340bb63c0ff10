import { describe, expect, it } from 'vitest';
import { expectedDmarc, looksLikeDmarc, parseDmarc } from '../../../shared/dns/dmarc';

describe('DMARC', () => {
  it('our record parses as p=none with the report address', () => {
    const r = parseDmarc(expectedDmarc('r@jm.test'));
    expect(r).toEqual({
      ok: true,
      policy: 'none',
      tags: { v: 'DMARC1', p: 'none', rua: 'mailto:r@jm.test' },
    });
  });

  it('accepts the usual variants', () => {
    for (const txt of [
      'v=DMARC1; p=reject',
      'v=DMARC1;p=quarantine;pct=50;adkim=s;aspf=r;',
      'v=DMARC1; p=Reject; sp=none; rua=mailto:a@x.com,mailto:b@y.com; ruf=mailto:f@x.com; fo=1:d; ri=86400; unknown=ignored',
    ]) {
      expect(parseDmarc(txt).ok, txt).toBe(true);
    }
    expect(parseDmarc('v=DMARC1; p=Reject')).toMatchObject({ policy: 'reject' });
  });

  it.each([
    ['v=DMARC1', 'the policy tag p= is missing (for example p=none)'],
    ['v=dmarc1; p=none', 'it must start with v=DMARC1, written exactly like that'],
    ['p=none; v=DMARC1', 'it must start with v=DMARC1, written exactly like that'],
    ['v=DMARC1; rua=mailto:a@b.c; p=none', 'the policy tag p= must come right after v=DMARC1'],
    ['v=DMARC1; p=block', "p=block isn't a policy; use none, quarantine or reject"],
    ['v=DMARC1; p=none; sp=maybe', "sp=maybe isn't a policy; use none, quarantine or reject"],
    ['v=DMARC1; p=none; pct=150', 'pct=150 must be a whole number from 0 to 100'],
    ['v=DMARC1; p=none; adkim=x', 'adkim=x must be r (relaxed) or s (strict)'],
    [
      'v=DMARC1; p=none; rua=reports@shop.com',
      'rua=reports@shop.com needs mailto: in front of the address (rua=mailto:reports@shop.com)',
    ],
    ['v=DMARC1; p=none; rua=', 'rua= is empty; give a report address like rua=mailto:reports@example.com'],
    ['v=DMARC1 p=none', '"v=DMARC1 p=none" isn\'t written as tag=value (tags are separated by semicolons)'],
    ['v=DMARC1; p=none; p=reject', 'the tag p= appears twice'],
    ['v=DMARC1;; p=none', 'it has an empty part between two semicolons'],
    ['v=DMARC1; p=none; ri=soon', 'ri=soon must be a number of seconds'],
    ['v=DMARC1; p=none; fo=2', 'fo=2 must be 0, 1, d or s (joined with colons)'],
  ])('%s is invalid: %s', (txt, problem) => {
    expect(parseDmarc(txt)).toEqual({ ok: false, problem });
  });

  it('finds DMARC-looking TXT values, even misspelled', () => {
    expect(looksLikeDmarc('v=DMARC1; p=none')).toBe(true);
    expect(looksLikeDmarc(' v = dmarc1; p=none')).toBe(true);
    expect(looksLikeDmarc('v=spf1 -all')).toBe(false);
  });
});
