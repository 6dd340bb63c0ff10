import { describe, expect, it } from 'vitest';
import { domainMessages, normalizeDomain, wwwRemovedNote } from '../../../shared/onboarding/domain-name';

describe('normalizeDomain: accepted', () => {
  it.each([
    ['candles.com', 'candles.com'],
    ['  Candles.COM  ', 'candles.com'],
    ['https://candles.com', 'candles.com'],
    ['http://candles.com/', 'candles.com'],
    ['HTTPS://Candles.com///', 'candles.com'],
    ['candles.com.', 'candles.com'],
    ['https://candles.com./', 'candles.com'],
    ['//candles.com', 'candles.com'],
    ['shop.candles.co.uk', 'shop.candles.co.uk'],
    ['my-candle-shop.store', 'my-candle-shop.store'],
    ['123candles.com', '123candles.com'],
    ['xn--bcher-kva.com', 'xn--bcher-kva.com'],
    ['candles.xn--p1ai', 'candles.xn--p1ai'],
    ['www.com', 'www.com'],
    [`${'a'.repeat(63)}.com`, `${'a'.repeat(63)}.com`],
  ])('%j → %j', (input, domain) => {
    expect(normalizeDomain(input)).toEqual({ ok: true, domain });
  });

  it.each([
    ['candles.com/shop', 'candles.com'],
    ['https://candles.com/products?id=1', 'candles.com'],
    ['candles.com?ref=ad', 'candles.com'],
    ['candles.com#top', 'candles.com'],
    ['candles.com:8080', 'candles.com'],
    ['https://candles.com:8443/shop/', 'candles.com'],
    ['http://candles.com./cart#items', 'candles.com'],
    ['https://shop.candles.co.uk/products/lavender?variant=2', 'shop.candles.co.uk'],
  ])('a pasted address is cleaned to its domain: %j → %j', (input, domain) => {
    expect(normalizeDomain(input)).toEqual({ ok: true, domain });
  });

  it.each([
    ['https://www.candles.com/shop', 'candles.com'],
    ['www.candles.com/shop?ref=ad', 'candles.com'],
    ['www.candles.com', 'candles.com'],
    ['https://www.candles.com/', 'candles.com'],
    ['WWW.shop.candles.co.uk', 'shop.candles.co.uk'],
  ])('strips a leading www. with a note: %j → %j', (input, domain) => {
    expect(normalizeDomain(input)).toEqual({ ok: true, domain, note: wwwRemovedNote });
  });

  it('accepts exactly 253 characters', () => {
    const label = 'a'.repeat(61);
    const domain = `${label}.${label}.${label}.${label}.com`; // 4*61 + 4 dots + 3 = 251
    const longer = `bb${domain}`; // 253
    expect(longer).toHaveLength(253);
    expect(normalizeDomain(longer)).toEqual({ ok: true, domain: longer });
  });
});

describe('normalizeDomain: rejected, with a message in plain words', () => {
  it.each([
    ['', domainMessages.empty],
    ['   ', domainMessages.empty],
    ['https://', domainMessages.empty],
    ['ftp://candles.com', domainMessages.path],
    ['candles .com', domainMessages.spaces],
    ['my candles.com', domainMessages.spaces],
    ['hello@candles.com', domainMessages.email],
    ['candles.com:', domainMessages.port],
    ['candles.com:http', domainMessages.port],
    ['candles\\com', domainMessages.invalidCharacters],
    ['192.168.1.10', domainMessages.ipAddress],
    ['http://10.0.0.1/', domainMessages.ipAddress],
    ['[2001:db8::1]', domainMessages.ipAddress],
    ['bücher.com', domainMessages.unicode],
    ['candles', domainMessages.singleLabel],
    ['localhost', domainMessages.singleLabel],
    ['candles..com', domainMessages.emptyLabel],
    ['.candles.com', domainMessages.emptyLabel],
    ['candles.com..', domainMessages.emptyLabel],
    ['my_candles.com', domainMessages.underscore],
    ['candles!.com', domainMessages.invalidCharacters],
    ['-candles.com', domainMessages.hyphenEdge],
    ['candles-.com', domainMessages.hyphenEdge],
    [`${'a'.repeat(64)}.com`, domainMessages.labelTooLong],
    [`${'a.'.repeat(126)}com`, domainMessages.tooLong],
    ['candles.c', domainMessages.ending],
    ['candles.123', domainMessages.ending],
    ['candles.c0m', domainMessages.ending],
  ])('%j', (input, message) => {
    expect(normalizeDomain(input)).toEqual({ ok: false, message });
  });

  it('the path message is the one users see most', () => {
    expect(domainMessages.path).toBe('Enter just the domain, like candles.com — without https:// or a path.');
  });
});
