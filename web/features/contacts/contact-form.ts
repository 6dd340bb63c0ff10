/**
 * The add / edit form: what the person types (tags as one comma-separated line) and the body it becomes. Pure;
 * the same limits as the API's contract (tags lowercase, 1-40 characters, at most 20), so most mistakes are
 * caught before a call. The address is fixed once added (the API's rule): an edit sends names, tags and, when
 * ticked, the unsubscribe.
 */
import * as z from 'zod';
import { FIELD_VALUE_MAX } from '../../../shared/contacts/custom-fields';
import {
  CONTACT_NAME_MAX,
  CONTACT_TAG_MAX_LENGTH,
  CONTACT_TAGS_MAX,
  contactEmailSchema,
  type Contact,
  type CreateContactBody,
  type UpdateContactBody,
} from '../../../shared/contracts/contacts';

/** 'VIP, newsletter ,vip' -> ['vip', 'newsletter']: trimmed, lowercase, empty and repeated ones dropped. */
export function parseTags(text: string): string[] {
  const tags = text
    .split(',')
    .map((tag) => tag.trim().toLowerCase())
    .filter((tag) => tag.length > 0);
  return [...new Set(tags)];
}

/** One tag typed on its own (bulk tag / untag). */
export const tagSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, { error: 'Enter a tag.' })
  .max(CONTACT_TAG_MAX_LENGTH, { error: `A tag is at most ${CONTACT_TAG_MAX_LENGTH} characters.` })
  .refine((tag) => !tag.includes(','), { error: 'One tag at a time: a tag cannot contain a comma.' });

const name = z
  .string()
  .trim()
  .max(CONTACT_NAME_MAX, { error: `A name is at most ${CONTACT_NAME_MAX} characters.` });

/** Tags typed as 'a, b': at most 20, each at most 40 characters. */
const tagsLine = z.string().superRefine((text, ctx) => {
  const tags = parseTags(text);
  if (tags.length > CONTACT_TAGS_MAX)
    ctx.addIssue({ code: 'custom', message: `A contact has at most ${CONTACT_TAGS_MAX} tags.` });
  const long = tags.find((tag) => tag.length > CONTACT_TAG_MAX_LENGTH);
  if (long)
    ctx.addIssue({
      code: 'custom',
      message: `A tag is at most ${CONTACT_TAG_MAX_LENGTH} characters ("${long.slice(0, 20)}…" is longer).`,
    });
});

export const contactFormSchema = z.object({
  // The API's own syntax check (shared/contacts/email.ts), so the page never refuses what the API takes.
  email: z.string().trim().min(1, { error: 'Enter an email address.' }).pipe(contactEmailSchema),
  firstName: name,
  lastName: name,
  tags: tagsLine,
  /** Custom field values as typed, by key (the API checks each against its type). */
  fields: z
    .record(
      z.string(),
      z
        .string()
        .max(FIELD_VALUE_MAX, { error: `A field's value is at most ${FIELD_VALUE_MAX} characters.` })
        .optional(),
    )
    .default({}),
  unsubscribe: z.boolean(),
});

export type ContactFormValues = z.input<typeof contactFormSchema>;
export type ContactFormOutput = z.output<typeof contactFormSchema>;

export const emptyContactForm: ContactFormValues = {
  email: '',
  firstName: '',
  lastName: '',
  tags: '',
  fields: {},
  unsubscribe: false,
};

export function formFromContact(contact: Contact): ContactFormValues {
  return {
    email: contact.email,
    firstName: contact.firstName ?? '',
    lastName: contact.lastName ?? '',
    tags: contact.tags.join(', '),
    fields: Object.fromEntries(Object.entries(contact.fields ?? {}).map(([k, v]) => [k, String(v)])),
    unsubscribe: false,
  };
}

/** POST /api/contacts: empty names and empty custom fields are left out, the others sent trimmed. */
export function createBody(values: ContactFormOutput): CreateContactBody {
  const fields = Object.entries(values.fields)
    .map(([key, value]) => [key, value?.trim() ?? ''] as const)
    .filter(([, value]) => value !== '');
  return {
    email: values.email,
    ...(values.firstName ? { firstName: values.firstName } : {}),
    ...(values.lastName ? { lastName: values.lastName } : {}),
    tags: parseTags(values.tags),
    ...(fields.length ? { fields: Object.fromEntries(fields) } : {}),
  };
}

/**
 * PATCH /api/contacts/{id}: names (an emptied one is sent as '' so it is cleared), tags, custom fields (an
 * emptied one as null, so it is removed), the unsubscribe.
 */
export function updateBody(values: ContactFormOutput): UpdateContactBody {
  const fields = Object.entries(values.fields).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    tags: parseTags(values.tags),
    ...(fields.length
      ? { fields: Object.fromEntries(fields.map(([k, v]) => [k, v.trim() ? v.trim() : null])) }
      : {}),
    ...(values.unsubscribe ? { status: 'unsubscribed' as const } : {}),
  };
}

/** Only a subscribed or pending contact can be unsubscribed by hand (and nobody subscribed again by hand). */
export const canUnsubscribe = (contact: Contact | null): boolean =>
  contact !== null && (contact.status === 'subscribed' || contact.status === 'pending');

/** The name shown for a contact: 'Ada Lovelace', or '' when none was given. */
export const fullName = (contact: Pick<Contact, 'firstName' | 'lastName'>): string =>
  [contact.firstName, contact.lastName].filter(Boolean).join(' ');
