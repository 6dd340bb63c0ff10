import * as z from 'zod';
import { CUSTOM_FIELDS_MAX, FIELD_KEY_MAX, FIELD_VALUE_MAX, fieldTypes } from '../contacts/custom-fields';
import { EMAIL_MAX_LENGTH, isRoleAddress, isValidEmail, roleAddressWarning } from '../contacts/email';

/**
 * Contacts (issue 20; docs/product.md › Contacts), camelCase on the wire. Routes (lambdas/routes/contacts.ts);
 * every one answers only the caller's own contacts, anything else is 404 'Contact not found':
 *   GET    /api/contacts?q&status&tag&cursor&limit  listContactsQuery   -> contactListResponse (one Query a page)
 *   GET    /api/contacts/counts                                         -> contactCountsResponse
 *   GET    /api/contacts/fields                                         -> contactFieldsResponse
 *   POST   /api/contacts                            createContactBody   -> 201 contactResponse
 *   GET    /api/contacts/{contactId}                                    -> contactResponse
 *   PATCH  /api/contacts/{contactId}                updateContactBody   -> contactResponse
 *   DELETE /api/contacts/{contactId}                                    -> deleteContactResponse
 *   POST   /api/contacts/bulk                       bulkContactsBody    -> bulkContactsResponse
 */

/**
 * 'not_subscribed' (issue 31): a shop's customer known from Shopify who has not subscribed to its email
 * marketing: kept so their orders show on their page, never mailed (campaigns, flows and audiences take only
 * 'subscribed'), not counted against the plan's subscribers. Signing up through the form, a Shopify consent
 * of "subscribed" or the API with a consent record subscribes them.
 */
export const contactStatuses = [
  'subscribed',
  'pending',
  'unsubscribed',
  'bounced',
  'complained',
  'not_subscribed',
] as const;
export type ContactStatus = (typeof contactStatuses)[number];
export const contactStatusSchema = z.enum(contactStatuses, {
  message: `A status is one of: ${contactStatuses.join(', ')}.`,
});

/** Statuses that suppress the address: kept on the suppression item when the contact is deleted. */
export const suppressedStatuses = ['unsubscribed', 'bounced', 'complained'] as const;
export type SuppressedStatus = (typeof suppressedStatuses)[number];
export const isSuppressedStatus = (status: string): status is SuppressedStatus =>
  (suppressedStatuses as readonly string[]).includes(status);

// 'shopify' (issue 31): a Shopify customer whose email marketing consent is "subscribed" (its consent_updated_at).
// 'api' (issue 31): PUT /api/v1/contacts with a consent record.
export const consentSources = ['form', 'import', 'manual', 'shopify', 'api'] as const;
export type ConsentSource = (typeof consentSources)[number];

/** Where the consent to mail this person came from, and when (GDPR's record of consent). */
export const consentSchema = z.object({
  source: z.enum(consentSources),
  at: z.string(),
  /** Import: the exact sentence the user ticked. */
  attestation: z.string().optional(),
  importId: z.string().optional(),
  /** Form: the IP the signup came from, and the confirmation (double opt-in). */
  ip: z.string().optional(),
  confirmedAt: z.string().optional(),
  confirmIp: z.string().optional(),
});
export type Consent = z.infer<typeof consentSchema>;

export const CONTACT_TAG_MAX_LENGTH = 40;
export const CONTACT_TAGS_MAX = 20;
export const CONTACT_NAME_MAX = 100;
export const CONTACT_PAGE_SIZE = 50;
export const CONTACT_PAGE_MAX = 100;
export const CONTACT_BULK_MAX = 100;

/** A tag: trimmed, lower case, 1-40 characters. */
export const contactTagSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'A tag cannot be empty.')
  .max(CONTACT_TAG_MAX_LENGTH, `A tag is at most ${CONTACT_TAG_MAX_LENGTH} characters.`);

/** Tags of a contact, lower case and without repeats, at most 20. */
export const contactTagsSchema = z
  .array(contactTagSchema)
  .transform((tags) => [...new Set(tags)])
  .pipe(z.array(z.string()).max(CONTACT_TAGS_MAX, `A contact has at most ${CONTACT_TAGS_MAX} tags.`));

export const INVALID_EMAIL_MESSAGE = 'Enter a valid email address, like name@example.com.';

export const contactEmailSchema = z
  .string({ message: INVALID_EMAIL_MESSAGE })
  .trim()
  .max(EMAIL_MAX_LENGTH, INVALID_EMAIL_MESSAGE)
  .refine(isValidEmail, INVALID_EMAIL_MESSAGE);

