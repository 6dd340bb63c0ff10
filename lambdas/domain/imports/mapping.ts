import type { SuggestedMapping } from '../../../shared/contracts/imports';

/** Header names (lowercased, letters and digits only) that name each field, best first. */
const NAMES = {
  email: [
    'email',
    'emailaddress',
    'mail',
    'emailadresse',
    'correo',
    'courriel',
    'subscriberemail',
    'useremail',
  ],
  firstName: ['firstname', 'first', 'givenname', 'forename', 'fname', 'prenom', 'vorname', 'nombre'],
  lastName: ['lastname', 'last', 'surname', 'familyname', 'lname', 'nom', 'nachname', 'apellido'],
  tags: ['tags', 'tag', 'labels', 'label', 'groups', 'group', 'segments', 'lists'],
} as const;

const EMAIL_LIKE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** 'E-mail Address' -> 'emailaddress', 'given_name' -> 'givenname', 'Prénom' -> 'prenom'. */
export function headerKey(cell: string): string {
  return cell
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/**
 * The mapping the wizard suggests from the header row: each field takes the first column whose header
 * names it (exactly, else a header that contains 'email' for the address); when no header names the
 * email, the first column whose sample values look like addresses. A column feeds one field at most.
 */
export function suggestMapping(
  header: readonly string[],
  sample: readonly string[][] = [],
): SuggestedMapping {
  const keys = header.map(headerKey);
  const taken = new Set<number>();
  const pick = (names: readonly string[], fallback?: (i: number) => boolean): number | null => {
    for (const name of names) {
      const i = keys.findIndex((key, index) => key === name && !taken.has(index));
      if (i >= 0) return take(i);
    }
    if (fallback) {
      const i = keys.findIndex((_, index) => !taken.has(index) && fallback(index));
      if (i >= 0) return take(i);
    }
    return null;
  };
  const take = (i: number) => {
    taken.add(i);
    return i;
  };
  const looksLikeEmails = (i: number) => {
    const values = sample.map((cells) => cells[i]?.trim() ?? '').filter(Boolean);
    return values.length > 0 && values.filter((v) => EMAIL_LIKE.test(v)).length * 2 > values.length;
  };
  const email = pick(NAMES.email, (i) => (keys[i] ?? '').includes('email')) ?? pick([], looksLikeEmails);
  return {
    email,
    firstName: pick(NAMES.firstName),
    lastName: pick(NAMES.lastName),
    tags: pick(NAMES.tags),
  };
}
