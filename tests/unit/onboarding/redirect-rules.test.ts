import { describe, expect, it } from 'vitest';
import type { RoutingProfile, RoutingSetup } from '../../../shared/onboarding/completion';
import { onboardingFlow } from '../../../shared/onboarding/flow';
import type { Decision, RedirectInput, RuleId } from '../../../shared/onboarding/redirect-rules';
import { decideRedirect, guardRoute, ruleIds, safeOrigin } from '../../../shared/onboarding/redirect-rules';

// ---- fixtures -------------------------------------------------------------------------------------------------

const full: RoutingSetup = {
  businessDescription: 'We sell hand-poured candles and soaps.',
  goalsFormRawText: 'Grow repeat orders\nRecover abandoned carts',
  selectedCampaignIds: ['abandoned_cart_1', 'weekly_newsletter'],
  websiteProvider: 'shopify',
  domain: 'candles.com',
  formComplete: false,
  overallDnsStatus: null,
};
const setup = (over: Partial<RoutingSetup>): RoutingSetup => ({ ...full, ...over });
const verified = setup({ overallDnsStatus: 'verified' });
const complete = setup({ formComplete: true, overallDnsStatus: 'verified' });

const profile = (over: Partial<RoutingProfile> = {}): RoutingProfile => ({
  subscriptionTier: 'free',
  subscriptionStatus: 'active',
  projectCount: 0,
  ...over,
});
/** No plan yet: the onboarding rules run without automatic completion getting in the way. */
const noPlan = profile({ subscriptionTier: null, subscriptionStatus: null });

const signedIn = (over: Partial<RedirectInput>): RedirectInput => ({
  auth: 'signedIn',
  path: '/',
  setup: full,
  profile: noPlan,
  fromFormFlow: false,
  justChanged: false,
  ...over,
});
const signedOut = (over: Partial<RedirectInput>): RedirectInput => ({
  auth: 'signedOut',
  path: '/',
  setup: null,
  profile: null,
  fromFormFlow: false,
  justChanged: false,
  ...over,
});

// ---- the table ------------------------------------------------------------------------------------------------

type Expected =
  null | 'markComplete' | { to: string; rule: RuleId; toast?: string; from?: string; delayMs?: 0 | 50 };

interface Row {
  /** The spec rule the row exercises. */
  rule: string;
  case: string;
  input: RedirectInput;
  expected: Expected;
}

const to = (
  path: string,
  rule: RuleId,
  extra: { toast?: string; from?: string; delayMs?: 0 | 50 } = {},
): Expected => ({
  to: path,
  rule,
  ...extra,
});

