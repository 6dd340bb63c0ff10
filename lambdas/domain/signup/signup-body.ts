import {
  subscribeRequestSchema,
  subscribeTexts,
  type SubscribeRequest,
} from '../../../shared/contracts/subscribe';
import { isValidEmail } from '../../../shared/contacts/email';
import { DomainError } from '../errors';

/**
 * The signup body, whichever way it came: a plain HTML form post (application/x-www-form-urlencoded), the
 * tracking script's `jm('subscribe')` (JSON as text/plain, so no preflight) or JSON. 400 in plain words.
 */
export const SIGNUP_TYPES = ['application/x-www-form-urlencoded', 'text/plain', 'application/json'] as const;

const invalid = (code: string, message: string) => new DomainError('invalid', code, message);

export function isFormPost(contentType: string | undefined): boolean {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase() === 'application/x-www-form-urlencoded';
}

export function parseSignupBody(text: string | undefined, form: boolean): SubscribeRequest {
  if (!text) throw invalid('invalid_email', subscribeTexts.invalidEmail);
  let value: unknown;
  if (form) value = Object.fromEntries(new URLSearchParams(text));
  else {
    try {
      value = JSON.parse(text);
    } catch {
      throw invalid('malformed_json', 'Malformed JSON body.');
    }
  }
  const parsed = subscribeRequestSchema.safeParse(value);
  if (!parsed.success)
    throw invalid('invalid_request', parsed.error.issues[0]?.message ?? 'Invalid request.');
  if (!isValidEmail(parsed.data.email)) throw invalid('invalid_email', subscribeTexts.invalidEmail);
  return parsed.data;
}
