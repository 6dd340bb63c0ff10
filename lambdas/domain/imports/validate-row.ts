import type { ImportMapping, ImportReason } from '../../../shared/contracts/imports';
import { importReasons } from '../../../shared/contracts/imports';
import {
  CONTACT_NAME_MAX,
  CONTACT_TAG_MAX_LENGTH,
  CONTACT_TAGS_MAX,
} from '../../../shared/contracts/contacts';
import {
  isRoleAddress,
  isValidEmail,
  normaliseEmail,
  suggestDomainTypo,
} from '../../../shared/contacts/email';

/** A row that can become (or update) a contact. */
export interface ImportedContact {
  email: string;
  emailKey: string;
  firstName?: string;
  lastName?: string;
  tags: string[];
  /** Custom field values (import-fields.ts), by key. */
  fields?: Record<string, string | number>;
  /** Imported, but reported (a role address). */
  flag?: ImportReason;
}

export type RowCheck =
  { ok: true; contact: ImportedContact } | { ok: false; reason: ImportReason; detail: string };

const skip = (reason: ImportReason, detail: string = importReasons[reason]): RowCheck => ({
  ok: false,
  reason,
  detail,
});

/** Tags of a cell: split on ',', ';' or '|', trimmed, lowercased, blanks and repeats dropped. */
export function parseTags(cell: string): string[] {
  const tags = cell
    .split(/[,;|]/)
    .map((tag) => tag.trim().toLowerCase())
    .filter(Boolean);
  return [...new Set(tags)];
}

/**
 * Checks one data row against the mapping (docs/product.md › Importing contacts): an address is required
 * and must be valid; an obvious typo of a big mailbox domain (gmial.com) is skipped with the fix named, so
 * it never bounces; a role address (info@) is imported and flagged. Duplicates inside the file and
 * against the account are the runner's to find (they need state).
 */
export function validateRow(cells: readonly string[], mapping: ImportMapping): RowCheck {
  const cell = (i: number | null) => (i === null ? '' : (cells[i] ?? '').trim());
  const email = cell(mapping.email);
  if (!email) return skip('missingEmail');
  if (!isValidEmail(email)) return skip('invalidEmail');
  const emailKey = normaliseEmail(email);
  const typo = suggestDomainTypo(emailKey);
  if (typo) return skip('domainTypo', `${importReasons.domainTypo}: did you mean ${typo}?`);
  const firstName = cell(mapping.firstName);
  const lastName = cell(mapping.lastName);
  if (firstName.length > CONTACT_NAME_MAX || lastName.length > CONTACT_NAME_MAX) return skip('nameTooLong');
  const tags = parseTags(cell(mapping.tags));
  if (tags.length > CONTACT_TAGS_MAX || tags.some((tag) => tag.length > CONTACT_TAG_MAX_LENGTH))
    return skip('badTags');
  return {
    ok: true,
    contact: {
      email,
      emailKey,
      ...(firstName ? { firstName } : {}),
      ...(lastName ? { lastName } : {}),
      tags,
      ...(isRoleAddress(emailKey) ? { flag: 'roleAddress' as const } : {}),
    },
  };
}
