import { describe, expect, it } from 'vitest';
import { expectedRecords, dnsRecordItemSchema } from '../../../shared/dns/records';
import { doubledName, normalizeName, shortName } from '../../../shared/dns/names';
import { namesUpToRegistrable, registrableDomain } from '../../../shared/dns/registrable';

const TOKENS = ['tokaaaa', 'tokbbbb', 'tokcccc'];
const base = {
  domain: 'Shop.com.',
  region: 'us-east-1',
  dkimTokens: TOKENS,
  dmarc: { reportAddress: 'r@jm.test' },
};

describe('expectedRecords', () => {
  it('builds MAIL FROM MX + SPF, three DKIM CNAMEs and DMARC, all pending', () => {
    const records = expectedRecords(base);
    expect(records.map((r) => [r.id, r.kind, r.type, r.name, r.shortName, r.value, r.priority])).toEqual([
      ['mx', 'mx', 'MX', 'send.shop.com', 'send', 'feedback-smtp.us-east-1.amazonses.com', 10],
      ['spf', 'spf', 'TXT', 'send.shop.com', 'send', 'v=spf1 include:amazonses.com ~all', undefined],
      [
        'dkim1',
        'dkim',
        'CNAME',
        'tokaaaa._domainkey.shop.com',
        'tokaaaa._domainkey',
        'tokaaaa.dkim.amazonses.com',
        undefined,
      ],
      [
        'dkim2',
        'dkim',
        'CNAME',
        'tokbbbb._domainkey.shop.com',
        'tokbbbb._domainkey',
        'tokbbbb.dkim.amazonses.com',
        undefined,
      ],
      [
        'dkim3',
        'dkim',
        'CNAME',
        'tokcccc._domainkey.shop.com',
        'tokcccc._domainkey',
        'tokcccc.dkim.amazonses.com',
        undefined,
      ],
      [
        'dmarc',
        'dmarc',
        'TXT',
        '_dmarc.shop.com',
        '_dmarc',
        'v=DMARC1; p=none; rua=mailto:r@jm.test',
        undefined,
      ],
    ]);
    for (const r of records) {
      expect(r.status).toBe('pending');
      expect(r.purpose.length).toBeGreaterThan(20);
      expect(dnsRecordItemSchema.parse(r)).toEqual(r);
    }
    expect(records.find((r) => r.id === 'dmarc')).toMatchObject({ policy: 'none', existing: false });
  });

  it('never touches the root: no record is named the domain itself', () => {
    expect(expectedRecords(base).some((r) => r.name === 'shop.com' || r.shortName === '@')).toBe(false);
  });

  it('the MX purpose says the mail they receive is not affected', () => {
    expect(expectedRecords(base)[0]?.purpose).toContain('the mail you receive at shop.com is not affected');
  });

  it('takes another MAIL FROM subdomain, or the full MAIL FROM domain (which wins)', () => {
    expect(expectedRecords({ ...base, mailFromSubdomain: 'bounce' })[0]).toMatchObject({
      name: 'bounce.shop.com',
      shortName: 'bounce',
    });
    expect(
      expectedRecords({ ...base, mailFromSubdomain: 'bounce', mailFromDomain: 'Mail.News.shop.com' })[1],
    ).toMatchObject({ name: 'mail.news.shop.com', shortName: 'mail.news' });
  });

  it('keeps an existing DMARC record and shows its policy', () => {
    const existing = 'v=DMARC1; p=quarantine; rua=mailto:me@shop.com';
    const dmarc = expectedRecords({ ...base, dmarc: { existing, reportAddress: 'r@jm.test' } }).at(-1);
    expect(dmarc).toMatchObject({ value: existing, policy: 'quarantine', existing: true });
    expect(dmarc?.purpose).toContain('we keep it as it is');
    expect(dmarc?.purpose).toContain('p=quarantine: send mail that fails the checks to spam');
  });

  it('an existing but broken DMARC record is kept without a policy', () => {
    const dmarc = expectedRecords({
      ...base,
      dmarc: { existing: 'v=DMARC1; p=maybe', reportAddress: 'r@jm.test' },
    }).at(-1);
    expect(dmarc).toMatchObject({ value: 'v=DMARC1; p=maybe', existing: true });
    expect(dmarc?.policy).toBeUndefined();
  });
});

describe('names', () => {
  it('normalizes, shortens and doubles names', () => {
    expect(normalizeName('  Send.Shop.COM. ')).toBe('send.shop.com');
    expect(shortName('send.shop.com', 'shop.com')).toBe('send');
    expect(shortName('shop.com.', 'SHOP.com')).toBe('@');
    expect(shortName('a.b._domainkey.shop.com', 'shop.com')).toBe('a.b._domainkey');
    expect(shortName('send.othershop.com', 'shop.com')).toBe('send.othershop.com');
    expect(doubledName('send.shop.com', 'shop.com')).toBe('send.shop.com.shop.com');
  });

  it('finds the registrable domain, including common two-label suffixes', () => {
    expect(registrableDomain('send.shop.com')).toBe('shop.com');
    expect(registrableDomain('shop.com')).toBe('shop.com');
    expect(registrableDomain('a.b.shop.co.uk')).toBe('shop.co.uk');
    expect(registrableDomain('shop.com.au')).toBe('shop.com.au');
    expect(namesUpToRegistrable('x.y.shop.co.uk')).toEqual(['x.y.shop.co.uk', 'y.shop.co.uk', 'shop.co.uk']);
    expect(namesUpToRegistrable('shop.com')).toEqual(['shop.com']);
  });

  it('uses the whole Public Suffix List (tldts), not a short list of suffixes', () => {
    // Suffixes the old two-label list did not have; each made the nameserver walk and DMARC look one level too high.
    expect(registrableDomain('send.shop.co.uk')).toBe('shop.co.uk');
    expect(registrableDomain('send.shop.com.ph')).toBe('shop.com.ph');
    expect(registrableDomain('mail.shop.gov.scot')).toBe('shop.gov.scot');
    expect(registrableDomain('send.shop.kyoto.jp')).toBe('shop.kyoto.jp');
    expect(registrableDomain('send.candles.myshopify.com')).toBe('candles.myshopify.com');
    expect(registrableDomain('send.Shop.CO.UK.')).toBe('shop.co.uk');
    expect(namesUpToRegistrable('a.b.shop.kyoto.jp')).toEqual([
      'a.b.shop.kyoto.jp',
      'b.shop.kyoto.jp',
      'shop.kyoto.jp',
    ]);
    expect(registrableDomain('localhost')).toBe('localhost');
  });
});
