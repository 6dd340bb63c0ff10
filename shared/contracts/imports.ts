import * as z from 'zod';
import { fieldTypes } from '../contacts/custom-fields';
import { roleAddressWarning } from '../contacts/email';

/**
 * CSV import of contacts (issue 20, docs/product.md › Importing contacts). Every route is signed in; the
 * import belongs to the token's subject, so another account's import answers 404 like a missing one.
 *
 *   POST /api/contacts/imports                    CreateImportRequest -> CreateImportResponse (a presigned POST)
 *   POST /api/contacts/imports/{importId}/preview  (no body)          -> ImportPreview
 *   POST /api/contacts/imports/{importId}/start    StartImportRequest  -> ContactImport (status queued)
 *   GET  /api/contacts/imports/{importId}                              -> ContactImport
 *   GET  /api/contacts/imports/{importId}/report.csv                   -> text/csv (one line per problem)
 */
export const importApiPaths = {
  imports: '/api/contacts/imports',
  import: (importId: string) => `/api/contacts/imports/${encodeURIComponent(importId)}`,
  preview: (importId: string) => `/api/contacts/imports/${encodeURIComponent(importId)}/preview`,
  start: (importId: string) => `/api/contacts/imports/${encodeURIComponent(importId)}/start`,
  report: (importId: string) => `/api/contacts/imports/${encodeURIComponent(importId)}/report.csv`,
} as const;

/** The largest CSV file an import takes. */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
/** The sentence the user ticks before an import starts; stored on every imported contact's consent. */
export const IMPORT_ATTESTATION = 'These people agreed to receive email from me';
/** Sample rows the preview shows under the mapping. */
export const PREVIEW_ROWS = 5;

export const importErrorCodes = {
  /** 404 'Import not found.' (missing or another account's). */
  notFound: 'import_not_found',
  /** 400: not a .csv file, empty, or over 10 MB. */
  invalidFile: 'invalid_file',
  fileTooLarge: 'file_too_large',
  /** 409: the file is not uploaded yet (preview, start). */
  notUploaded: 'upload_not_found',
  /** 400: the mapping names no email column or a column the file lacks; the file has no rows. */
  invalidMapping: 'invalid_mapping',
  /** 400: start without the attestation ticked. */
  attestationRequired: 'attestation_required',
  /** 409: start of an import that already started. */
  alreadyStarted: 'import_already_started',
} as const;

export const IMPORT_NOT_FOUND_MESSAGE = 'Import not found.';
export const IMPORT_TOO_LARGE_MESSAGE = 'The file must be 10 MB or smaller.';
export const IMPORT_NOT_CSV_MESSAGE = 'Please choose a CSV file (.csv).';
export const IMPORT_EMPTY_MESSAGE = 'The file is empty.';
export const IMPORT_ROW_TOO_LONG_MESSAGE =
  'The file could not be read: a row is longer than 64 KB, so this is not a list of contacts (one per line).';
export const IMPORT_NOT_UPLOADED_MESSAGE = 'The file has not been uploaded yet. Please upload it again.';
export const IMPORT_ATTESTATION_MESSAGE = `Please confirm: "${IMPORT_ATTESTATION}".`;
export const IMPORT_NO_EMAIL_COLUMN_MESSAGE = 'Choose the column that holds the email addresses.';
export const IMPORT_STARTED_MESSAGE = 'This import has already started.';

export const importFields = ['email', 'firstName', 'lastName', 'tags'] as const;
export type ImportField = (typeof importFields)[number];
export const importFieldLabels: Record<ImportField, string> = {
  email: 'Email',
  firstName: 'First name',
  lastName: 'Last name',
  tags: 'Tags',
};

/** The preview reads nothing from its body: none, or `{}` (the SPA's). */
export const previewImportRequestSchema = z.strictObject({}).optional();

export const importParamsSchema = z.object({ importId: z.string().min(1).max(100) });

const column = z.number().int().min(0).max(499);
/** Which column (0-based) feeds each field; email is required, the others may be left out (null). */
export const importMappingSchema = z.strictObject({
  email: column,
  firstName: column.nullable(),
  lastName: column.nullable(),
  tags: column.nullable(),
});
export type ImportMapping = z.infer<typeof importMappingSchema>;

