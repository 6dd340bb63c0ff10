import * as z from 'zod';
import {
  consentSchema,
  contactStatusSchema,
  type Consent,
  type Contact,
  type ContactStatus,
} from '../../../shared/contracts/contacts';
import { normaliseEmail } from '../../../shared/contacts/email';
import {
  getMany,
  putMany,
  type Item,
  type PageInput,
  type Store,
  type TransactWrite,
} from '../../ports/store';
import { CONTACT_SK_PREFIX } from '../../table-definition';
import { parseStored, type ItemKind } from './item-kind';

/** Keys of the contact item (lambdas/table.ts lists every kind). */
export const contactKeys = {
  contact: (accountId: string, contactId: string) => ({
    pk: `CONTACTS#${accountId}`,
    sk: `CONTACT#${contactId}`,
  }),
  /** Contacts of one status, in email order (filter by status, search by email prefix within it). */
  contactStatusIndex: (accountId: string, status: string, emailKey: string, contactId: string) => ({
    gsi1pk: `CONTACTSTATUS#${accountId}#${status}`,
    gsi1sk: `${emailKey}#${contactId}`,
  }),
  /** Every contact of an account, in email order (the list, search by email prefix). */
  contactEmailIndex: (accountId: string, emailKey: string, contactId: string) => ({
    gsi2pk: `CONTACTEMAILS#${accountId}`,
    gsi2sk: `${emailKey}#${contactId}`,
  }),
  /** Prefixes of the sort keys above, for queries within CONTACTS#{sub} and IMPORT#{importId}. */
  contactPrefix: CONTACT_SK_PREFIX,
} as const;

export const contactKind: ItemKind = {
  name: 'contact',
  patterns: [
    { what: 'contact by id (issue 20)', key: 'pk CONTACTS#{accountId} sk CONTACT#{contactId}' },
    {
      what: 'contacts of a status, by email',
      key: 'gsi1 CONTACTSTATUS#{accountId}#{status} gsi1sk {emailKey}#{id}',
    },
    {
      what: 'contacts of an account, by email',
      key: 'gsi2 CONTACTEMAILS#{accountId} gsi2sk {emailKey}#{id}',
    },
  ],
};

/** The search key of a name: undefined when the contact has none. */
export function nameKeyOf(firstName?: string, lastName?: string): string | undefined {
  const name = [firstName, lastName].filter(Boolean).join(' ').trim();
  return name ? normaliseEmail(name) : undefined;
}

/** The index keys that follow the status and the address. */
const indexKeysOf = (accountId: string, status: ContactStatus, emailKey: string, contactId: string) => ({
  ...contactKeys.contactStatusIndex(accountId, status, emailKey, contactId),
  ...contactKeys.contactEmailIndex(accountId, emailKey, contactId),
});

/** Custom field values as stored; anything else is ignored (lenient, as the audience readers are). */
const fieldsSchema = z
  .record(z.string(), z.unknown())
  .optional()
  .catch(undefined)
  .transform((fields): Record<string, string | number> | undefined => {
    const kept = Object.entries(fields ?? {}).filter(
      (e): e is [string, string | number] => typeof e[1] === 'string' || typeof e[1] === 'number',
    );
    return kept.length ? Object.fromEntries(kept) : undefined;
  });

/** A contact as stored (docs/product.md › Contacts), without its keys. */
const contactSchema = z.object({
  contactId: z.string(),
  /** As typed, trimmed. */
  email: z.string(),
  /** normaliseEmail(email): what addresses are compared and sorted by. */
  emailKey: z.string(),
  /** The email claim's hash (items/email-claim.ts), so a delete finds the claim without the signing key. */
  emailHash: z.string(),
  /** "first last", normalised like emailKey, for the name search. */
  nameKey: z.string().optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  tags: z.array(z.string()).catch([]),
  status: contactStatusSchema,
  consent: consentSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  softBounces: z.number().optional().catch(undefined),
  statusReason: z.string().optional(),
  /** Custom fields by key (items/contact-fields.ts types them): text, a number or an ISO date. */
  fields: fieldsSchema,
});
export type ContactRecord = Omit<z.output<typeof contactSchema>, 'fields'> & {
  fields?: Record<string, string | number> | undefined;
};

/** A contact with its keys, as a new one is put. */
export type ContactItem = ContactRecord & {
  pk: string;
  sk: string;
  gsi1pk: string;
  gsi1sk: string;
  gsi2pk: string;
  gsi2sk: string;
};

export function parseContact(item: Item): ContactRecord {
  return parseStored(contactKind.name, contactSchema, item);
}

/**
 * A contact as the campaign audience reads it (the send job's pages, a chunk's read, the audience count, a
 * soft bounce): only what mail needs, as leniently as those readers always were (a missing or wrongly typed
 * address, name or status is unset; tags that are not strings are ignored).
 */
