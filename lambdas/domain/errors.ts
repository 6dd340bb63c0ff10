/**
 * Domain errors carry the spec's user-facing sentence. The HTTP wrapper maps `kind` to a status code;
 * anything that is not a DomainError is a bug and answers 500 with a generic message.
 */
export type DomainErrorKind =
  | 'invalid'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_large'
  | 'rate_limited'
  | 'unavailable';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    /** Short machine code, e.g. 'domain_taken'. */
    readonly code: string,
    /** The sentence shown to the user, in the spec's words. */
    message: string,
    /** For 'rate_limited': seconds until a retry can succeed (the Retry-After header). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const statusOf: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  rate_limited: 429,
  unavailable: 503,
};