export const createImportRequestSchema = z.strictObject({
  fileName: z.string().trim().min(1).max(200),
  size: z.number().int().min(0),
});
export type CreateImportRequest = z.infer<typeof createImportRequestSchema>;

export const createImportResponseSchema = z.object({
  importId: z.string(),
  upload: z.object({ url: z.string(), fields: z.record(z.string(), z.string()) }),
  maxBytes: z.number(),
  expiresAt: z.string(),
});
export type CreateImportResponse = z.infer<typeof createImportResponseSchema>;

/** The suggested mapping: email is null when no column looks like one. */
export const suggestedMappingSchema = z.object({
  email: column.nullable(),
  firstName: column.nullable(),
  lastName: column.nullable(),
  tags: column.nullable(),
});
export type SuggestedMapping = z.infer<typeof suggestedMappingSchema>;

/**
 * A column that is not the email, a name or the tags: it becomes a custom field of the contacts (its key the
 * header's slug, its type inferred from the file's first rows; `order` is how its d/m/y dates read).
 */
export const importFieldColumnSchema = z.object({
  column,
  name: z.string(),
  key: z.string(),
  type: z.enum(fieldTypes),
  order: z.enum(['dmy', 'mdy', 'either']).optional(),
});
export type ImportFieldColumn = z.infer<typeof importFieldColumnSchema>;

export const importPreviewSchema = z.object({
  /** The header row's cells, as in the file. */
  columns: z.array(z.string()),
  mapping: suggestedMappingSchema,
  /** The columns the suggested mapping leaves, as custom fields ("custom field (date)"). */
  customFields: z.array(importFieldColumnSchema).optional(),
  /** Up to PREVIEW_ROWS rows after the header. */
  sample: z.array(z.array(z.string())),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const startImportRequestSchema = z.strictObject({
  mapping: importMappingSchema,
  attestation: z.boolean(),
});
export type StartImportRequest = z.infer<typeof startImportRequestSchema>;

export const importStatuses = ['uploading', 'queued', 'running', 'done', 'failed'] as const;
export type ImportStatus = (typeof importStatuses)[number];

export const contactImportSchema = z.object({
  importId: z.string(),
  fileName: z.string(),
  status: z.enum(importStatuses),
  /** Data rows in the file (the header not counted); null until the job has counted them. */
  total: z.number().nullable(),
  rowsDone: z.number(),
  added: z.number(),
  updated: z.number(),
  skipped: z.number(),
  /** Rows added or updated with a warning (role address). */
  flagged: z.number(),
  /** How many rows each reason skipped or flagged (keys of importReasonCodes). */
  reasons: z.record(z.string(), z.number()),
  /** Set when status is 'failed': what went wrong, in plain words. */
  error: z.string().optional(),
  /** Set when the import stopped before the end of the file (the plan's contact limit): why, in plain words. */
  stopped: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ContactImport = z.infer<typeof contactImportSchema>;

/**
 * Why a row was skipped (or, for a role address, flagged but still imported). The summary label per code;
 * a report line may say more (the row it repeats, the domain it probably meant).
 */
export const importReasons = {
  missingEmail: 'No email address',
  invalidEmail: 'Not a valid email address',
  duplicateInFile: 'Same address as an earlier row',
  domainTypo: 'Looks like a typo in the domain',
  roleAddress: roleAddressWarning('imported'),
  unsubscribed: 'Unsubscribed earlier: not added again',
  bounced: 'Bounced earlier: not added again',
  complained: 'Marked an email as spam earlier: not added again',
  overLimit: "Over your plan's contact limit",
  badTags: 'Tags must be 1 to 40 characters, at most 20 a contact',
  nameTooLong: 'A name is longer than 100 characters',
  deletedMeanwhile: 'The contact was deleted while the import ran',
} as const;
export type ImportReason = keyof typeof importReasons;
/** Reasons that still import the row. */
export const flaggedReasons: readonly ImportReason[] = ['roleAddress'];