const rows: Row[] = [
  // -- loading and busy
  {
    rule: 'Redirects: auth loading',
    case: 'no decision on a protected route',
    input: { ...signedOut({ path: '/dashboard' }), auth: 'loading' },
    expected: null,
  },
  {
    rule: 'Redirects: auth loading',
    case: 'no decision on a signed-out-only step',
    input: { ...signedOut({ path: '/goals-form' }), auth: 'loading' },
    expected: null,
  },
  {
    rule: 'busy (ours)',
    case: 'sign-up sequence saving on /signup',
    input: signedIn({ path: '/signup', busy: true }),
    expected: null,
  },
  {
    rule: 'busy (ours)',
    case: 'sign-in sequence saving on /auth-gate',
    input: signedIn({ path: '/auth-gate', setup: null, busy: true }),
    expected: null,
  },

  // -- access: docs/product.md › Redirects
  {
    rule: 'Redirects: /login signed in',
    case: '→ /',
    input: signedIn({ path: '/login' }),
    expected: to('/', 'signed-in-on-auth-page'),
  },
  {
    rule: 'Redirects: /signup signed in',
    case: '→ /',
    input: signedIn({ path: '/signup' }),
    expected: to('/', 'signed-in-on-auth-page'),
  },
  {
    rule: 'Redirects: /login signed in',
    case: '→ the recorded origin',
    input: signedIn({ path: '/login', origin: '/editor/abc' }),
    expected: to('/editor/abc', 'signed-in-on-auth-page'),
  },
  {
    rule: 'Redirects: /login signed in',
    case: 'an off-site origin is ignored',
    input: signedIn({ path: '/login', origin: '//evil.example' }),
    expected: to('/', 'signed-in-on-auth-page'),
  },
  {
    rule: 'Redirects: /login signed in',
    case: 'an origin of /signup is ignored (no loop)',
    input: signedIn({ path: '/login', origin: '/signup' }),
    expected: to('/', 'signed-in-on-auth-page'),
  },
  {
    rule: 'Redirects: /login signed in',
    case: 'not held back by the marker',
    input: signedIn({ path: '/login', fromFormFlow: true }),
    expected: to('/', 'signed-in-on-auth-page'),
  },
  {
    rule: 'Redirects: no logic on /login signed out',
    case: 'stay',
    input: signedOut({ path: '/login' }),
    expected: null,
  },
  {
    rule: 'Redirects: no logic on /signup signed out',
    case: 'stay',
    input: signedOut({ path: '/signup' }),
    expected: null,
  },
  {
    rule: 'Redirects: no logic on /auth-gate signed out',
    case: 'stay',
    input: signedOut({ path: '/auth-gate' }),
    expected: null,
  },
  {
    rule: 'Redirects: DNS page needs a user',
    case: '/dns-confirmation → /login + toast',
    input: signedOut({ path: '/dns-confirmation' }),
    expected: to('/login', 'login-required-page', {
      toast: 'Authentication Error',
      from: '/dns-confirmation',
    }),
  },
  {
    rule: 'Redirects: tracking page needs a user',
    case: '/website-tracking → /login + toast',
    input: signedOut({ path: '/website-tracking' }),
    expected: to('/login', 'login-required-page', {
      toast: 'Authentication Error',
      from: '/website-tracking',
    }),
  },
  {
    rule: 'Redirects: DNS page needs a user',
    case: 'the marker does not lift it',
    input: signedOut({ path: '/dns-confirmation', fromFormFlow: true }),
    expected: to('/login', 'login-required-page', {
      toast: 'Authentication Error',
      from: '/dns-confirmation',
    }),
  },
  {
    rule: 'Redirects: DNS page needs a user',
    case: 'reached locally does not lift it',
    input: signedOut({
      path: '/dns-confirmation',
      hasPendingProgress: true,
      reachedPath: '/website-tracking',
    }),
    expected: to('/login', 'login-required-page', {
      toast: 'Authentication Error',
      from: '/dns-confirmation',
    }),
  },

  // -- route guard: docs/product.md › Route guard
  {
    rule: 'Route guard: no user',
    case: '/dashboard → /login with origin (also Redirects)',
    input: signedOut({ path: '/dashboard' }),
    expected: to('/login', 'guard-no-user', { from: '/dashboard' }),
  },
  {
    rule: 'Route guard: no user',
    case: '/contacts/import (issue 20)',
    input: signedOut({ path: '/contacts/import' }),
    expected: to('/login', 'guard-no-user', { from: '/contacts/import' }),
  },
  {
    rule: 'Route guard: no user',
    case: '/contacts',
    input: signedOut({ path: '/contacts' }),
    expected: to('/login', 'guard-no-user', { from: '/contacts' }),
  },
  {
    rule: 'Route guard: no user',
    case: '/editor',
    input: signedOut({ path: '/editor' }),
    expected: to('/login', 'guard-no-user', { from: '/editor' }),
  },
  {
    rule: 'Route guard: no user',
    case: '/editor/{projectId}',
    input: signedOut({ path: '/editor/p-1' }),
    expected: to('/login', 'guard-no-user', { from: '/editor/p-1' }),
  },
  {
    rule: 'Route guard: no user',
    case: '/editor/{username}/{projectName}',
    input: signedOut({ path: '/editor/ann/Spring%20Sale' }),
    expected: to('/login', 'guard-no-user', { from: '/editor/ann/Spring%20Sale' }),
  },
  {
    rule: 'Route guard: no user',
    case: '/send-email',
    input: signedOut({ path: '/send-email' }),
    expected: to('/login', 'guard-no-user', { from: '/send-email' }),
  },
  {
    rule: 'Route guard: no user',
    case: '/subscription',
    input: signedOut({ path: '/subscription' }),
    expected: to('/login', 'guard-no-user', { from: '/subscription' }),
  },
  {
    rule: 'Route guard: no user',
    case: '/subscription-plan',
    input: signedOut({ path: '/subscription-plan' }),
    expected: to('/login', 'guard-no-user', { from: '/subscription-plan' }),
  },
  {
    rule: 'Route guard: no user',
    case: 'the origin keeps the query',
    input: signedOut({ path: '/dashboard?tab=all' }),
    expected: to('/login', 'guard-no-user', { from: '/dashboard?tab=all' }),
  },
  {
    rule: 'Route guard: no user',
    case: 'the marker does not lift it',
    input: signedOut({ path: '/dashboard', fromFormFlow: true }),
    expected: to('/login', 'guard-no-user', { from: '/dashboard' }),
  },
  {
    rule: 'Redirects: 50 ms delay',
    case: 'user just changed → 50 ms',
    input: signedOut({ path: '/dashboard', justChanged: true }),
    expected: to('/login', 'guard-no-user', { from: '/dashboard', delayMs: 50 }),
  },
  {
    rule: 'Route guard: profile loading',
    case: 'no decision yet',
    input: signedIn({ path: '/dashboard', profile: 'loading' }),
    expected: null,
  },
  {
    rule: 'Route guard: missing profile',
    case: 'no user_info row → /subscription',
    input: signedIn({ path: '/dashboard', profile: null }),
    expected: to('/subscription', 'guard-setup-required', { toast: 'Setup Required' }),
  },
  {
    rule: 'Route guard: failed profile',
    case: 'read failed → /subscription',
    input: signedIn({ path: '/editor', profile: 'error' }),
    expected: to('/subscription', 'guard-setup-required', { toast: 'Setup Required' }),
  },
  {
    rule: 'Route guard: not active',
    case: 'no status → /subscription',
    input: signedIn({ path: '/dashboard', profile: noPlan }),
    expected: to('/subscription', 'guard-subscription-required', { toast: 'Subscription Required' }),
  },
  {
    rule: 'Route guard: not active',
    case: "'canceled' → /subscription",
    input: signedIn({ path: '/send-email', profile: profile({ subscriptionStatus: 'canceled' }) }),
    expected: to('/subscription', 'guard-subscription-required', { toast: 'Subscription Required' }),
  },
  {
    rule: 'Route guard: project limit',
    case: 'free, exactly at 1 → allowed',
    input: signedIn({ path: '/dashboard', setup: complete, profile: profile({ projectCount: 1 }) }),
    expected: null,
  },
  {
    rule: 'Route guard: project limit',
    case: 'free, 2 → /subscription',
    input: signedIn({ path: '/dashboard', setup: complete, profile: profile({ projectCount: 2 }) }),
    expected: to('/subscription', 'guard-project-limit', { toast: 'Project Limit Exceeded' }),
  },
  {
    rule: 'Route guard: project limit',
    case: 'pro, exactly at 25 → allowed',
    input: signedIn({
      path: '/editor/p-1',
      setup: complete,
      profile: profile({ subscriptionTier: 'pro', projectCount: 25 }),
    }),
    expected: null,
  },
  {
    rule: 'Route guard: project limit',
    case: 'pro, 26 → /subscription',
    input: signedIn({
      path: '/editor/p-1',
      setup: complete,
      profile: profile({ subscriptionTier: 'pro', projectCount: 26 }),
    }),
    expected: to('/subscription', 'guard-project-limit', { toast: 'Project Limit Exceeded' }),
  },
  {
    rule: 'Route guard: project limit',
    case: 'premium is unlimited',
    input: signedIn({
      path: '/dashboard',
      setup: complete,
      profile: profile({ subscriptionTier: 'premium', projectCount: 100_000 }),
    }),
    expected: null,
  },
  {
    rule: 'Route guard: project limit',
    case: 'active without a tier counts as free (2 → over)',
    input: signedIn({
      path: '/dashboard',
      setup: complete,
      profile: profile({ subscriptionTier: null, projectCount: 2 }),
    }),
    expected: to('/subscription', 'guard-project-limit', { toast: 'Project Limit Exceeded' }),
  },
  {
    rule: 'Route guard: no loop',
    case: 'on /subscription without a profile → stay',
    input: signedIn({ path: '/subscription', profile: null }),
    expected: null,
  },
  {
    rule: 'Route guard: no loop',
    case: 'on /subscription-plan, not active → stay',
    input: signedIn({ path: '/subscription-plan', setup: complete, profile: noPlan }),
    expected: null,
  },
  {
    rule: 'Route guard: no loop',
    case: 'on /subscription over the limit → stay',
    input: signedIn({ path: '/subscription', setup: complete, profile: profile({ projectCount: 9 }) }),
    expected: null,
  },
  {
    rule: 'Route guard: no loop',
    case: 'on /account (settings: sign out, delete my account) without a plan → stay',
    input: signedIn({ path: '/account', setup: complete, profile: noPlan }),
    expected: null,
  },
  {
    rule: 'Route guard: no loop',
    case: 'on /account without a profile → stay',
    input: signedIn({ path: '/account', profile: null }),
    expected: null,
  },
  {
    rule: 'Route guard: no loop',
    case: 'on /subscription, profile loading → stay',
    input: signedIn({ path: '/subscription', profile: 'loading' }),
    expected: null,
  },

  // -- signed out: docs/product.md › Redirects, with the deliberate change
  {
    rule: 'Route guard: no user',
    case: '/account → /login',
    input: signedOut({ path: '/account' }),
    expected: to('/login', 'guard-no-user', { from: '/account' }),
  },
  {
    rule: 'Redirects: signed out',
    case: '/goals-form → /',
    input: signedOut({ path: '/goals-form' }),
    expected: to('/', 'signed-out-step'),
  },
  {
    rule: 'Redirects: signed out',
    case: '/select-emails → /',
    input: signedOut({ path: '/select-emails' }),
    expected: to('/', 'signed-out-step'),
  },
  {
    rule: 'Redirects: signed out',
    case: '/website-status → /',
    input: signedOut({ path: '/website-status' }),
    expected: to('/', 'signed-out-step'),
  },
  {
    rule: 'Redirects: signed out',
    case: 'path matched case- and slash-insensitively',
    input: signedOut({ path: '/Goals-Form/' }),
    expected: to('/', 'signed-out-step'),
  },
  {
    rule: 'Redirects: signed out',
    case: 'user just changed (signed out) → 50 ms',
    input: signedOut({ path: '/select-emails', justChanged: true }),
    expected: to('/', 'signed-out-step', { delayMs: 50 }),
  },
  {
    rule: 'Redirects: form-flow marker',
    case: 'suppresses the pass',
    input: signedOut({ path: '/goals-form', fromFormFlow: true }),
    expected: null,
  },
  {
    rule: 'deliberate change',
    case: 'reload of a step before the furthest reached → stay',
    input: signedOut({ path: '/goals-form', hasPendingProgress: true, reachedPath: '/website-status' }),
    expected: null,
  },
  {
    rule: 'deliberate change',
    case: 'reload of exactly the furthest step → stay',
    input: signedOut({ path: '/website-status', hasPendingProgress: true, reachedPath: '/website-status' }),
    expected: null,
  },
  {
    rule: 'deliberate change',
    case: 'a step after the furthest reached → /',
    input: signedOut({ path: '/select-emails', hasPendingProgress: true, reachedPath: '/goals-form' }),
    expected: to('/', 'signed-out-step'),
  },
  {
    rule: 'deliberate change',
    case: 'pending description but no step remembered → /',
    input: signedOut({ path: '/goals-form', hasPendingProgress: true, reachedPath: null }),
    expected: to('/', 'signed-out-step'),
  },
  {
    rule: 'deliberate change',
    case: 'step remembered but no pending description (not started) → /',
    input: signedOut({ path: '/goals-form', hasPendingProgress: false, reachedPath: '/website-status' }),
    expected: to('/', 'signed-out-step'),
  },
  { rule: 'Redirects: open pages', case: '/ stays open', input: signedOut({ path: '/' }), expected: null },
  {
    rule: 'Redirects: open pages',
    case: '/business-overview stays open',
    input: signedOut({ path: '/business-overview' }),
    expected: null,
  },
  {
    rule: 'Redirects: open pages',
    case: '/optional-signup stays open',
    input: signedOut({ path: '/optional-signup' }),
    expected: null,
  },
  {
    rule: 'Redirects: open pages',
    case: '/business-clarification stays open',
    input: signedOut({ path: '/business-clarification' }),
    expected: null,
  },
  {
    rule: 'Redirects: open pages',
    case: '/info-clarification is open to visitors',
    input: signedOut({ path: '/info-clarification' }),
    expected: null,
  },
  {
    rule: 'Redirects: open pages',
    case: '/blog/{slug}',
    input: signedOut({ path: '/blog/hello' }),
    expected: null,
  },

  // -- signed in, no setup record
  {
    rule: 'Redirects: no setup',
    case: '/ stays',
    input: signedIn({ setup: null, path: '/' }),
    expected: null,
  },
  {
    rule: 'Redirects: no setup',
    case: '/optional-signup stays',
    input: signedIn({ setup: null, path: '/optional-signup' }),
    expected: null,
  },
  {
    rule: 'Redirects: no setup',
    case: '/business-overview stays',
    input: signedIn({ setup: null, path: '/business-overview' }),
    expected: null,
  },
  {
    rule: 'Redirects: no setup',
    case: '/subscription-plan stays',
    input: signedIn({ setup: null, path: '/subscription-plan' }),
    expected: null,
  },
  {
    rule: 'Redirects: no setup + auth gate forward',
    case: '/auth-gate → the step after it',
    input: signedIn({ setup: null, path: '/auth-gate' }),
    expected: to('/dns-confirmation', 'auth-gate-forward'),
  },
  {
    rule: 'Redirects: no setup',
    case: '/goals-form → /',
    input: signedIn({ setup: null, path: '/goals-form' }),
    expected: to('/', 'no-setup'),
  },
  {
    rule: 'Redirects: no setup',
    case: '/business-clarification → /',
    input: signedIn({ setup: null, path: '/business-clarification' }),
    expected: to('/', 'no-setup'),
  },
  {
    rule: 'Redirects: no setup',
    case: '/select-emails → /',
    input: signedIn({ setup: null, path: '/select-emails' }),
    expected: to('/', 'no-setup'),
  },
  {
    rule: 'Redirects: no setup',
    case: '/website-status → /',
    input: signedIn({ setup: null, path: '/website-status' }),
    expected: to('/', 'no-setup'),
  },
  {
    rule: 'Redirects: no setup',
    case: '/info-clarification → /',
    input: signedIn({ setup: null, path: '/info-clarification' }),
    expected: to('/', 'no-setup'),
  },
  {
    rule: 'Redirects: no setup',
    case: '/dns-confirmation → /',
    input: signedIn({ setup: null, path: '/dns-confirmation' }),
    expected: to('/', 'no-setup'),
  },
  {
    rule: 'Redirects: no setup',
    case: '/website-tracking → /',
    input: signedIn({ setup: null, path: '/website-tracking' }),
    expected: to('/', 'no-setup'),
  },
  {
    rule: 'Redirects: no setup',
    case: 'not an onboarding path (/dashboard) → stay',
    input: signedIn({ setup: null, path: '/dashboard', profile: profile() }),
    expected: null,
  },
  {
    rule: 'Redirects: no setup',
    case: 'the marker suppresses the pass',
    input: signedIn({ setup: null, path: '/goals-form', fromFormFlow: true }),
    expected: null,
  },
  {
    rule: 'setup not known',
    case: 'loading → no decision',
    input: signedIn({ setup: 'loading', path: '/goals-form' }),
    expected: null,
  },
  {
    rule: 'setup not known',
    case: 'read failed → no decision',
    input: signedIn({ setup: 'error', path: '/dns-confirmation' }),
    expected: null,
  },

  // -- completion
  {
    rule: 'Redirects: completed',
    case: '/ → /dashboard',
    input: signedIn({ setup: complete, path: '/' }),
    expected: to('/dashboard', 'completed'),
  },
  {
    rule: 'Redirects: completed',
    case: '/goals-form → /dashboard',
    input: signedIn({ setup: complete, path: '/goals-form' }),
    expected: to('/dashboard', 'completed'),
  },
  {
    rule: 'Redirects: completed',
    case: '/business-clarification → /dashboard',
    input: signedIn({ setup: complete, path: '/business-clarification' }),
    expected: to('/dashboard', 'completed'),
  },
  {
    rule: 'Redirects: completed + auth gate forward',
    case: '/auth-gate → /dashboard',
    input: signedIn({ setup: complete, path: '/auth-gate' }),
    expected: to('/dashboard', 'completed'),
  },
  {
    rule: 'Redirects: completed',
    case: '/website-tracking stays reachable (the script and the commerce snippets)',
    input: signedIn({ setup: complete, path: '/website-tracking', profile: profile() }),
    expected: null,
  },
  {
    rule: 'Redirects: completed',
    case: '/subscription-plan stays reachable (upgrades)',
    input: signedIn({ setup: complete, path: '/subscription-plan', profile: profile() }),
    expected: null,
  },
  {
    rule: 'Redirects: completed (issue 30)',
    case: '/dns-confirmation stays reachable (the records and their statuses)',
    input: signedIn({ setup: complete, path: '/dns-confirmation', profile: profile() }),
    expected: null,
  },
  {
    rule: 'Redirects: completed',
    case: '/dashboard itself → stay',
    input: signedIn({ setup: complete, path: '/dashboard', profile: profile() }),
    expected: null,
  },
  {
    rule: 'Redirects: completed',
    case: 'not an onboarding path (/blog) → stay',
    input: signedIn({ setup: complete, path: '/blog' }),
    expected: null,
  },
  {
    rule: 'Redirects: completed',
    case: 'the marker suppresses the pass',
    input: signedIn({ setup: complete, path: '/', fromFormFlow: true }),
    expected: null,
  },
  {
    rule: 'Redirects: 50 ms delay',
    case: 'loading just ended → 50 ms',
    input: signedIn({ setup: complete, path: '/', justChanged: true }),
    expected: to('/dashboard', 'completed', { delayMs: 50 }),
  },

  // -- automatic completion
  {
    rule: 'Redirects: auto-complete',
    case: 'active + all five + not complete, on /',
    input: signedIn({ profile: profile() }),
    expected: 'markComplete',
  },
  {
    rule: 'Redirects: auto-complete',
    case: 'on a non-onboarding path too',
    input: signedIn({ profile: profile(), path: '/dashboard' }),
    expected: 'markComplete',
  },
  {
    rule: 'Redirects: auto-complete',
    case: 'the marker does not hold it back',
    input: signedIn({ profile: profile(), path: '/goals-form', fromFormFlow: true }),
    expected: 'markComplete',
  },
  {
    rule: 'Redirects: auto-complete',
    case: 'profile loading → wait',
    input: signedIn({ profile: 'loading', path: '/' }),
    expected: null,
  },
  {
    rule: 'Redirects: auto-complete',
    case: 'not active → the step rules apply instead',
    input: signedIn({ profile: profile({ subscriptionStatus: 'past_due' }), path: '/' }),
    expected: to('/info-clarification', 'review'),
  },
  {
    rule: 'Redirects: auto-complete',
    case: 'an item missing → no completion',
    input: signedIn({ profile: profile(), setup: setup({ domain: null }), path: '/info-clarification' }),
    expected: to('/website-status', 'missing-website'),
  },
  {
    rule: 'Redirects: auto-complete',
    case: 'already complete → no second mark',
    input: signedIn({ profile: profile(), setup: complete, path: '/goals-form' }),
    expected: to('/dashboard', 'completed'),
  },

  // -- incomplete: the first missing item decides
  {
    rule: 'Redirects: missing description',
    case: 'on / (fixes it) → stay',
    input: signedIn({ setup: setup({ businessDescription: null }), path: '/' }),
    expected: null,
  },
  {
    rule: 'Redirects: missing description',
    case: 'on /business-overview (fixes it too) → stay',
    input: signedIn({ setup: setup({ businessDescription: null }), path: '/business-overview' }),
    expected: null,
  },
  {
    rule: 'Redirects: missing description',
    case: '/optional-signup → /',
    input: signedIn({ setup: setup({ businessDescription: null }), path: '/optional-signup' }),
    expected: to('/', 'missing-description'),
  },
  {
    rule: 'Redirects: missing description',
    case: '/goals-form → / (blank counts as missing)',
    input: signedIn({ setup: setup({ businessDescription: '   ' }), path: '/goals-form' }),
    expected: to('/', 'missing-description'),
  },
  {
    rule: 'Redirects: missing description',
    case: '/subscription-plan → /',
    input: signedIn({ setup: setup({ businessDescription: null }), path: '/subscription-plan' }),
    expected: to('/', 'missing-description'),
  },
  {
    rule: 'Redirects: missing goals',
    case: 'on / (earlier) → stay',
    input: signedIn({ setup: setup({ goalsFormRawText: null }), path: '/' }),
    expected: null,
  },
  {
    rule: 'Redirects: missing goals',
    case: 'on /goals-form (fixes it) → stay',
    input: signedIn({ setup: setup({ goalsFormRawText: '' }), path: '/goals-form' }),
    expected: null,
  },
  {
    rule: 'Redirects: missing goals',
    case: '/business-clarification (one after) → /goals-form',
    input: signedIn({ setup: setup({ goalsFormRawText: null }), path: '/business-clarification' }),
    expected: to('/goals-form', 'missing-goals'),
  },
  {
    rule: 'Redirects: missing goals',
    case: '/website-tracking → /goals-form',
    input: signedIn({ setup: setup({ goalsFormRawText: null }), path: '/website-tracking' }),
    expected: to('/goals-form', 'missing-goals'),
  },
  {
    rule: 'Redirects: missing campaigns',
    case: 'on /goals-form (earlier) → stay',
    input: signedIn({ setup: setup({ selectedCampaignIds: [] }), path: '/goals-form' }),
    expected: null,
  },
  {
    rule: 'Redirects: missing campaigns',
    case: 'on /select-emails (fixes it) → stay',
    input: signedIn({ setup: setup({ selectedCampaignIds: [] }), path: '/select-emails' }),
    expected: null,
  },
  {
    rule: 'Redirects: missing campaigns',
    case: '/website-status (one after) → /select-emails',
    input: signedIn({ setup: setup({ selectedCampaignIds: [] }), path: '/website-status' }),
    expected: to('/select-emails', 'missing-campaigns'),
  },
  {
    rule: 'Redirects: missing campaigns',
    case: '/info-clarification → /select-emails',
    input: signedIn({ setup: setup({ selectedCampaignIds: [] }), path: '/info-clarification' }),
    expected: to('/select-emails', 'missing-campaigns'),
  },
  {
    rule: 'Redirects: missing provider',
    case: 'on /website-status (fixes it) → stay',
    input: signedIn({ setup: setup({ websiteProvider: null }), path: '/website-status' }),
    expected: null,
  },
  {
    rule: 'Redirects: missing provider',
    case: '/info-clarification (one after) → /website-status',
    input: signedIn({ setup: setup({ websiteProvider: null }), path: '/info-clarification' }),
    expected: to('/website-status', 'missing-website'),
  },
  {
    rule: 'Redirects: missing domain',
    case: '/auth-gate → /website-status',
    input: signedIn({ setup: setup({ domain: '' }), path: '/auth-gate' }),
    expected: to('/website-status', 'missing-website'),
  },
  {
    rule: 'Redirects: missing domain',
    case: '/dns-confirmation → /website-status',
    input: signedIn({ setup: setup({ domain: null }), path: '/dns-confirmation' }),
    expected: to('/website-status', 'missing-website'),
  },
  {
    rule: 'Redirects: first missing decides',
    case: 'goals and campaigns missing, on /website-status → /goals-form',
    input: signedIn({
      setup: setup({ goalsFormRawText: null, selectedCampaignIds: [] }),
      path: '/website-status',
    }),
    expected: to('/goals-form', 'missing-goals'),
  },
  {
    rule: 'Redirects: first missing decides',
    case: 'the marker suppresses the pass',
    input: signedIn({
      setup: setup({ selectedCampaignIds: [] }),
      path: '/info-clarification',
      fromFormFlow: true,
    }),
    expected: null,
  },
  {
    rule: 'Redirects: only onboarding paths',
    case: 'incomplete setup on /privacy-policy → stay',
    input: signedIn({ setup: setup({ goalsFormRawText: null }), path: '/privacy-policy' }),
    expected: null,
  },

  // -- all present: review, then DNS or tracking
  {
    rule: 'Redirects: all present, before review',
    case: '/ → /info-clarification',
    input: signedIn({ path: '/' }),
    expected: to('/info-clarification', 'review'),
  },
  {
    rule: 'Redirects: all present, before review',
    case: '/website-status (one before) → /info-clarification',
    input: signedIn({ path: '/website-status' }),
    expected: to('/info-clarification', 'review'),
  },
  {
    rule: 'Redirects: all present, before review',
    case: 'the marker suppresses the pass (Edit links)',
    input: signedIn({ path: '/goals-form', fromFormFlow: true }),
    expected: null,
  },
  {
    rule: 'Redirects: not verified, before DNS',
    case: 'exactly at /info-clarification → /dns-confirmation',
    input: signedIn({ path: '/info-clarification' }),
    expected: to('/dns-confirmation', 'unverified-to-dns'),
  },
  {
    rule: 'Redirects: not verified, before DNS + auth gate forward',
    case: '/auth-gate (one before) → /dns-confirmation',
    input: signedIn({ path: '/auth-gate' }),
    expected: to('/dns-confirmation', 'unverified-to-dns'),
  },
  {
    rule: 'Redirects: not verified, before DNS',
    case: 'partially_verified is not verified',
    input: signedIn({
      path: '/info-clarification',
      setup: setup({ overallDnsStatus: 'partially_verified' }),
    }),
    expected: to('/dns-confirmation', 'unverified-to-dns'),
  },
  {
    rule: 'Redirects: not verified, before DNS',
    case: 'failed_to_verify is not verified',
    input: signedIn({ path: '/auth-gate', setup: setup({ overallDnsStatus: 'failed_to_verify' }) }),
    expected: to('/dns-confirmation', 'unverified-to-dns'),
  },
  {
    rule: 'Redirects: not verified, before DNS',
    case: 'exactly at /dns-confirmation → stay',
    input: signedIn({ path: '/dns-confirmation' }),
    expected: null,
  },
  {
    rule: 'Redirects: not verified, before DNS',
    case: '/website-tracking (after) → stay',
    input: signedIn({ path: '/website-tracking', setup: setup({ overallDnsStatus: 'pending' }) }),
    expected: null,
  },
  {
    rule: 'Redirects: not verified, before DNS',
    case: '/subscription-plan (after) → stay',
    input: signedIn({ path: '/subscription-plan' }),
    expected: null,
  },
  {
    rule: 'Redirects: verified, before tracking',
    case: '/info-clarification → /website-tracking',
    input: signedIn({ path: '/info-clarification', setup: verified }),
    expected: to('/website-tracking', 'verified-to-tracking'),
  },
  {
    rule: 'Redirects: verified, before tracking',
    case: '/auth-gate (before DNS) → /website-tracking',
    input: signedIn({ path: '/auth-gate', setup: verified }),
    expected: to('/website-tracking', 'verified-to-tracking'),
  },
  {
    rule: 'Redirects: verified, before tracking (issue 30)',
    case: '/dns-confirmation itself → stay (revisited, it shows each record verified)',
    input: signedIn({ path: '/dns-confirmation', setup: verified }),
    expected: null,
  },
  {
    rule: 'Redirects: verified, before tracking',
    case: 'exactly at /website-tracking → stay',
    input: signedIn({ path: '/website-tracking', setup: verified }),
    expected: null,
  },
  {
    rule: 'Redirects: verified, before tracking',
    case: '/subscription-plan (after) → stay',
    input: signedIn({ path: '/subscription-plan', setup: verified }),
    expected: null,
  },
  {
    rule: 'Redirects: verified, before tracking',
    case: '/ → /info-clarification first',
    input: signedIn({ path: '/', setup: verified }),
    expected: to('/info-clarification', 'review'),
  },
];

