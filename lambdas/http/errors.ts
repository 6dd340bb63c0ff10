import type { ApiError } from '../../shared/contracts/errors';
import type { SaveConflict, TestSendLimited } from '../../shared/contracts/editor';
import { InvalidDocumentError, TestSendLimitedError, VersionConflictError } from '../domain/editor/errors';
import { DomainError, statusOf } from '../domain/errors';

/** A request the wrapper refuses before the domain runs (size, content type, JSON, schema, token). */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues?: ApiError['issues'],
  ) {
    super(message);
  }
}

export const INTERNAL_ERROR: ApiError = {
  error: 'internal',
  message: 'Something went wrong on our side. Please try again.',
};

export const UNAUTHORIZED: ApiError = { error: 'unauthorized', message: 'Please log in to continue.' };

/** A valid token of an account that was deleted, or whose deletion has started (lambdas/http/identity.ts). */
export const ACCOUNT_DELETED: ApiError = {
  error: 'account_deleted',
  message:
    'This account has been deleted, or is being deleted, so it can no longer be used. To use Jungle Mail again, sign up for a new account.',
};

export const tooLarge = (limit: number) =>
  new HttpError(413, 'payload_too_large', `Request body is too large (limit ${limit} bytes).`);
export const unsupportedMediaType = () =>
  new HttpError(
    415,
    'unsupported_media_type',
    'Send the request body as JSON (content-type: application/json).',
  );
export const malformedJson = () => new HttpError(400, 'malformed_json', 'Malformed JSON body.');

/** What a refusal answers: its status, its JSON body and the headers it adds (Retry-After). */
export interface ErrorAnswer {
  status: number;
  body: ApiError | SaveConflict | TestSendLimited;
  headers: Record<string, string>;
}

/** Retry-After of a domain error that says when to come back (a rate limit). */
const retryAfter = (error: DomainError): Record<string, string> =>
  error.retryAfterSeconds === undefined ? {} : { 'retry-after': String(Math.ceil(error.retryAfterSeconds)) };

/**
 * The one error -> HTTP mapping, used by every way an answer leaves the API (httpRoute's chain, the
 * routes off it: billing webhook, tracking ingest, the streamed chat): a wrapper refusal (HttpError) and a
 * domain error (DomainError, its kind's status) answer `{ error, message }` (plus `issues` where the
 * request's fields are named); the editor's errors that carry more say it (the 409's current version, the
 * 429's seconds, the invalid document's problems). `undefined`: not a refusal but a bug, which the caller
 * logs with its stack and answers 500 INTERNAL_ERROR.
 */
export function errorAnswer(error: HttpError | DomainError): ErrorAnswer;
export function errorAnswer(error: unknown): ErrorAnswer | undefined;
export function errorAnswer(error: unknown): ErrorAnswer | undefined {
  if (error instanceof HttpError) {
    const body = {
      error: error.code,
      message: error.message,
      ...(error.issues ? { issues: error.issues } : {}),
    };
    return { status: error.status, body, headers: {} };
  }
  if (!(error instanceof DomainError)) return undefined;
  const status = statusOf[error.kind];
  const headers = retryAfter(error);
  if (error instanceof VersionConflictError) {
    const body: SaveConflict = {
      error: 'version_conflict',
      message: error.message,
      currentVersion: error.currentVersion,
    };
    return { status, body, headers };
  }
  if (error instanceof TestSendLimitedError) {
    const body: TestSendLimited = {
      error: 'test_send_rate_limited',
      message: error.message,
      retryAfterSeconds: error.retryAfterSeconds,
    };
    return { status, body, headers };
  }
  if (error instanceof InvalidDocumentError) {
    const issues = error.problems.map((message) => ({ path: 'body.document', message }));
    return { status, body: { error: error.code, message: error.message, issues }, headers };
  }
  return { status, body: { error: error.code, message: error.message }, headers };
}
