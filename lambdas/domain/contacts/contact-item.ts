import {
  contactStatuses,
  type Consent,
  type Contact,
  type ContactCounts,
  type ContactStatus,
} from '../../../shared/contracts/contacts';
import { normaliseEmail } from '../../../shared/contacts/email';
import type { Item } from '../../ports/store';
import { keys } from '../../table';

/** A contact as stored (docs/product.md › Contacts; keys in lambdas/table.ts). */
export interface ContactItem {
  pk: string;
  sk: string;
  gsi1pk: string;
  gsi1sk: string;
  gsi2pk: string;
  gsi2sk: string;
  contactId: string;
  /** As typed, trimmed. */
  email: string;
  /** normaliseEmail(email): what addresses are compared and sorted by. */
  emailKey: string;
  /** keys.contactEmail's hash, so a delete finds the claim without the signing key. */
  emailHash: string;
  /** "first last", normalised like emailKey, for the name search. */
  nameKey?: string;
  firstName?: string;
  lastName?: string;
  tags: string[];
  status: ContactStatus;
  consent: Consent;
  createdAt: string;
  updatedAt: string;
  softBounces?: number;
  statusReason?: string;
}

export interface NewContact {
  contactId: string;
  email: string;
  emailHash: string;
  firstName?: string;
  lastName?: string;
  tags?: readonly string[];
  status: ContactStatus;
  consent: Consent;
  at: string;
}

/** The search key of a name: undefined when the contact has none. */
export function nameKeyOf(firstName?: string, lastName?: string): string | undefined {
  const name = [firstName, lastName].filter(Boolean).join(' ').trim();
  return name ? normaliseEmail(name) : undefined;
}

/** The index keys that follow the status and the address. */
export const indexKeysOf = (sub: string, status: ContactStatus, emailKey: string, contactId: string) => ({
  ...keys.contactStatusIndex(sub, status, emailKey, contactId),
  ...keys.contactEmailIndex(sub, emailKey, contactId),
});

export function newContactItem(sub: string, input: NewContact): ContactItem {
  const email = input.email.trim();
  const emailKey = normaliseEmail(email);
  const nameKey = nameKeyOf(input.firstName, input.lastName);
  return {
    ...keys.contact(sub, input.contactId),
    ...indexKeysOf(sub, input.status, emailKey, input.contactId),
    contactId: input.contactId,
    email,
    emailKey,
    emailHash: input.emailHash,
    ...(nameKey ? { nameKey } : {}),
    ...(input.firstName ? { firstName: input.firstName } : {}),
    ...(input.lastName ? { lastName: input.lastName } : {}),
    tags: [...new Set(input.tags ?? [])],
    status: input.status,
    consent: input.consent,
    createdAt: input.at,
    updatedAt: input.at,
  };
}

/** A stored item as a ContactItem (the store returns plain objects). */
export const asContactItem = (item: Item) => item as unknown as ContactItem;

/** The API's view of a contact: no keys, no hash. */
export function toContact(item: Item | ContactItem): Contact {
  const c = item as ContactItem;
  return {
    id: c.contactId,
    email: c.email,
    ...(c.firstName ? { firstName: c.firstName } : {}),
    ...(c.lastName ? { lastName: c.lastName } : {}),
    tags: c.tags ?? [],
    status: c.status,
    consent: c.consent,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
    ...(typeof c.softBounces === 'number' ? { softBounces: c.softBounces } : {}),
  };
}

/** The COUNTS item as counts per status (absent or missing attributes are 0). */
export function countsOf(item: Item | undefined): ContactCounts {
  return Object.fromEntries(
    contactStatuses.map((s) => [s, typeof item?.[s] === 'number' ? (item[s] as number) : 0]),
  ) as ContactCounts;
}