const audienceContactSchema = z.object({
  contactId: z.string(),
  email: z.string().optional().catch(undefined),
  firstName: z.string().optional().catch(undefined),
  lastName: z.string().optional().catch(undefined),
  tags: z
    .array(z.unknown())
    .catch([])
    .transform((tags) => tags.filter((tag): tag is string => typeof tag === 'string')),
  status: z.string().optional().catch(undefined),
  softBounces: z.number().optional().catch(undefined),
  fields: fieldsSchema,
});
export type AudienceContact = z.output<typeof audienceContactSchema>;

export function parseAudienceContact(item: Item): AudienceContact {
  return parseStored(contactKind.name, audienceContactSchema, item);
}

export interface NewContact {
  contactId: string;
  email: string;
  emailHash: string;
  firstName?: string;
  lastName?: string;
  tags?: readonly string[];
  fields?: Readonly<Record<string, string | number>>;
  status: ContactStatus;
  consent: Consent;
  at: string;
}

/**
 * Puts new contacts whose addresses are already claimed by them (an import's batch: one BatchWriteItem per
 * 25). A contact put again is the same item (an import's ids are fixed by its row).
 */
export async function putNewContacts(store: Store, items: readonly ContactItem[]): Promise<void> {
  await putMany(store, items);
}

export function newContactItem(accountId: string, input: NewContact): ContactItem {
  const email = input.email.trim();
  const emailKey = normaliseEmail(email);
  const nameKey = nameKeyOf(input.firstName, input.lastName);
  return {
    ...contactKeys.contact(accountId, input.contactId),
    ...indexKeysOf(accountId, input.status, emailKey, input.contactId),
    contactId: input.contactId,
    email,
    emailKey,
    emailHash: input.emailHash,
    ...(nameKey ? { nameKey } : {}),
    ...(input.firstName ? { firstName: input.firstName } : {}),
    ...(input.lastName ? { lastName: input.lastName } : {}),
    tags: [...new Set(input.tags ?? [])],
    ...(input.fields && Object.keys(input.fields).length ? { fields: { ...input.fields } } : {}),
    status: input.status,
    consent: input.consent,
    createdAt: input.at,
    updatedAt: input.at,
  };
}

/** The API's view of a contact: no keys, no hash. */
export function toContact(c: ContactRecord): Contact {
  return {
    id: c.contactId,
    email: c.email,
    ...(c.firstName ? { firstName: c.firstName } : {}),
    ...(c.lastName ? { lastName: c.lastName } : {}),
    tags: c.tags,
    status: c.status,
    consent: c.consent,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
    ...(c.softBounces !== undefined ? { softBounces: c.softBounces } : {}),
    ...(c.fields ? { fields: c.fields } : {}),
  };
}

// ---- reads

export async function getContact(
  store: Store,
  accountId: string,
  contactId: string,
): Promise<ContactRecord | undefined> {
  const item = await store.get(contactKeys.contact(accountId, contactId));
  return item ? parseContact(item) : undefined;
}

/** Many contacts in one batched read (in order, undefined where absent). */
export async function getContacts(
  store: Store,
  accountId: string,
  contactIds: readonly string[],
): Promise<(ContactRecord | undefined)[]> {
  const items = await getMany(
    store,
    contactIds.map((id) => contactKeys.contact(accountId, id)),
  );
  return items.map((item) => (item ? parseContact(item) : undefined));
}

/** One contact as the audience reads it (strongly consistent), undefined when absent. */
export async function getAudienceContact(
  store: Store,
  accountId: string,
  contactId: string,
): Promise<AudienceContact | undefined> {
  const item = await store.get(contactKeys.contact(accountId, contactId));
  return item ? parseAudienceContact(item) : undefined;
}

/** Where the next page of subscribed contacts starts (store it as it is; undefined after the last page). */
export type SubscribedPageStart = Item;

/** One page (one Query) of the account's subscribed contacts, in email order (gsi1). */
export async function querySubscribedContactsPage(
  store: Store,
  accountId: string,
  page: { limit: number; startKey?: SubscribedPageStart },
): Promise<{ contacts: AudienceContact[]; next?: SubscribedPageStart }> {
  const out = await store.queryPage({
    index: 'gsi1',
    partition: contactKeys.contactStatusIndex(accountId, 'subscribed', '', '').gsi1pk,
    limit: page.limit,
    ...(page.startKey ? { startKey: page.startKey } : {}),
  });
  return { contacts: out.items.map(parseAudienceContact), ...(out.next ? { next: out.next } : {}) };
}

/**
 * Where a page of the contact list continues: which index, the contact's sort key and its index sort key.
 * Only sort keys: the partitions are rebuilt from the account, so a cursor cannot reach another account.
 */
export interface ContactCursor {
  i: 'gsi1' | 'gsi2';
  sk: string;
  at: string;
}

