import { describe, expect, it } from 'vitest';
import {
  authMessages,
  describeAuthError,
  PASSWORD_RULES,
  rateLimitToast,
} from '../../../web/features/auth/auth-errors';

/** Amplify's AuthError: the Cognito exception name in `name`, the service's sentence in `message`. */
const authError = (name: string, message = 'service said so', extra: object = {}) =>
  Object.assign(new Error(message), { name, ...extra });

describe('Cognito errors in plain words', () => {
  it.each([
    ['UsernameExistsException', authMessages.exists, 'email'],
    ['NotAuthorizedException', 'Incorrect email or password.', undefined],
    ['UserNotFoundException', 'Incorrect email or password.', undefined],
    ['InvalidPasswordException', PASSWORD_RULES, 'password'],
    ['EmptySignInPassword', 'You must provide either an email or phone number and a password', undefined],
    ['UserAlreadyAuthenticatedException', authMessages.alreadySignedIn, undefined],
  ])('%s', (name, message, field) => {
    const failure = describeAuthError(authError(name));
    expect(failure).toEqual(field ? { kind: 'failed', message, field } : { kind: 'failed', message });
  });

  it('reads InvalidPasswordException at sign-in as a wrong password (cognito-local answers it so)', () => {
    expect(describeAuthError(authError('InvalidPasswordException', 'Invalid password'), 'signIn')).toEqual({
      kind: 'failed',
      message: 'Incorrect email or password.',
    });
  });

  it('names the account that exists and tells the user to sign in', () => {
    expect(authMessages.exists).toBe('An account with this email already exists. Sign in instead.');
  });

  it('spells out the pool rules for a weak password', () => {
    expect(PASSWORD_RULES).toMatch(/at least 8 characters/);
    expect(PASSWORD_RULES).toMatch(/upper and lower case/);
    expect(PASSWORD_RULES).toMatch(/a number/);
    expect(PASSWORD_RULES).toMatch(/a symbol/);
  });

  it.each([
    ['LimitExceededException', 'Attempt limit exceeded'],
    ['TooManyRequestsException', 'Rate exceeded'],
    ['SomethingElse', 'For security purposes, you can only request this after 7 seconds.'],
    ['SomethingElse', 'Please wait 7 seconds'],
  ])('treats %s (%s) as the rate limit', (name, message) => {
    expect(describeAuthError(authError(name, message))).toEqual({
      kind: 'rateLimited',
      message: 'Please wait a few seconds before trying again',
    });
  });

  it('treats an HTTP 429 underneath as the rate limit', () => {
    const error = authError('Unknown', 'x', { underlyingError: { $metadata: { httpStatusCode: 429 } } });
    expect(describeAuthError(error).kind).toBe('rateLimited');
  });

  it('has the spec toast for the rate limit', () => {
    expect(rateLimitToast).toEqual({
      title: 'Too many signup attempts',
      description: 'Please wait a few seconds before trying again',
      variant: 'destructive',
    });
  });

  it('says the network is the problem when the request never arrived', () => {
    expect(describeAuthError(authError('NetworkError', 'A network error has occurred.')).message).toBe(
      authMessages.network,
    );
    expect(describeAuthError(new TypeError('Failed to fetch')).message).toBe(authMessages.network);
  });

  it('flags a bad email parameter beside the email field', () => {
    expect(
      describeAuthError(authError('InvalidParameterException', 'Invalid email address format.')),
    ).toEqual({
      kind: 'failed',
      message: 'Please enter a valid email address.',
      field: 'email',
    });
  });

  it('falls back to the message, then to the spec default', () => {
    expect(describeAuthError(authError('Odd', 'Something odd happened'))).toEqual({
      kind: 'failed',
      message: 'Something odd happened',
    });
    expect(describeAuthError(undefined)).toEqual({ kind: 'failed', message: 'An unexpected error occurred' });
    expect(describeAuthError({})).toEqual({ kind: 'failed', message: 'An unexpected error occurred' });
  });
});
