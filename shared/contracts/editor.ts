import * as z from 'zod';
import type { EmailDocument, EmailDocumentInput } from '../email';
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '../editor/images';
import { apiErrorSchema } from './errors';

/**
 * The editor's server routes (issue 11, backend): the project's document, its versions, image uploads and
 * the test send. Every route is signed in (bearer token); the owner is always the token's subject, so
 * another user's project, versions and images answer 404 'Project not found' exactly like a missing one.
 *
 *   GET  /api/projects/{projectId}/content                          -> ProjectContent
 *   PUT  /api/projects/{projectId}/content          SaveContentRequest    -> SaveContentResponse | 409 SaveConflict
 *   GET  /api/projects/{projectId}/versions                         -> VersionList (newest first, at most 100)
 *   GET  /api/projects/{projectId}/versions/{versionId}             -> VersionDetail (document + its HTML)
 *   POST /api/projects/{projectId}/versions/{versionId}/restore   RestoreVersionRequest -> RestoreVersionResponse | 409
 *   POST /api/projects/{projectId}/images           PresignImageRequest   -> PresignImageResponse
 *   POST /api/projects/{projectId}/images/confirm   ConfirmImageRequest   -> ConfirmImageResponse
 *   POST /api/projects/{projectId}/test-send        TestSendRequest       -> TestSendResponse | 429 (Retry-After)
 *
 * Errors are `{ error, message }` (shared/contracts/errors.ts); `message` is the sentence to show. Besides the
 * wrapper's own (401 unauthorized, 413 payload_too_large, 415 unsupported_media_type, 400 malformed_json,
 * 400 invalid_request with `issues`), the codes are in `editorErrorCodes` below.
 */

