import { describe, expect, it } from 'vitest';
import { suggestMapping } from '../../../../lambdas/domain/imports/mapping';

describe('suggestMapping', () => {
  it('reads the usual header spellings', () => {
    expect(suggestMapping(['E-mail', 'First Name', 'Last Name', 'Tags'])).toEqual({
      email: 0,
      firstName: 1,
      lastName: 2,
      tags: 3,
    });
    expect(suggestMapping(['given_name', 'family_name', 'Email Address', 'Groups'])).toEqual({
      email: 2,
      firstName: 0,
      lastName: 1,
      tags: 3,
    });
    expect(suggestMapping(['Prénom', 'Nom', 'Courriel'])).toEqual({
      email: 2,
      firstName: 0,
      lastName: 1,
      tags: null,
    });
  });

  it('takes a header containing "email" when none is exact', () => {
    expect(suggestMapping(['Name', 'Work Email (primary)'])).toMatchObject({ email: 1 });
  });

  it('falls back to the column whose sample values are addresses, and leaves the rest unmapped', () => {
    expect(
      suggestMapping(
        ['Who', 'Contact'],
        [
          ['Ann', 'ann@example.com'],
          ['Bob', 'bob@example.com'],
        ],
      ),
    ).toEqual({ email: 1, firstName: null, lastName: null, tags: null });
    expect(suggestMapping(['Who', 'Where'], [['Ann', 'Paris']])).toEqual({
      email: null,
      firstName: null,
      lastName: null,
      tags: null,
    });
  });

  it('never gives one column to two fields', () => {
    expect(suggestMapping(['email', 'email'])).toMatchObject({ email: 0, firstName: null });
  });
});