const listIndexOf = (status: ContactStatus | undefined) => (status ? 'gsi1' : 'gsi2');

/** A decoded cursor if it is one of a list of `status` (or of all contacts); undefined otherwise. */
export function readContactCursor(
  value: unknown,
  status: ContactStatus | undefined,
): ContactCursor | undefined {
  const cursor = z
    .object({
      i: z.literal(listIndexOf(status)),
      sk: z.string().startsWith(contactKeys.contactPrefix),
      at: z.string().min(1),
    })
    .safeParse(value);
  return cursor.success ? cursor.data : undefined;
}

export interface ContactListQuery {
  /** One status (gsi1), or every contact (gsi2); both in email order. */
  status?: ContactStatus;
  /** Items read (DynamoDB's Limit, counted before the filter). */
  limit: number;
  after?: ContactCursor;
  /** The address or the name contains this (normalised): a filter on the page read. */
  contains?: string;
  /** Among the contact's tags: a filter on the page read. */
  tag?: string;
}

/** The cursor just after `contact` in the list of `status` (or of all contacts). */
export function contactCursorOf(
  contact: Pick<ContactRecord, 'contactId' | 'emailKey'>,
  status: ContactStatus | undefined,
): ContactCursor {
  const keys = contactKeys.contactEmailIndex('', contact.emailKey, contact.contactId);
  return {
    i: listIndexOf(status),
    sk: contactKeys.contact('', contact.contactId).sk,
    at: keys.gsi2sk,
  };
}

/**
 * Exactly one Query of the account's contacts. Filtered pages (contains, tag) may hold fewer than
 * `limit` contacts, even none, with a `next` (list-contacts.ts reads on until a page is full).
 */
export async function queryContactsPage(
  store: Store,
  accountId: string,
  query: ContactListQuery,
): Promise<{ contacts: ContactRecord[]; next?: ContactCursor }> {
  const index = listIndexOf(query.status);
  const partition = query.status
    ? contactKeys.contactStatusIndex(accountId, query.status, '', '').gsi1pk
    : contactKeys.contactEmailIndex(accountId, '', '').gsi2pk;
  const page: PageInput = { index, partition, limit: query.limit };
  if (query.after) {
    const base = contactKeys.contact(accountId, query.after.sk.slice(contactKeys.contactPrefix.length));
    page.startKey =
      index === 'gsi1'
        ? { ...base, gsi1pk: partition, gsi1sk: query.after.at }
        : { ...base, gsi2pk: partition, gsi2sk: query.after.at };
  }
  const any = query.contains
    ? [
        { attribute: 'emailKey', contains: query.contains },
        { attribute: 'nameKey', contains: query.contains },
      ]
    : [];
  const all = query.tag ? [{ attribute: 'tags', contains: query.tag }] : [];
  if (any.length || all.length)
    page.filter = { ...(all.length ? { all } : {}), ...(any.length ? { any } : {}) };
  const out = await store.queryPage(page);
  const next = out.next;
  return {
    contacts: out.items.map(parseContact),
    ...(next
      ? { next: { i: index, sk: String(next.sk), at: String(index === 'gsi1' ? next.gsi1sk : next.gsi2sk) } }
      : {}),
  };
}

/** Where a page of all the account's contacts continues: the last contact's id (undefined after the last page). */
export interface AllContactsPage {
  contacts: ContactRecord[];
  next?: string;
}

/**
 * Exactly one Query of the account's contacts in id order, whatever their status (issue 32's backfill of a
 * flow going live): the contacts partition from the contact after `afterContactId`, `limit` at most.
 */
export async function queryAllContactsPage(
  store: Store,
  accountId: string,
  page: { limit: number; afterContactId?: string | undefined },
): Promise<AllContactsPage> {
  const first = contactKeys.contact(accountId, page.afterContactId ?? '');
  const out = await store.queryPage({
    partition: first.pk,
    beginsWith: contactKeys.contactPrefix,
    limit: page.limit,
    ...(page.afterContactId ? { startKey: first } : {}),
  });
  const contacts = out.items.map(parseContact);
  const last = contacts[contacts.length - 1];
  return { contacts, ...(out.next && last ? { next: last.contactId } : {}) };
}

/** Writes nothing; holds only while the contact is as read (`updatedAt`): a write that must not outrun a change. */
export const contactUnchangedCheck = (
  accountId: string,
  contactId: string,
  updatedAt: string,
): TransactWrite => ({
  kind: 'check',
  key: contactKeys.contact(accountId, contactId),
  condition: { attribute: 'updatedAt', equals: updatedAt },
});

// ---- writes

/** Puts a new contact, on condition that it does not exist. */
export const putNewContactWrite = (item: ContactItem): TransactWrite => ({
  kind: 'put',
  item,
  condition: 'absent',
});

