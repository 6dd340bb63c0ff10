/**
 * Authentication state for the whole SPA (docs/product.md › Authentication state): loading at start, then set from
 * the current session and from every Amplify auth event. `useAuth()` outside <AuthProvider> throws.
 *
 * Sign-in / sign-up screens are built elsewhere; they call `signIn` / `signUp` from ./auth-actions.ts (apart,
 * so public pages, which load this module, do not carry them).
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../config/paths';
import { clearQueryCache } from './query-cache';
import { currentStoredSession, isFresh, loadAmplify, onAuthEvent } from './session';
import { toast } from './toast';

export interface AuthUser {
  /** Cognito `sub`. */
  id: string;
  email: string;
  /** The address is verified (the mailed code was entered); until then test sends are refused (issue 18). */
  emailVerified: boolean;
}

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

export interface AuthState {
  status: AuthStatus;
  user?: AuthUser;
}

export interface AuthContextValue extends AuthState {
  /** Ends the session, shows 'Signed Out' (or 'Sign Out Failed') and goes to '/'. */
  signOut: () => Promise<void>;
  /** Re-reads the current user from Amplify (after a sign-in done outside the Hub's view). */
  refresh: () => Promise<AuthState>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * The signed-in user: from the stored tokens while they are fresh (no Amplify), through Amplify when they
 * need a refresh, `signedOut` when nothing is stored.
 */
export async function readCurrentUser(): Promise<AuthState> {
  const stored = currentStoredSession();
  if (!stored) return { status: 'signedOut' };
  if (isFresh(stored))
    return {
      status: 'signedIn',
      user: { id: stored.userId, email: stored.email, emailVerified: stored.emailVerified },
    };
  if (!stored.canRefresh) return { status: 'signedOut' };
  try {
    const { getCurrentUser, fetchAuthSession } = await loadAmplify();
    const { userId, signInDetails, username } = await getCurrentUser();
    let email = signInDetails?.loginId ?? username;
    let emailVerified = false;
    try {
      const session = await fetchAuthSession();
      const claim = session.tokens?.idToken?.payload.email;
      if (typeof claim === 'string') email = claim;
      const verified = session.tokens?.idToken?.payload.email_verified;
      emailVerified = verified === true || verified === 'true';
    } catch {
      // keep the login id: the session will be refreshed or dropped by Amplify on the next call
    }
    return { status: 'signedIn', user: { id: userId, email, emailVerified } };
  } catch {
    return { status: 'signedOut' };
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: 'loading' });
  const navigate = useNavigate();

  const refresh = useCallback(async () => {
    const next = await readCurrentUser();
    setState(next);
    return next;
  }, []);

  useEffect(() => {
    let active = true;
    void readCurrentUser().then((next) => {
      if (active) setState(next);
    });
    const stop = onAuthEvent((event) => {
      switch (event) {
        case 'signedIn':
        case 'tokenRefresh':
          void readCurrentUser().then((next) => {
            if (active) setState(next);
          });
          break;
        case 'signedOut':
        case 'tokenRefresh_failure':
          if (active) setState({ status: 'signedOut' });
          clearQueryCache(); // no data of the previous user survives
          break;
        default:
          break;
      }
    });
    return () => {
      active = false;
      stop();
    };
  }, []);

  const signOut = useCallback(async () => {
    try {
      const { signOut: amplifySignOut } = await loadAmplify();
      await amplifySignOut();
      setState({ status: 'signedOut' });
      toast({ title: 'Signed Out', description: "You've been signed out successfully." });
      navigate(paths.home);
    } catch (error) {
      console.error('Sign out failed', error);
      toast({
        title: 'Sign Out Failed',
        description: error instanceof Error ? error.message : 'An unexpected error occurred',
        variant: 'destructive',
      });
    }
  }, [navigate]);

  const value = useMemo<AuthContextValue>(() => ({ ...state, signOut, refresh }), [state, signOut, refresh]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
