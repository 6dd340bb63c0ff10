import * as z from 'zod';

/**
 * "Delete my account" (issue 18, GDPR's right to erasure). One route (lambdas/routes.ts "accountDelete"):
 *   POST /api/account/delete  { confirm: true }  -> 200 { status: 'deleted' } when everything is gone
 *                                                -> 202 { status: 'continuing' } when the request's time ran
 *                                                   out first: call again (the work done is kept; the
 *                                                   deletion resumes where it stopped)
 * Only the caller's own data is deleted (keys from the verified token). Without `confirm: true`: 400.
 */
export const ACCOUNT_DELETE_PATH = '/api/account/delete';

export const CONFIRMATION_REQUIRED_MESSAGE = 'Confirm that you want to delete your account and all its data.';

export const deleteAccountBodySchema = z.object(
  { confirm: z.literal(true, { message: CONFIRMATION_REQUIRED_MESSAGE }) },
  { message: CONFIRMATION_REQUIRED_MESSAGE },
);
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

export const deleteAccountResponseSchema = z.object({ status: z.enum(['deleted', 'continuing']) });
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponseSchema>;

/** What the confirmation names (the UI lists these before anything is deleted). */
export const ACCOUNT_DELETION_LIST = [
  'your sign-in and profile',
  'your business setup and your sending domain (its claim and its Amazon SES identity)',
  'every project with its emails, versions, AI chat and uploaded images',
  'your website tracking id and every tracking event',
] as const;
