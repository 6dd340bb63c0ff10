import { describe, expect, it } from 'vitest';
import { recordsTable, txtStrings, zoneFileLine, zoneFileSnippet } from '../../../shared/dns/zone-file';

const long = `v=DKIM1; p=${'A'.repeat(300)}`;

describe('zoneFileLine', () => {
  it.each([
    [
      { type: 'MX', name: 'send.candles.test', value: 'feedback-smtp.us-east-1.amazonses.com', priority: 10 },
      'send.candles.test. 3600 IN MX 10 feedback-smtp.us-east-1.amazonses.com.',
    ],
    [
      { type: 'TXT', name: 'send.candles.test', value: 'v=spf1 include:amazonses.com ~all' },
      'send.candles.test. 3600 IN TXT "v=spf1 include:amazonses.com ~all"',
    ],
    [
      { type: 'CNAME', name: 'abc._domainkey.candles.test.', value: 'abc.dkim.amazonses.com' },
      'abc._domainkey.candles.test. 3600 IN CNAME abc.dkim.amazonses.com.',
    ],
    [
      { type: 'TXT', name: '_dmarc.candles.test', value: 'say "hi" \\ there' },
      '_dmarc.candles.test. 3600 IN TXT "say \\"hi\\" \\\\ there"',
    ],
    [
      { type: 'TXT', name: 'k.candles.test', value: long },
      `k.candles.test. 3600 IN TXT "${long.slice(0, 255)}" "${long.slice(255)}"`,
    ],
    [{ type: 'A', name: 'shop.candles.test', value: '127.0.0.1' }, 'shop.candles.test. 3600 IN A 127.0.0.1'],
  ])('%o', (record, line) => {
    expect(zoneFileLine(record)).toBe(line);
  });
});

describe('txtStrings', () => {
  it.each([
    ['', ['']],
    ['x'.repeat(255), ['x'.repeat(255)]],
    ['x'.repeat(256), ['x'.repeat(255), 'x']],
    // 'é' is two bytes: never split inside it
    [`${'x'.repeat(254)}é`, ['x'.repeat(254), 'é']],
  ])('%#', (value, strings) => {
    expect(txtStrings(value)).toEqual(strings);
  });
});

describe('zoneFileSnippet and recordsTable', () => {
  const records = [
    { type: 'MX', name: 'send.c.test', value: 'mx.example', priority: 10 },
    { type: 'TXT', name: '_dmarc.c.test', value: 'v=DMARC1; p=none' },
  ];
  it('one commented snippet, one line per record', () => {
    expect(zoneFileSnippet('c.test', records)).toBe(
      '; DNS records for c.test (Jungle Mail)\nsend.c.test. 3600 IN MX 10 mx.example.\n_dmarc.c.test. 3600 IN TXT "v=DMARC1; p=none"\n',
    );
  });
  it('one tab-separated table with a header', () => {
    expect(recordsTable(records)).toBe(
      'Type\tName\tValue\tPriority\nMX\tsend.c.test\tmx.example\t10\nTXT\t_dmarc.c.test\tv=DMARC1; p=none\t',
    );
  });
});
