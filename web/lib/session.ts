/**
 * The signed-in session without Amplify: reads the tokens Amplify keeps in localStorage
 * (`CognitoIdentityServiceProvider.<clientId>.<user>.idToken`, …), so the nav, the redirect gate and API
 * calls on public pages know who is signed in without loading Amplify's sign-in code (~36 kB gzipped).
 * Amplify itself is loaded by `loadAmplify()` only to sign in, sign up, sign out or refresh expired tokens;
 * its Hub events are relayed to `onAuthEvent` listeners once it is loaded.
 */
import { getRuntimeConfig } from '../config/env';
import type * as AmplifyModule from './amplify';

const PREFIX = 'CognitoIdentityServiceProvider';
/** A token this close to expiry is refreshed (through Amplify) rather than used. */
const EXPIRY_MARGIN_MS = 60_000;

export interface StoredSession {
  /** Cognito `sub`. */
  userId: string;
  email: string;
  /** The ID token's `email_verified`: the owner entered the mailed code (issue 18). */
  emailVerified: boolean;
  idToken: string;
  /** When the ID token expires (ms since epoch). */
  expiresAtMs: number;
  /** A refresh token is stored: an expired ID token can be renewed. */
  canRefresh: boolean;
}

function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The stored session of the app client, or null when nobody is signed in on this browser. Pure over `storage`. */
export function readStoredSession(clientId: string, storage: Pick<Storage, 'getItem'>): StoredSession | null {
  const user = storage.getItem(`${PREFIX}.${clientId}.LastAuthUser`);
  if (!user) return null;
  const idToken = storage.getItem(`${PREFIX}.${clientId}.${user}.idToken`);
  const payload = idToken ? decodeJwtPayload(idToken) : null;
  if (!idToken || !payload || typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return null;
  return {
    userId: payload.sub,
    email: typeof payload.email === 'string' ? payload.email : user,
    emailVerified: payload.email_verified === true || payload.email_verified === 'true',
    idToken,
    expiresAtMs: payload.exp * 1000,
    canRefresh: Boolean(storage.getItem(`${PREFIX}.${clientId}.${user}.refreshToken`)),
  };
}

export function isFresh(session: StoredSession, now = Date.now()): boolean {
  return session.expiresAtMs - EXPIRY_MARGIN_MS > now;
}

/** This browser's stored session for the configured app client (null before boot or when signed out). */
export function currentStoredSession(): StoredSession | null {
  try {
    return readStoredSession(getRuntimeConfig().userPoolClientId, window.localStorage);
  } catch {
    return null;
  }
}

export type AuthEvent = 'signedIn' | 'signedOut' | 'tokenRefresh' | 'tokenRefresh_failure';
const listeners = new Set<(event: AuthEvent) => void>();

/** Amplify's auth events (relayed once Amplify is loaded). Returns the unsubscribe function. */
export function onAuthEvent(listener: (event: AuthEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitAuthEvent(event: AuthEvent): void {
  for (const listener of [...listeners]) listener(event);
}

let amplify: Promise<typeof AmplifyModule> | undefined;

/** Loads and configures Amplify once (its own chunk), for the calls that need it. */
export function loadAmplify(): Promise<typeof AmplifyModule> {
  amplify ??= import('./amplify').then(
    (module) => {
      module.configureAmplify(emitAuthEvent);
      return module;
    },
    (error: unknown) => {
      amplify = undefined;
      throw error;
    },
  );
  return amplify;
}
