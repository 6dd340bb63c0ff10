import type { ApiError } from '../../shared/contracts/errors';

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

export const tooLarge = (limit: number) =>
  new HttpError(413, 'payload_too_large', `Request body is too large (limit ${limit} bytes).`);
export const unsupportedMediaType = () =>
  new HttpError(
    415,
    'unsupported_media_type',
    'Send the request body as JSON (content-type: application/json).',
  );
export const malformedJson = () => new HttpError(400, 'malformed_json', 'Malformed JSON body.');
