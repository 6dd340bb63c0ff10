import { describe, expect, it } from 'vitest';
import type { RoutingProfile, RoutingSetup } from '../../../shared/onboarding/completion';
import type { Decision, RedirectInput } from '../../../shared/onboarding/redirect-rules';
import {
  gateSettled,
  gateView,
  gateViewTexts,
  markerHolds,
  needsUser,
  originOf,
  toLoadable,
} from '../../../web/lib/redirect-gate-state';

const setup: RoutingSetup = {
  businessDescription: 'Candles',
  goalsFormRawText: 'Sell more',
  selectedCampaignIds: ['weekly_newsletter'],
  websiteProvider: 'shopify',
  domain: 'candles.com',
  formComplete: false,
  overallDnsStatus: null,
};
const active: RoutingProfile = { subscriptionTier: 'free', subscriptionStatus: 'active', projectCount: 0 };

const input = (over: Partial<RedirectInput>): RedirectInput => ({
  auth: 'signedIn',
  path: '/',
  setup,
  profile: active,
  fromFormFlow: false,
  justChanged: false,
  ...over,
});
const redirect: Decision = {
  kind: 'redirect',
  rule: 'review',
  to: '/info-clarification',
  replace: true,
  delayMs: 0,
};

describe('toLoadable', () => {
  it('maps query states onto the rules input', () => {
    expect(toLoadable({ status: 'pending', data: undefined })).toBe('loading');
    expect(toLoadable({ status: 'error', data: undefined })).toBe('error');
    expect(toLoadable({ status: 'success', data: null })).toBeNull();
    expect(toLoadable({ status: 'success', data: setup })).toBe(setup);
  });

  it('keeps data a failed refetch still holds', () => {
    expect(toLoadable({ status: 'error', data: setup })).toBe(setup);
  });
});

describe('the form-flow marker', () => {
  it('holds on an entry created by a form-flow navigation', () => {
    expect(markerHolds({ fromFormFlow: true }, 'abc', 'default')).toBe(true);
  });

  it('is dropped on the entry the app was (re)loaded on', () => {
    expect(markerHolds({ fromFormFlow: true }, 'abc', 'abc')).toBe(false);
  });

  it('needs the marker itself', () => {
    expect(markerHolds(null, 'abc', 'default')).toBe(false);
    expect(markerHolds({ from: '/x' }, 'abc', 'default')).toBe(false);
  });
});

describe('originOf', () => {
  it('reads the recorded origin', () => {
    expect(originOf({ from: '/dashboard' })).toBe('/dashboard');
    expect(originOf({ from: 3 })).toBeNull();
    expect(originOf(undefined)).toBeNull();
  });
});

describe('gateView: the route guard states', () => {
  it('uses the spec texts', () => {
    expect(gateViewTexts).toEqual({
      authenticating: 'Authenticating....',
      loading: 'Loading...',
      redirecting: 'Redirecting...',
    });
  });

  it('guards the protected routes and the two login-required pages only', () => {
    for (const path of [
      '/dashboard',
      '/editor',
      '/editor/p1',
      '/send-email',
      '/subscription',
      '/subscription-plan',
    ]) {
      expect(needsUser(path), path).toBe(true);
    }
    expect(needsUser('/dns-confirmation')).toBe(true);
    expect(needsUser('/website-tracking')).toBe(true);
    for (const path of ['/', '/goals-form', '/auth-gate', '/login', '/blog', '/privacy-policy']) {
      expect(needsUser(path), path).toBe(false);
    }
  });

  it('shows every other page as it is', () => {
    expect(gateView(input({ auth: 'loading', path: '/select-emails' }), null)).toBe('page');
  });

  it("shows 'Authenticating....' while authentication loads", () => {
    expect(gateView(input({ auth: 'loading', path: '/dashboard' }), null)).toBe('authenticating');
    expect(gateView(input({ auth: 'loading', path: '/dns-confirmation' }), null)).toBe('authenticating');
  });

  it("shows 'Loading...' while the profile loads", () => {
    expect(gateView(input({ path: '/dashboard', profile: 'loading' }), null)).toBe('loading');
  });

  it("shows 'Redirecting...' when a redirect is on its way, or no user is there", () => {
    expect(gateView(input({ path: '/dashboard' }), redirect)).toBe('redirecting');
    expect(gateView(input({ auth: 'signedOut', path: '/dns-confirmation' }), null)).toBe('redirecting');
  });

  it('shows the page once allowed', () => {
    expect(gateView(input({ path: '/dashboard' }), null)).toBe('page');
    expect(gateView(input({ path: '/dns-confirmation' }), null)).toBe('page');
  });

  it('never shows a login-only page to nobody, even while a sign-out is on its way home', () => {
    expect(gateView(input({ auth: 'signedOut', path: '/dns-confirmation', busy: true }), null)).toBe(
      'redirecting',
    );
  });
});

describe('gateSettled: when the loading overlay may lift', () => {
  it('waits for authentication', () => {
    expect(gateSettled(input({ auth: 'loading' }), null, false)).toBe(false);
  });

  it('waits for a redirect, a completion or the data the rules need', () => {
    expect(gateSettled(input({}), redirect, false)).toBe(false);
    expect(gateSettled(input({}), null, true)).toBe(false);
    expect(gateSettled(input({ setup: 'loading' }), null, false)).toBe(false);
    expect(gateSettled(input({ profile: 'loading' }), null, false)).toBe(false);
  });

  it('does not wait for setup data off the onboarding paths', () => {
    expect(gateSettled(input({ path: '/blog', setup: 'loading' }), null, false)).toBe(true);
  });

  it('lifts for a visitor, after a failed load, and during a sign-in sequence', () => {
    expect(gateSettled(input({ auth: 'signedOut', setup: null, profile: null }), null, false)).toBe(true);
    expect(gateSettled(input({ setup: 'error' }), null, false)).toBe(true);
    expect(gateSettled(input({ busy: true }), redirect, false)).toBe(true);
  });
});