const nameSchema = z
  .string()
  .trim()
  .max(CONTACT_NAME_MAX, `A name is at most ${CONTACT_NAME_MAX} characters.`);

export const contactSchema = z.object({
  id: z.string(),
  /** As typed, trimmed. */
  email: z.string(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  tags: z.array(z.string()),
  status: contactStatusSchema,
  consent: consentSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  softBounces: z.number().int().optional(),
  /** Custom fields by key: text, a number or an ISO date (yyyy-mm-dd), as the catalogue types them. */
  fields: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type Contact = z.infer<typeof contactSchema>;

/** An account's custom contact field (GET /api/contacts/fields). */
export const contactFieldSchema = z.object({
  name: z.string(),
  key: z.string(),
  type: z.enum(fieldTypes),
});
export type ContactFieldInfo = z.infer<typeof contactFieldSchema>;
export const contactFieldsResponseSchema = z.object({ fields: z.array(contactFieldSchema) });

/**
 * Custom field values to set, by key (a key of the account's catalogue); null or '' removes one. Their
 * types are checked against the catalogue by the domain (400 naming the field).
 */
export const contactFieldsBodySchema = z
  .record(
    z.string().max(FIELD_KEY_MAX, 'This field does not exist.'),
    z.union([
      z.string().max(FIELD_VALUE_MAX, `A field's value is at most ${FIELD_VALUE_MAX} characters.`),
      z.number(),
      z.null(),
    ]),
  )
  .refine((fields) => Object.keys(fields).length <= CUSTOM_FIELDS_MAX, {
    message: `A contact has at most ${CUSTOM_FIELDS_MAX} fields.`,
  });

export const contactIdSchema = z.string().min(1).max(64);
export const contactParamsSchema = z.object({ contactId: contactIdSchema });

/**
 * Manual add: consent source 'manual', status subscribed; custom field values checked against the account's
 * catalogue as an edit's are (null or '' sets nothing).
 */
export const createContactBodySchema = z.strictObject({
  email: contactEmailSchema,
  firstName: nameSchema.optional(),
  lastName: nameSchema.optional(),
  tags: contactTagsSchema.optional(),
  fields: contactFieldsBodySchema.optional(),
});
export type CreateContactBody = z.input<typeof createContactBodySchema>;

/**
 * Edit: names and tags; `status: 'unsubscribed'` unsubscribes the person on their behalf (nobody can be
 * subscribed again by hand: only the person can, through a form). The address cannot be changed: delete the
 * contact and add the new address.
 */
export const updateContactBodySchema = z
  .strictObject({
    firstName: nameSchema.optional(),
    lastName: nameSchema.optional(),
    tags: contactTagsSchema.optional(),
    status: z.literal('unsubscribed').optional(),
    fields: contactFieldsBodySchema.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Nothing to change.');
export type UpdateContactBody = z.input<typeof updateContactBodySchema>;

export const listContactsQuerySchema = z.object({
  /** Email prefix or part of a name. */
  q: z
    .string()
    .trim()
    .max(EMAIL_MAX_LENGTH, `A search is at most ${EMAIL_MAX_LENGTH} characters.`)
    .optional(),
  status: contactStatusSchema.optional(),
  tag: contactTagSchema.optional(),
  cursor: z
    .string()
    .max(2048, 'This page of contacts is no longer available. Please reload the list.')
    .optional(),
  limit: z.coerce
    .number({ message: `A page holds 1 to ${CONTACT_PAGE_MAX} contacts.` })
    .int(`A page holds 1 to ${CONTACT_PAGE_MAX} contacts.`)
    .min(1, `A page holds 1 to ${CONTACT_PAGE_MAX} contacts.`)
    .max(CONTACT_PAGE_MAX, `A page holds 1 to ${CONTACT_PAGE_MAX} contacts.`)
    .optional(),
});
export type ListContactsQuery = z.input<typeof listContactsQuerySchema>;

/** POST /api/contacts/export: all contacts, or those the list's filters show. */
export const contactExportBodySchema = listContactsQuerySchema
  .pick({ q: true, status: true, tag: true })
  .strict();
export type ContactExportBody = z.input<typeof contactExportBodySchema>;

export const contactExportResponseSchema = z.object({
  /** Downloads the CSV (a presigned link to the bucket) until it expires. */
  url: z.string(),
  filename: z.string(),
  /** Contacts in the file. */
  count: z.number().int(),
  expiresInSeconds: z.number().int(),
});
export type ContactExportResponse = z.infer<typeof contactExportResponseSchema>;

export const contactResponseSchema = z.object({ contact: contactSchema });

/** What a contact added by hand was added with (the import's report flags the same: roleAddress). */
export const contactWarningSchema = z.object({ code: z.literal('roleAddress'), message: z.string() });
export type ContactWarning = z.infer<typeof contactWarningSchema>;
/** POST /api/contacts: the contact, and warnings it was added with (empty when none). */
export const createContactResponseSchema = contactResponseSchema.extend({
  warnings: z.array(contactWarningSchema),
});

/** The warnings a manual add answers with: a role address gets the import's warning. */
export const addWarningsOf = (email: string): ContactWarning[] =>
  isRoleAddress(email) ? [{ code: 'roleAddress', message: roleAddressWarning('added') }] : [];
export const contactListResponseSchema = z.object({
  /**
   * One Query's worth: with a search or tag filter a page may hold fewer than `limit` contacts (even none)
   * while `nextCursor` says there is more to look through.
   */
  contacts: z.array(contactSchema),
  /** Pass back as `cursor` for "Show more"; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type ContactListResponse = z.infer<typeof contactListResponseSchema>;

export const contactCountsSchema = z.object(
  Object.fromEntries(contactStatuses.map((s) => [s, z.number().int()])) as Record<ContactStatus, z.ZodNumber>,
);
export type ContactCounts = z.infer<typeof contactCountsSchema>;
export const contactCountsResponseSchema = z.object({
  counts: contactCountsSchema,
  /** Subscribed contacts the caller's plan allows (shared/plans.ts contactLimits). */
  limit: z.number().int(),
});
export type ContactCountsResponse = z.infer<typeof contactCountsResponseSchema>;

export const deleteContactResponseSchema = z.object({ deleted: z.literal(true), contactId: z.string() });

const contactIdsSchema = z
  .array(contactIdSchema)
  .min(1, 'Choose at least one contact.')
  .max(CONTACT_BULK_MAX, `Choose at most ${CONTACT_BULK_MAX} contacts at a time.`);

export const bulkContactsBodySchema = z.discriminatedUnion('action', [
  z.strictObject({
    action: z.enum(['tag', 'untag']),
    contactIds: contactIdsSchema,
    tag: contactTagSchema,
  }),
  z.strictObject({
    action: z.literal('delete'),
    contactIds: contactIdsSchema,
  }),
]);
export type BulkContactsBody = z.input<typeof bulkContactsBodySchema>;
export const bulkContactsResponseSchema = z.object({
  /** Contacts changed (or deleted). */
  done: z.number().int(),
  /** Contacts left as they were: not found, already tagged / untagged, or at the tag limit. */
  skipped: z.number().int(),
});
export type BulkContactsResponse = z.infer<typeof bulkContactsResponseSchema>;

/** The `error` field of contact answers, with the sentence to show as `message` (docs/product.md › Contacts). */
export const contactErrorCodes = {
  notFound: 'contact_not_found',
  exists: 'contact_exists',
  suppressed: 'contact_suppressed',
  limitReached: 'contact_limit_reached',
  invalidCursor: 'invalid_cursor',
  busy: 'contacts_busy',
  notAllowed: 'status_change_not_allowed',
  invalidField: 'invalid_field',
} as const;

export const contactMessages = {
  notFound: 'Contact not found',
  exists: (email: string) => `${email} is already in your contacts.`,
  suppressed: (email: string, status: SuppressedStatus) =>
    `${email} cannot be added again: this address ${suppressedWords[status]}, so we will not email it.`,
  limitReached: (limit: number) =>
    `Your plan allows ${limit.toLocaleString('en-US')} subscribed contacts. Upgrade to add more.`,
  /** The import report's reason for rows past the limit. */
  overLimitReason: "Over your plan's contact limit",
  invalidCursor: 'This page of contacts is no longer available. Please reload the list.',
  busy: 'Too many changes at once. Please try again.',
  notAllowed: (status: ContactStatus) =>
    `This contact is ${status}; only a subscribed or pending contact can be unsubscribed.`,
} as const;

const suppressedWords: Record<SuppressedStatus, string> = {
  unsubscribed: 'unsubscribed',
  bounced: 'bounced',
  complained: 'marked your email as spam',
};
