/**
 * Amplify's auth, loaded on demand by `loadAmplify()` (web/lib/session.ts): the only module that imports
 * aws-amplify at run time, so public pages do not download it. Configured from the runtime config.
 */
import { Amplify } from 'aws-amplify';
import { Hub } from 'aws-amplify/utils';
import { amplifyConfigFor, getRuntimeConfig } from '../config/env';
import type { AuthEvent } from './session';

export {
  autoSignIn,
  confirmUserAttribute,
  fetchAuthSession,
  getCurrentUser,
  sendUserAttributeVerificationCode,
  signIn,
  signOut,
  signUp,
} from 'aws-amplify/auth';

const relayed: ReadonlySet<string> = new Set<AuthEvent>([
  'signedIn',
  'signedOut',
  'tokenRefresh',
  'tokenRefresh_failure',
]);

export function configureAmplify(emit: (event: AuthEvent) => void): void {
  Amplify.configure(amplifyConfigFor(getRuntimeConfig()));
  Hub.listen('auth', ({ payload }) => {
    if (relayed.has(payload.event)) emit(payload.event as AuthEvent);
  });
}