/** Builds the URLs above (the UI should use these rather than spell paths). */
export const editorApiPaths = {
  content: (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/content`,
  versions: (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/versions`,
  version: (projectId: string, versionId: string) =>
    `/api/projects/${encodeURIComponent(projectId)}/versions/${encodeURIComponent(versionId)}`,
  restoreVersion: (projectId: string, versionId: string) =>
    `/api/projects/${encodeURIComponent(projectId)}/versions/${encodeURIComponent(versionId)}/restore`,
  images: (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/images`,
  confirmImage: (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/images/confirm`,
  testSend: (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/test-send`,
} as const;

export const editorErrorCodes = {
  /** 404 'Project not found' (missing, deleted, or another user's); the projects routes' own code. */
  projectNotFound: 'project_not_found',
  /** 404 'Version not found.' */
  versionNotFound: 'version_not_found',
  /** 400: the document failed the schema or its limits; `message` names the first problem, `issues` all. */
  invalidDocument: 'invalid_document',
  /** 409: the project changed since `expectedVersion` (another tab); body is SaveConflict. Nothing was written. */
  versionConflict: 'version_conflict',
  /** 400 'Invalid File' (not an accepted image type, or the uploaded bytes are not the type claimed). */
  invalidFile: 'invalid_file',
  /** 400 'File Too Large' ('Image must be less than 5MB.'). */
  fileTooLarge: 'file_too_large',
  /** 404: confirm found no uploaded object at that key. */
  uploadNotFound: 'upload_not_found',
  /** 400: the recipient is blank or not an email address. */
  invalidRecipient: 'invalid_recipient',
  /** 409 'Please generate an email template first.': the project has no saved document yet. */
  noContent: 'no_content',
  /** 429 with a Retry-After header (seconds): 10 test sends an hour, 50 a day per user; one outside address from 3 accounts an hour. */
  rateLimited: 'test_send_rate_limited',
  /** 403: the account's email address is not verified yet, so it sends nothing (issue 18). */
  emailNotVerified: 'email_not_verified',
  /** 403: another recipient than the account's own address, without a verified sending domain (issue 18). */
  recipientNotAllowed: 'recipient_not_allowed',
  /** 503: the mail service refused the message ('Error Sending Email' toast). */
  sendFailed: 'send_failed',
  /** 413: the rendered email is over 1 MB (saved emails stay far below; a guard). */
  messageTooLarge: 'message_too_large',
} as const;

/** The projects routes' sentence (docs/product.md › Project errors: 'Project not found'), so every project route says the same. */
export const PROJECT_NOT_FOUND_MESSAGE = 'Project not found';
export const VERSION_NOT_FOUND_MESSAGE = 'Version not found.';
/** docs/product.md › Saving and versions: what a save without a document answers. */
export const DOCUMENT_REQUIRED_MESSAGE = 'Project ID and new semantic email data are required.';
export const VERSION_CONFLICT_MESSAGE =
  'This email was changed in another tab or window since you opened it. Reload to see the latest version, or keep your copy and save it again.';
/** docs/product.md › Send preview. */
export const RECIPIENT_REQUIRED_MESSAGE = 'Please enter a recipient email address.';
export const RECIPIENT_INVALID_MESSAGE = 'Please enter a valid recipient email address.';
export const NO_CONTENT_MESSAGE = 'Please generate an email template first.';
/** docs/product.md › Send preview success toast: `Preview email sent to ${email}`. */
export const previewSentToast = (email: string) => `Preview email sent to ${email}`;

/** docs/product.md › Saving and versions: versions are named 'Version created at {local date time}'. */
export const VERSION_NAME_PREFIX = 'Version created at ';
export const MAX_VERSIONS_PER_PROJECT = 100;
export const MAX_VERSION_LABEL_CHARS = 64;
/**
 * Test-send limits: per account, and per recipient address (how many different accounts may mail the same
 * address in any hour), so many free accounts cannot together flood one outside address (issue 18).
 */
export const TEST_SEND_LIMITS = { perHour: 10, perDay: 50, accountsPerRecipientPerHour: 3 } as const;

/** 403 email_not_verified: says how to verify (the banner on every signed-in page). */
export const EMAIL_NOT_VERIFIED_MESSAGE =
  'Please verify your email address before sending test emails: enter the code we emailed you in the banner at the top of the page, or choose "Send the code again" there.';
/** 403 recipient_not_allowed: who may be mailed until the sending domain is verified. */
export const recipientNotAllowedMessage = (ownEmail: string) =>
  `Until your sending domain is verified, test emails can only go to your own address (${ownEmail}). Verify your domain on the DNS setup page to send them to other addresses from your domain.`;
/** 429 from the per-recipient limit. */
export const recipientLimitMessage = (wait: string) =>
  `This address has received test emails from several accounts in the last hour. Please try again in ${wait}.`;

const expectedVersion = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
/**
 * The browser's local date and time (e.g. `new Date().toLocaleString()`), because only the browser knows
 * the user's time zone and format: the version is named `Version created at ${versionLabel}`. Without it the
 * server names it in UTC ('Version created at 2026-11-22 19:05 UTC'). `createdAt` (ISO) is always stored too.
 * Never a reason to refuse a save: control characters are dropped, the text is cut to
 * MAX_VERSION_LABEL_CHARS, and a blank one counts as absent.
 */
const versionLabel = z.string().max(1000);

/** A semantic_email_v2 document; the server checks it with parseEmailDocument (strict) and its limits. */
const documentInput = z.custom<EmailDocumentInput>(
  (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
  { message: DOCUMENT_REQUIRED_MESSAGE },
);
const documentOutput = z.custom<EmailDocument>();

// ---- content --------------------------------------------------------------------------------------------

/**
 * GET content: the project's document and its HTML (rendered by the server at save time), with the
 * `version` to send back as `expectedVersion`. A project never saved has `document: null, html: null`.
 */
export const projectContentSchema = z.object({
  projectId: z.string(),
  /** The project's version (its list item's counter); 0 before the first save. */
  version: z.number().int(),
  name: z.string(),
  lastEditedAt: z.string().nullable(),
  document: documentOutput.nullable(),
  html: z.string().nullable(),
});
export type ProjectContent = z.infer<typeof projectContentSchema>;

/**
 * PUT content. `expectedVersion` is the version the editor last loaded or saved; a stale one answers 409
 * (SaveConflict) and overwrites nothing. The server renders the HTML itself (HTML from the browser is never
 * stored). `recordVersion: true` (explicit save, default false for autosave) also records a version of the
 * saved document; a failed version write is logged and answered as `recordedVersion: null`.
 * The project's name is not changed by a save: it is unique per owner and changes only through the
 * projects rename route (PATCH /api/projects/{projectId}, issue 10); `name` in the answer is the project's.
 * The document's own `name` is the email's subject.
 */
export const saveContentRequestSchema = z
  .object({
    expectedVersion,
    document: documentInput,
    recordVersion: z.boolean().optional(),
    versionLabel: versionLabel.optional(),
  })
  .strict();
export type SaveContentRequest = z.input<typeof saveContentRequestSchema>;

export const versionSummarySchema = z.object({
  /** Opaque, URL-safe. */
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
});
export type VersionSummary = z.infer<typeof versionSummarySchema>;

export const saveContentResponseSchema = z.object({
  projectId: z.string(),
  /** The new version: send it as the next `expectedVersion`. */
  version: z.number().int(),
  name: z.string(),
  lastEditedAt: z.string(),
  html: z.string(),
  recordedVersion: versionSummarySchema.nullable(),
});
export type SaveContentResponse = z.infer<typeof saveContentResponseSchema>;

/** 409 body of a save or restore from a stale tab: nothing was written. */
export const saveConflictSchema = z.object({
  ...apiErrorSchema.shape,
  error: z.literal(editorErrorCodes.versionConflict),
  currentVersion: z.number().int(),
});
export type SaveConflict = z.infer<typeof saveConflictSchema>;

// ---- versions -------------------------------------------------------------------------------------------

export const versionListSchema = z.object({ versions: z.array(versionSummarySchema) });
export type VersionList = z.infer<typeof versionListSchema>;

/** One version, for the history preview: the stored document and the HTML rendered from it now. */
export const versionDetailSchema = z.object({
  version: versionSummarySchema.extend({ document: documentOutput, html: z.string() }),
});
export type VersionDetail = z.infer<typeof versionDetailSchema>;

/**
 * POST restore: the current document is first recorded as a version (named from `versionLabel`), then the
 * chosen version's document is saved through the same version-checked save (409 when stale). The editor
 * undoes a restore by restoring `snapshot`.
 */
export const restoreVersionRequestSchema = z
  .object({ expectedVersion, versionLabel: versionLabel.optional() })
  .strict();
export type RestoreVersionRequest = z.input<typeof restoreVersionRequestSchema>;

export const restoreVersionResponseSchema = saveContentResponseSchema.extend({
  /** The restored document, now the project's. */
  document: documentOutput,
  /** The state before the restore, recorded as a version (null when the project had no document). */
  snapshot: versionSummarySchema.nullable(),
});
export type RestoreVersionResponse = z.infer<typeof restoreVersionResponseSchema>;

// ---- images ---------------------------------------------------------------------------------------------

/**
 * POST images: a presigned S3 POST for one image of this project. The browser posts `upload.fields` (in
 * order) plus its file as the last field named `file` to `upload.url`, then calls confirm with `key`.
 * A type outside png/jpeg/gif/webp answers 400 invalid_file, a size over 5 MB 400 file_too_large.
 */
export const presignImageRequestSchema = z
  .object({
    fileName: z.string().max(1024),
    /** The file's type as the browser reports it (File.type). */
    contentType: z.string().max(255),
    size: z.number().int().min(0),
  })
  .strict();
export type PresignImageRequest = z.infer<typeof presignImageRequestSchema>;

export const presignImageResponseSchema = z.object({
  upload: z.object({ url: z.string(), fields: z.record(z.string(), z.string()) }),
  /** pending/projects/{projectId}/images/{id}-{sanitized name}: confirm moves it out of pending/. */
  key: z.string(),
  /** Where the image will be served once confirmed (CloudFront /assets/ in AWS, the local server locally). */
  url: z.string(),
  contentType: z.enum(IMAGE_TYPES),
  maxBytes: z.literal(MAX_IMAGE_BYTES),
  expiresAt: z.string(),
});
export type PresignImageResponse = z.infer<typeof presignImageResponseSchema>;

/**
 * POST images/confirm: the server reads the stored object's first bytes and size. If it is not the image
 * type claimed at presign (a text file renamed .png, an SVG…) or over 5 MB, the object is deleted and the
 * answer is 400 invalid_file / file_too_large in the spec's words. Otherwise the image's public URL and,
 * when its header tells, its pixel size (use them as the image element's width/height).
 */
export const confirmImageRequestSchema = z.object({ key: z.string().min(1).max(1024) }).strict();
export type ConfirmImageRequest = z.infer<typeof confirmImageRequestSchema>;

export const confirmImageResponseSchema = z.object({
  image: z.object({
    key: z.string(),
    url: z.string(),
    contentType: z.enum(IMAGE_TYPES),
    size: z.number().int(),
    width: z.number().int().positive().nullable(),
    height: z.number().int().positive().nullable(),
  }),
});
export type ConfirmImageResponse = z.infer<typeof confirmImageResponseSchema>;

// ---- test send ------------------------------------------------------------------------------------------

/**
 * POST test-send: mails the project's SAVED document (HTML and plain text rendered by the server; the
 * browser's HTML is never mailed) to one recipient, subject = the email's name. Only from an account whose
 * email address is verified (403 email_not_verified); to the account's own address (From the product's
 * sender, or the verified domain), or to anyone else only when the sending domain is verified, From that
 * domain (403 recipient_not_allowed). Pass `expectedVersion` to be sure the saved
 * state is the one on screen (409 version_conflict otherwise). 429 carries Retry-After (seconds).
 */
export const testSendRequestSchema = z
  .object({
    recipientEmail: z.string().max(320),
    expectedVersion: expectedVersion.optional(),
  })
  .strict();
export type TestSendRequest = z.infer<typeof testSendRequestSchema>;

export const testSendResponseSchema = z.object({
  messageId: z.string(),
  recipientEmail: z.string(),
  from: z.string(),
  subject: z.string(),
  /** The toast text: 'Preview email sent to {email}'. */
  message: z.string(),
});
export type TestSendResponse = z.infer<typeof testSendResponseSchema>;

/** 429 body; the Retry-After header carries the same seconds. */
export const testSendLimitedSchema = z.object({
  ...apiErrorSchema.shape,
  error: z.literal(editorErrorCodes.rateLimited),
  retryAfterSeconds: z.number().int().positive(),
});
export type TestSendLimited = z.infer<typeof testSendLimitedSchema>;
