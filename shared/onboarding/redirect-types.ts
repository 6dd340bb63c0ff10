import type { RoutingProfile, RoutingSetup } from './completion';

/** Which rule produced a decision (RULES.md lists them, one line each). */
export const ruleIds = [
  // access (docs/product.md › Redirects)
  'signed-in-on-auth-page',
  'login-required-page',
  // route guard (docs/product.md › Route guard)
  'guard-no-user',
  'guard-setup-required',
  'guard-subscription-required',
  'guard-project-limit',
  // onboarding (docs/product.md › Redirects)
  'signed-out-step',
  'auto-complete',
  'completed',
  'no-setup',
  'missing-description',
  'missing-goals',
  'missing-campaigns',
  'missing-website',
  'review',
  'verified-to-tracking',
  'unverified-to-dns',
  'auth-gate-forward',
] as const;
export type RuleId = (typeof ruleIds)[number];

export interface RedirectToast {
  title: string;
  description: string;
  variant: 'default' | 'destructive';
}

export interface Redirect {
  kind: 'redirect';
  rule: RuleId;
  to: string;
  /** Always true: a redirect replaces the history entry, so Back does not bounce into it again. */
  replace: boolean;
  /** The origin, on redirects to /login, so sign-in can return there (router location state). */
  state?: { from: string };
  toast?: RedirectToast;
  /** 50 ms when the user or loading state just changed (docs/product.md › Redirects), else 0. */
  delayMs: 0 | 50;
}

/** Not a navigation: set formComplete (POST /api/setup/complete); the next pass then redirects if needed. */
export interface MarkComplete {
  kind: 'markComplete';
  rule: 'auto-complete';
}

/** null: no redirect (stay), including "not decided yet" while something is loading. */
export type Decision = Redirect | MarkComplete | null;

export type AuthState = 'loading' | 'signedIn' | 'signedOut';

/** null: the server has no such record. 'loading' / 'error': not known, so no rule that needs it fires. */
export type Loadable<T> = T | null | 'loading' | 'error';

export interface RedirectInput {
  auth: AuthState;
  /** The current location: pathname, optionally with ?search (kept in the recorded origin). */
  path: string;
  /** The signed-in user's setup record (ignored when signed out). */
  setup: Loadable<RoutingSetup>;
  /** The signed-in user's profile (user_info) (ignored when signed out). */
  profile: Loadable<RoutingProfile>;
  /**
   * The form-flow marker: this history entry was reached by a form-flow navigation (location state) and has not
   * been reloaded. Suppresses the onboarding rules for this visit ("one redirect pass").
   */
  fromFormFlow: boolean;
  /** The user or the loading state changed since the last pass: redirects wait 50 ms. */
  justChanged: boolean;
  /** Signed out: a pending business description exists in local storage (the visitor has started). */
  hasPendingProgress?: boolean;
  /** Signed out: the furthest onboarding step the visitor reached, from local storage (null: none). */
  reachedPath?: string | null;
  /** On /login and /signup: the origin recorded when the visitor was sent there (location.state.from). */
  origin?: string | null;
  /**
   * A sign-up or sign-in sequence on this page is still saving progress; it navigates by itself when done, so
   * no rule may pre-empt it (e.g. /signup → / the moment the user appears).
   */
  busy?: boolean;
}

export const REDIRECT_DELAY_MS = 50;

export const redirectToasts = {
  authenticationError: {
    title: 'Authentication Error',
    description: 'Please log in to continue.',
    variant: 'destructive',
  },
  setupRequired: {
    title: 'Setup Required',
    description: 'Please complete your subscription setup.',
    variant: 'default',
  },
  subscriptionRequired: {
    title: 'Subscription Required',
    description: 'Your subscription is not active. Please choose a plan to continue.',
    variant: 'default',
  },
  projectLimitExceeded: (tier: string): RedirectToast => ({
    title: 'Project Limit Exceeded',
    description: `You have more projects than the ${tier} plan allows. Please upgrade to continue.`,
    variant: 'default',
  }),
} as const satisfies Record<string, RedirectToast | ((tier: string) => RedirectToast)>;

export function redirect(
  rule: RuleId,
  to: string,
  justChanged: boolean,
  extra: { state?: { from: string }; toast?: RedirectToast } = {},
): Redirect {
  return {
    kind: 'redirect',
    rule,
    to,
    replace: true,
    ...extra,
    delayMs: justChanged ? REDIRECT_DELAY_MS : 0,
  };
}