function check(decision: Decision, expected: Expected): void {
  if (expected === null) {
    expect(decision).toBeNull();
    return;
  }
  if (expected === 'markComplete') {
    expect(decision).toEqual({ kind: 'markComplete', rule: 'auto-complete' });
    return;
  }
  expect(decision).not.toBeNull();
  if (decision === null || decision.kind !== 'redirect')
    throw new Error(`expected a redirect, got ${JSON.stringify(decision)}`);
  expect({
    to: decision.to,
    rule: decision.rule,
    replace: decision.replace,
    delayMs: decision.delayMs,
  }).toEqual({
    to: expected.to,
    rule: expected.rule,
    replace: true,
    delayMs: expected.delayMs ?? 0,
  });
  expect(decision.toast?.title).toBe(expected.toast);
  expect(decision.state?.from).toBe(expected.from);
}

describe('decideRedirect: one row per rule and boundary', () => {
  it.each(rows)('$rule: $case', ({ input, expected }) => {
    check(decideRedirect(input), expected);
  });

  it('every rule id is exercised by at least one row', () => {
    const seen = new Set<string>();
    for (const row of rows) {
      if (row.expected === 'markComplete') seen.add('auto-complete');
      else if (row.expected !== null) seen.add(row.expected.rule);
    }
    expect([...ruleIds].filter((id) => !seen.has(id))).toEqual([]);
  });

  it("toasts carry the spec's words", () => {
    const auth = decideRedirect(signedOut({ path: '/website-tracking' }));
    expect(auth).toMatchObject({
      toast: { title: 'Authentication Error', description: 'Please log in to continue.' },
    });
    const setupRequired = decideRedirect(signedIn({ path: '/dashboard', profile: null }));
    expect(setupRequired).toMatchObject({
      toast: { title: 'Setup Required', description: 'Please complete your subscription setup.' },
    });
  });
});

