/**
 * Issue 29: the From line of a campaign (shared/campaigns/sender.ts): a quoted display name (RFC 5322), RFC 2047
 * encoded-words for non-ASCII, the local part's rules and the shop-name default. The encoded words are decoded
 * back here with Node's own base64 and checked against RFC 2047's limits.
 */
import { describe, expect, it } from 'vitest';
import {
  campaignFromAddress,
  defaultFromName,
  fromHeader,
  fromLineDisplay,
  isFromLocalPart,
  isFromName,
} from '../../../shared/campaigns/sender';
import { nameCase } from '../../../shared/text/name-case';

const ADDRESS = 'news@candles.example';

/** Decodes a header's RFC 2047 words (UTF-8, B), joined as a reader would (space between words dropped). */
const decode = (header: string) =>
  header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?B\?([A-Za-z0-9+/=]+)\?=/g, (_m, b64: string) => `\u0000${b64}\u0000`)
    .split('\u0000')
    .map((part, i) => (i % 2 ? Buffer.from(part, 'base64') : Buffer.from(part, 'utf8')))
    .reduce((all, b) => Buffer.concat([all, b]), Buffer.alloc(0))
    .toString('utf8');

describe('the From header a campaign is sent with', () => {
  it('quotes an ASCII name: "Shop Name" <news@domain>', () => {
    expect(fromHeader('Candles', ADDRESS)).toBe('"Candles" <news@candles.example>');
    expect(fromHeader('  Candle   Shop ', ADDRESS)).toBe('"Candle Shop" <news@candles.example>');
  });

  it('keeps commas, dots, @ and angle brackets inside the quotes, and escapes quotes and backslashes', () => {
    expect(fromHeader('Smith, Jones & Co.', ADDRESS)).toBe('"Smith, Jones & Co." <news@candles.example>');
    expect(fromHeader('Ann "The Wick" O\'Neil', ADDRESS)).toBe(
      '"Ann \\"The Wick\\" O\'Neil" <news@candles.example>',
    );
    expect(fromHeader('a\\b <x@evil.example>', ADDRESS)).toBe(
      '"a\\\\b <x@evil.example>" <news@candles.example>',
    );
  });

  it('encodes a non-ASCII name as RFC 2047 UTF-8 words of at most 75 characters, split between characters', () => {
    const header = fromHeader('Crème Brûlée, Zürich', ADDRESS);
    expect(header).toMatch(/^=\?UTF-8\?B\?[A-Za-z0-9+/=]+\?= <news@candles\.example>$/);
    expect(decode(header.replace(/ <.*$/, ''))).toBe('Crème Brûlée, Zürich');
    const long = '日本のろうそく屋さん'.repeat(5) + ' 🕯️ ' + 'Ünïcødé'.repeat(4);
    const words = fromHeader(long, ADDRESS).replace(/ <.*$/, '').split(' ');
    expect(words.length).toBeGreaterThan(2);
    for (const word of words) {
      expect(word.length).toBeLessThanOrEqual(75);
      // Each word decodes on its own (no character split across words).
      expect(decode(word)).not.toContain('\uFFFD');
    }
    expect(decode(words.join(' '))).toBe(long);
  });

  it('is the address alone without a name; never a line break', () => {
    expect(fromHeader('', ADDRESS)).toBe(ADDRESS);
    expect(fromHeader('   ', ADDRESS)).toBe(ADDRESS);
    expect(fromHeader('A\r\nBcc: x@y.example', ADDRESS)).not.toMatch(/[\r\n]/);
  });

  it('shows the line to people unencoded: Shop Name <news@domain>', () => {
    expect(fromLineDisplay('Crème', ADDRESS)).toBe('Crème <news@candles.example>');
    expect(fromLineDisplay('', ADDRESS)).toBe(ADDRESS);
  });
});

describe('the From address and name rules', () => {
  it('builds the address on the verified domain, news@ by default', () => {
    expect(campaignFromAddress('candles.example')).toBe('news@candles.example');
    expect(campaignFromAddress('candles.example', 'hello.team')).toBe('hello.team@candles.example');
  });

  it('accepts a dot-atom local part of letters, digits, . _ - +; refuses the rest', () => {
    for (const ok of ['news', 'hello.team', 'a_b-c+d', 'N3ws']) expect(isFromLocalPart(ok), ok).toBe(true);
    for (const bad of [
      '',
      '.news',
      'news.',
      'a..b',
      'a b',
      'a@b',
      'news@candles.example',
      'crème',
      '"q"',
      'x'.repeat(65),
    ])
      expect(isFromLocalPart(bad), bad).toBe(false);
  });

  it('accepts a one-line name of at most 100 characters', () => {
    expect(isFromName('Crème & Co.')).toBe(true);
    expect(isFromName('')).toBe(true);
    expect(isFromName('a\nb')).toBe(false);
    expect(isFromName('x'.repeat(101))).toBe(false);
  });

  it('defaults the name to the shop’s name from its domain', () => {
    expect(defaultFromName('candles.example')).toBe('Candles');
    expect(defaultFromName('www.the-tea-room.co.uk')).toBe('The Tea Room');
    expect(defaultFromName('news.shop.example.com')).toBe('Example');
    expect(defaultFromName(null)).toBe('');
  });

  it.each([
    ['candles-test.example', 'Candles Test'],
    ['house-of-candles.com', 'House of Candles'],
    ['the-tea-room.CO.UK', 'The Tea Room'],
    ['iPhone-Cases.com', 'iPhone Cases'],
    ['iphone-cases.com', 'Iphone Cases'],
    ['McKay.example', 'McKay'],
    ['mckay-and-sons.shop', 'Mckay and Sons'],
    ['DIY-tools.example', 'DIY Tools'],
    ['élan-paris.fr', 'Élan Paris'],
  ])('capitalises %s as a name: %s', (domain, name) => {
    expect(defaultFromName(domain)).toBe(name);
  });
});

describe('nameCase', () => {
  it.each([
    ['candles test', 'Candles Test'],
    ['iPhone cases', 'iPhone Cases'],
    ['McKay', 'McKay'],
    ['house of the rising sun', 'House of the Rising Sun'],
    ['the shop', 'The Shop'],
    ["o'brien bakery", "O'brien Bakery"],
    ['', ''],
  ])('%s -> %s', (text, name) => {
    expect(nameCase(text)).toBe(name);
  });
});
