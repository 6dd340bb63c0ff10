/**
 * Sign-in and sign-up (docs/product.md › Authentication state), for the auth and onboarding pages. Apart from
 * web/lib/auth.tsx, which every page loads, so the public pages do not carry them (issue 13's budget).
 */
import { authFlowFor, getRuntimeConfig } from '../config/env';
import { readCurrentUser, type AuthUser } from './auth';
import { loadAmplify } from './session';

/**
 * Signs in with e-mail and password. Resolves when signed in (the Hub's `signedIn` event updates
 * `useAuth()`); rejects with Amplify's error (its `message` is what the spec's 'Sign In Failed' toast shows).
 */
export async function signIn(email: string, password: string): Promise<AuthUser> {
  const { signIn: amplifySignIn } = await loadAmplify();
  const result = await amplifySignIn({
    username: email.trim(),
    password,
    options: { authFlowType: authFlowFor(getRuntimeConfig()) },
  });
  if (!result.isSignedIn) {
    throw new Error(
      `Sign-in needs a further step (${result.nextStep.signInStep}) that this app does not support.`,
    );
  }
  return requireUser();
}

/**
 * Creates the account (username and the `email` attribute are the e-mail) and signs in. Accounts are
 * confirmed by the PreSignUp trigger, so no confirmation code step exists; the address is not verified
 * yet, so a verification code is requested in the background (the banner takes it; issue 18).
 */
export async function signUp(email: string, password: string): Promise<AuthUser> {
  const username = email.trim();
  const amplify = await loadAmplify();
  const result = await amplify.signUp({
    username,
    password,
    options: {
      userAttributes: { email: username },
      autoSignIn: { authFlowType: authFlowFor(getRuntimeConfig()) },
    },
  });
  switch (result.nextStep.signUpStep) {
    case 'COMPLETE_AUTO_SIGN_IN': {
      // amplify.autoSignIn is a live binding that signUp has just set: read it now, not before.
      const signedIn = await amplify.autoSignIn();
      const user = signedIn.isSignedIn ? await requireUser() : await signIn(username, password);
      requestCodeInBackground();
      return user;
    }
    case 'DONE': {
      const user = await signIn(username, password);
      requestCodeInBackground();
      return user;
    }
    case 'CONFIRM_SIGN_UP':
      throw new Error('Your account was created but needs to be confirmed before you can sign in.');
  }
}

async function requireUser(): Promise<AuthUser> {
  const state = await readCurrentUser();
  if (!state.user) throw new Error('User not found');
  return state.user;
}

/** Sign-up must not wait for (or fail on) the code email: the banner offers "Send the code again". */
function requestCodeInBackground(): void {
  sendEmailCode().catch((error: unknown) => console.warn('The verification code was not sent', error));
}

/** Asks Cognito to email a verification code to the signed-in user's address (GetUserAttributeVerificationCode). */
export async function sendEmailCode(): Promise<void> {
  const { sendUserAttributeVerificationCode } = await loadAmplify();
  await sendUserAttributeVerificationCode({ userAttributeKey: 'email' });
}

/**
 * Verifies the address with the mailed code (VerifyUserAttribute), then refreshes the tokens so the ID
 * token the API reads says `email_verified` (test sends check it).
 */
export async function confirmEmailCode(code: string): Promise<AuthUser> {
  const { confirmUserAttribute, fetchAuthSession } = await loadAmplify();
  await confirmUserAttribute({ userAttributeKey: 'email', confirmationCode: code.trim() });
  await fetchAuthSession({ forceRefresh: true });
  return requireUser();
}