describe('decideRedirect never loops', () => {
  const setups: (RoutingSetup | null)[] = [
    null,
    setup({ businessDescription: null }),
    setup({ goalsFormRawText: null }),
    setup({ selectedCampaignIds: [] }),
    setup({ domain: null }),
    full,
    verified,
    complete,
  ];
  const profiles: (RoutingProfile | null | 'error')[] = [
    null,
    'error',
    noPlan,
    profile({ projectCount: 1 }),
    profile({ projectCount: 2 }),
    profile({ subscriptionTier: 'premium', projectCount: 500 }),
  ];
  const paths = [
    ...onboardingFlow,
    '/login',
    '/signup',
    '/subscription',
    '/dashboard',
    '/account',
    '/editor',
    '/editor/p-1',
    '/send-email',
    '/blog',
    '/nowhere',
  ];

  it('following the redirects from any state and path settles within a few hops', () => {
    for (const auth of ['signedIn', 'signedOut'] as const) {
      for (const startSetup of setups) {
        for (const startProfile of profiles) {
          for (const startPath of paths) {
            let input: RedirectInput = {
              auth,
              path: startPath,
              setup: startSetup,
              profile: startProfile,
              fromFormFlow: false,
              justChanged: false,
              hasPendingProgress: true,
              reachedPath: '/select-emails',
            };
            const visited = [startPath];
            let settled = false;
            for (let hop = 0; hop < 6 && !settled; hop += 1) {
              const decision = decideRedirect(input);
              if (decision === null) settled = true;
              else if (decision.kind === 'markComplete') {
                const current = input.setup as RoutingSetup;
                input = { ...input, setup: { ...current, formComplete: true } };
              } else {
                expect(
                  visited,
                  `${auth} ${JSON.stringify(startSetup)} ${JSON.stringify(startProfile)}`,
                ).not.toContain(decision.to);
                visited.push(decision.to);
                input = { ...input, path: decision.to };
              }
            }
            expect(settled, `${auth} from ${startPath}: ${visited.join(' → ')}`).toBe(true);
          }
        }
      }
    }
  });
});