/** Attributes a status change may set with the status. */
export interface ContactStatusSet {
  consent?: Consent;
}

/**
 * The contact's status from `contact.status` to `newStatus` with its index keys, on condition that its status
 * is still the one read (so two changes at once cannot both count).
 */
export function contactStatusWrite(
  accountId: string,
  contact: Pick<ContactRecord, 'contactId' | 'emailKey' | 'status'>,
  newStatus: ContactStatus,
  change: { at: string; reason?: string; set?: ContactStatusSet },
): TransactWrite {
  return {
    kind: 'update',
    key: contactKeys.contact(accountId, contact.contactId),
    set: {
      ...change.set,
      status: newStatus,
      ...indexKeysOf(accountId, newStatus, contact.emailKey, contact.contactId),
      updatedAt: change.at,
      ...(change.reason ? { statusReason: change.reason } : {}),
    },
    condition: { attribute: 'status', equals: contact.status },
  };
}

/** Deletes the contact, on condition that its status is still the one read. */
export const deleteContactWrite = (
  accountId: string,
  contact: Pick<ContactRecord, 'contactId' | 'status'>,
): TransactWrite => ({
  kind: 'delete',
  key: contactKeys.contact(accountId, contact.contactId),
  condition: { attribute: 'status', equals: contact.status },
});

/** The contact's tags, on condition that it was not changed since it was read (`readUpdatedAt`). */
export const contactTagsWrite = (
  accountId: string,
  contactId: string,
  tags: readonly string[],
  at: string,
  readUpdatedAt: string,
): TransactWrite => ({
  kind: 'update',
  key: contactKeys.contact(accountId, contactId),
  set: { tags: [...tags], updatedAt: at },
  condition: { attribute: 'updatedAt', equals: readUpdatedAt },
});

/** Writes nothing; holds only while the contact is subscribed (a flow email's transaction: an unsubscribe since the read stops it). */
export const contactSubscribedCheck = (accountId: string, contactId: string): TransactWrite => ({
  kind: 'check',
  key: contactKeys.contact(accountId, contactId),
  condition: { attribute: 'status', equals: 'subscribed' },
});

/** One more soft bounce on the contact (which must exist). */
export const softBounceWrite = (accountId: string, contactId: string): TransactWrite => ({
  kind: 'update',
  key: contactKeys.contact(accountId, contactId),
  set: {},
  add: { softBounces: 1 },
  condition: 'present',
});

/**
 * Sets the contact's names (undefined removes one; the name search key follows) and, when given, its tags.
 * The contact must exist (ConditionFailedError otherwise). Returns the contact as it is now.
 */
export async function updateContactDetails(
  store: Store,
  accountId: string,
  contactId: string,
  change: {
    firstName: string | undefined;
    lastName: string | undefined;
    tags?: readonly string[];
    fields?: Readonly<Record<string, string | number>>;
  },
  at: string,
): Promise<ContactRecord> {
  const item = await store.update(
    contactKeys.contact(accountId, contactId),
    {
      firstName: change.firstName,
      lastName: change.lastName,
      nameKey: nameKeyOf(change.firstName, change.lastName),
      ...(change.tags !== undefined ? { tags: [...change.tags] } : {}),
      ...(change.fields !== undefined ? { fields: { ...change.fields } } : {}),
      updatedAt: at,
    },
    'present',
  );
  return parseContact(item);
}

/** Sets the contact's tags (the contact must exist: ConditionFailedError otherwise). */
export async function setContactTags(
  store: Store,
  accountId: string,
  contactId: string,
  tags: readonly string[],
  at: string,
): Promise<void> {
  await store.update(
    contactKeys.contact(accountId, contactId),
    { tags: [...tags], updatedAt: at },
    'present',
  );
}

/**
 * Whether the account has this contact: a plain read, no parse (the tracking ingest asks it per identified
 * event, issue 31, where a schema's cost counts against the ingest's budget).
 */
export async function contactExists(store: Store, accountId: string, contactId: string): Promise<boolean> {
  return (await store.get(contactKeys.contact(accountId, contactId))) !== undefined;
}

const CONTACTS_PREFIX = contactKeys.contact('', '').pk;

/**
 * A stream image that is a contact item -> its account and record (undefined for any other item whose sort
 * key also begins CONTACT#): the flow triggers read contact changes from the table's stream.
 */
export function contactFromImage(item: Item): { accountId: string; contact: ContactRecord } | undefined {
  const { pk, sk } = item;
  if (typeof pk !== 'string' || !pk.startsWith(CONTACTS_PREFIX) || typeof sk !== 'string') return undefined;
  if (!sk.startsWith(contactKeys.contactPrefix)) return undefined;
  return { accountId: pk.slice(CONTACTS_PREFIX.length), contact: parseContact(item) };
}
