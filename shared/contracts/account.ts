import * as z from 'zod';

/**
 * "Delete my account" (issue 18, GDPR's right to erasure). One route (lambdas/routes/ "accountDelete"):
 *   POST /api/account/delete  { confirm: true }  -> 200 { status: 'deleted' } when everything is gone
 *                                                -> 202 { status: 'continuing' } when the request's time ran
 *                                                   out first: call again (the work done is kept; the
 *                                                   deletion resumes where it stopped)
 * Only the caller's own data is deleted (keys from the verified token). Without `confirm: true`: 400.
 * A paid subscription is cancelled at once first; when the payment provider cannot be reached: 503
 * `subscription_not_cancelled` and nothing else is deleted in that call (calling again retries).
 */
export const ACCOUNT_DELETE_PATH = '/api/account/delete';

export const CONFIRMATION_REQUIRED_MESSAGE = 'Confirm that you want to delete your account and all its data.';

export const deleteAccountBodySchema = z.object(
  { confirm: z.literal(true, { message: CONFIRMATION_REQUIRED_MESSAGE }) },
  { message: CONFIRMATION_REQUIRED_MESSAGE },
);
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

export const SUBSCRIPTION_NOT_CANCELLED_CODE = 'subscription_not_cancelled';
export const SUBSCRIPTION_NOT_CANCELLED_MESSAGE =
  'We could not reach our payment provider to cancel your subscription, so your account was not deleted. Please try again in a few minutes.';

export const deleteAccountResponseSchema = z.object({ status: z.enum(['deleted', 'continuing']) });
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponseSchema>;

/** What the confirmation names (the UI lists these before anything is deleted). */
export const ACCOUNT_DELETION_LIST = [
  'your paid subscription, cancelled at once so you are not billed again',
  'your sign-in and profile',
  'your business setup and your sending domain (its claim and its Amazon SES identity)',
  'every project with its emails, versions, AI chat and uploaded images',
  'your website tracking id and every tracking event',
  'your contacts with their consent records, your imports, and the list of addresses that unsubscribed',
] as const;