describe('guardRoute states', () => {
  it('waits while authenticating or loading the profile, allows unprotected paths', () => {
    expect(guardRoute({ auth: 'loading', path: '/dashboard', profile: 'loading' })).toEqual({
      kind: 'wait',
      reason: 'authenticating',
    });
    expect(guardRoute({ auth: 'signedIn', path: '/dashboard', profile: 'loading' })).toEqual({
      kind: 'wait',
      reason: 'loading',
    });
    expect(guardRoute({ auth: 'signedOut', path: '/blog', profile: null })).toEqual({ kind: 'allow' });
    expect(guardRoute({ auth: 'signedIn', path: '/editor/ann/x', profile: profile() })).toEqual({
      kind: 'allow',
    });
    expect(guardRoute({ auth: 'signedOut', path: '/editorial', profile: null })).toEqual({ kind: 'allow' });
  });
});

describe('safeOrigin', () => {
  it.each([
    [undefined, '/'],
    [null, '/'],
    ['', '/'],
    ['dashboard', '/'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['/login', '/'],
    ['/SIGNUP/', '/'],
    ['/dashboard', '/dashboard'],
    ['/editor/ann/Spring%20Sale?x=1', '/editor/ann/Spring%20Sale?x=1'],
  ])('%s → %s', (origin, expected) => {
    expect(safeOrigin(origin)).toBe(expected);
  });
});
