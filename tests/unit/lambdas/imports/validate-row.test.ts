import { describe, expect, it } from 'vitest';
import { parseTags, validateRow } from '../../../../lambdas/domain/imports/validate-row';

const mapping = { email: 0, firstName: 1, lastName: 2, tags: 3 };

describe('validateRow', () => {
  it('takes a good row: the address as typed (trimmed), its normal form, names and tags', () => {
    expect(validateRow(['  Ann@Example.com ', ' Ann ', 'Lee', 'VIP; Shop|vip'], mapping)).toEqual({
      ok: true,
      contact: {
        email: 'Ann@Example.com',
        emailKey: 'ann@example.com',
        firstName: 'Ann',
        lastName: 'Lee',
        tags: ['vip', 'shop'],
      },
    });
  });

  it('skips a row without an address or with a bad one, each with its reason', () => {
    expect(validateRow(['', 'Ann'], mapping)).toMatchObject({ ok: false, reason: 'missingEmail' });
    expect(validateRow(['ann at example.com'], mapping)).toMatchObject({ ok: false, reason: 'invalidEmail' });
    expect(validateRow([], mapping)).toMatchObject({ ok: false, reason: 'missingEmail' });
  });

  it('skips an obvious typo of a big mailbox domain, naming the fix', () => {
    expect(validateRow(['carl@gmial.com'], mapping)).toEqual({
      ok: false,
      reason: 'domainTypo',
      detail: 'Looks like a typo in the domain: did you mean carl@gmail.com?',
    });
  });

  it('imports a role address, flagged', () => {
    expect(validateRow(['info@shop.example'], mapping)).toMatchObject({
      ok: true,
      contact: { flag: 'roleAddress' },
    });
  });

  it('skips names and tags past the contact limits', () => {
    expect(validateRow(['a@example.com', 'x'.repeat(101)], mapping)).toMatchObject({ reason: 'nameTooLong' });
    expect(validateRow(['a@example.com', '', '', 'y'.repeat(41)], mapping)).toMatchObject({
      reason: 'badTags',
    });
    const many = Array.from({ length: 21 }, (_, i) => `t${i}`).join(',');
    expect(validateRow(['a@example.com', '', '', many], mapping)).toMatchObject({ reason: 'badTags' });
  });

  it('reads only the mapped columns', () => {
    expect(
      validateRow(['x', 'b@example.com'], { email: 1, firstName: null, lastName: null, tags: null }),
    ).toEqual({
      ok: true,
      contact: { email: 'b@example.com', emailKey: 'b@example.com', tags: [] },
    });
  });
});

describe('parseTags', () => {
  it('splits, trims, lowercases and drops blanks and repeats', () => {
    expect(parseTags(' A, b ;; a|C ')).toEqual(['a', 'b', 'c']);
    expect(parseTags('')).toEqual([]);
  });
});
