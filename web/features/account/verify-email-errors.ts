import { verifyBanner } from '../../../shared/contracts/email-verification';

/** The banner's sentence for a failed Cognito call (Amplify throws errors named after Cognito's exceptions). */
export function verifyEmailErrorText(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'CodeMismatchException') return verifyBanner.wrongCode;
  if (name === 'ExpiredCodeException') return verifyBanner.expiredCode;
  if (
    name === 'LimitExceededException' ||
    name === 'TooManyRequestsException' ||
    name === 'TooManyFailedAttemptsException'
  )
    return verifyBanner.tooMany;
  return error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
}
