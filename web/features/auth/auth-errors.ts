/**
 * Cognito / Amplify errors in plain words (docs/product.md › Account toasts). Pure; unit-tested.
 * Amplify's AuthError carries the service's exception name in `name`.
 */
import { PASSWORD_RULES } from '../../../shared/auth/password-policy';

export { PASSWORD_RULES };

export const authMessages = {
  exists: 'An account with this email already exists. Sign in instead.',
  incorrect: 'Incorrect email or password.',
  weakPassword: PASSWORD_RULES,
  missing: 'You must provide either an email or phone number and a password',
  invalidEmail: 'Please enter a valid email address.',
  network: 'Could not reach the sign-in service. Check your connection and try again.',
  alreadySignedIn: 'You are already signed in. Sign out first to use another account.',
  wait: 'Please wait a few seconds before trying again',
  unexpected: 'An unexpected error occurred',
} as const;

export const rateLimitToast = {
  title: 'Too many signup attempts',
  description: authMessages.wait,
  variant: 'destructive',
} as const;

export type AuthFailure =
  | { kind: 'rateLimited'; message: string }
  /** `field`: the control the message belongs beside, when it is about one. */
  | { kind: 'failed'; message: string; field?: 'email' | 'password' };

function nameOf(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const name = (error as { name?: unknown }).name;
    if (typeof name === 'string') return name;
  }
  return '';
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error !== null) {
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string') return message;
  }
  return '';
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const meta = (error as { $metadata?: { httpStatusCode?: unknown } }).$metadata;
  if (typeof meta?.httpStatusCode === 'number') return meta.httpStatusCode;
  const underlying = (error as { underlyingError?: unknown }).underlyingError;
  return underlying === undefined || underlying === error ? undefined : statusOf(underlying);
}

/** docs/product.md › Account toasts: "status 429, or message mentioning waiting 7 seconds / 'after 7 seconds'". */
function isRateLimit(name: string, message: string, status: number | undefined): boolean {
  return (
    status === 429 ||
    name === 'LimitExceededException' ||
    name === 'TooManyRequestsException' ||
    name === 'TooManyFailedAttemptsException' ||
    /after \d+ seconds|wait \d+ seconds|too many requests/i.test(message)
  );
}

/**
 * `mode` matters for one name: cognito-local answers a wrong password at sign-in with InvalidPasswordException,
 * which at sign-up means the password breaks the pool's rules.
 */
export function describeAuthError(error: unknown, mode: 'signUp' | 'signIn' = 'signUp'): AuthFailure {
  const name = nameOf(error);
  const message = messageOf(error);
  if (isRateLimit(name, message, statusOf(error))) return { kind: 'rateLimited', message: authMessages.wait };
  switch (name) {
    case 'UsernameExistsException':
    case 'AliasExistsException':
      return { kind: 'failed', message: authMessages.exists, field: 'email' };
    case 'NotAuthorizedException':
    case 'UserNotFoundException':
      return { kind: 'failed', message: authMessages.incorrect };
    case 'InvalidPasswordException':
      if (mode === 'signIn') return { kind: 'failed', message: authMessages.incorrect };
      return { kind: 'failed', message: authMessages.weakPassword, field: 'password' };
    case 'EmptySignInUsername':
    case 'EmptySignInPassword':
    case 'EmptySignUpUsername':
    case 'EmptySignUpPassword':
      return { kind: 'failed', message: authMessages.missing };
    case 'UserAlreadyAuthenticatedException':
      return { kind: 'failed', message: authMessages.alreadySignedIn };
    case 'NetworkError':
      return { kind: 'failed', message: authMessages.network };
    case 'InvalidParameterException':
      if (/email|username/i.test(message))
        return { kind: 'failed', message: authMessages.invalidEmail, field: 'email' };
      break;
    default:
      break;
  }
  if (/failed to fetch|network ?error|load failed/i.test(message))
    return { kind: 'failed', message: authMessages.network };
  return { kind: 'failed', message: message || authMessages.unexpected };
}
