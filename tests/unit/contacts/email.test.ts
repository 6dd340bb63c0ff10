import { describe, expect, it } from 'vitest';
import {
  isRoleAddress,
  isValidEmail,
  normaliseEmail,
  suggestDomainTypo,
} from '../../../shared/contacts/email';

describe('normaliseEmail', () => {
  it('trims, lower-cases and composes Unicode (NFC), so one person is one key', () => {
    expect(normaliseEmail('  Ann.Lee@Shop.COM ')).toBe('ann.lee@shop.com');
    // "é" typed as e + combining acute (NFD) and as one code point (NFC) are the same address.
    expect(normaliseEmail('Ren\u0065\u0301@shop.com')).toBe(normaliseEmail('REN\u00e9@shop.com'));
    expect(normaliseEmail('Ren\u0065\u0301@shop.com')).toBe('ren\u00e9@shop.com');
  });
});

describe('isValidEmail', () => {
  it.each([
    'ann@shop.com',
    'ann.lee+news@shop.co.uk',
    "o'brien@example.ie",
    '  padded@shop.com  ',
    'josé@correo.es',
    'user@xn--bcher-kva.de',
  ])('accepts %s', (email) => expect(isValidEmail(email)).toBe(true));

  it.each([
    '',
    'ann',
    'ann@',
    '@shop.com',
    'ann@shop',
    'ann@@shop.com',
    'ann@shop..com',
    'ann..lee@shop.com',
    '.ann@shop.com',
    'ann@-shop.com',
    'ann@shop.c',
    'ann lee@shop.com',
    'ann@shop.com>',
    `${'a'.repeat(65)}@shop.com`,
    `ann@${'a'.repeat(250)}.com`,
  ])('refuses %j', (email) => expect(isValidEmail(email)).toBe(false));
});

describe('isRoleAddress', () => {
  it('flags role and system local parts, in any case and with +tags', () => {
    for (const email of ['info@shop.com', 'Sales@shop.com', 'support+x@shop.com', 'no-reply@shop.com'])
      expect(isRoleAddress(email), email).toBe(true);
  });
  it('leaves people alone', () => {
    for (const email of ['ann@shop.com', 'information.desk.ann@shop.com', 'infoann@shop.com'])
      expect(isRoleAddress(email), email).toBe(false);
  });
});

describe('suggestDomainTypo', () => {
  it.each([
    ['ann@gmial.com', 'ann@gmail.com'],
    ['ann@gmai.com', 'ann@gmail.com'],
    ['Ann@GMAIL.CON', 'ann@gmail.com'],
    ['ann@hotmial.com', 'ann@hotmail.com'],
    ['ann@yaho.com', 'ann@yahoo.com'],
    ['ann@outlok.com', 'ann@outlook.com'],
    ['ann@iclod.com', 'ann@icloud.com'],
  ])('%s -> %s', (typo, fixed) => expect(suggestDomainTypo(typo)).toBe(fixed));

  it('suggests nothing for the popular domains themselves or for anyone else’s domain', () => {
    for (const email of [
      'ann@gmail.com',
      'ann@yahoo.com',
      'ann@candles.shop',
      'ann@gmx.de',
      'ann@me.com',
      'nope',
    ])
      expect(suggestDomainTypo(email), email).toBeUndefined();
  });
});
