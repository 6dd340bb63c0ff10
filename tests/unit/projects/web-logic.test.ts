import { describe, expect, it } from 'vitest';
import type { Profile } from '../../../shared/contracts/profile';
import { destination } from '../../../web/features/billing/billing-api';
import { FIRST_PLAN_NOTICE, planNotice } from '../../../web/features/billing/plan-notice';
import { afterCreateFailed, beforeCreate } from '../../../web/features/projects/create-flow';
import { formatLastEdited } from '../../../web/features/projects/last-edited';
import { ApiRequestError } from '../../../web/lib/api-client';

const profile = (over: Partial<Profile> = {}): Profile => ({
  userId: 'u',
  username: 'ann',
  subscriptionTier: 'free',
  subscriptionStatus: 'active',
  projectCount: 0,
  ...over,
});

describe('Last Edited (docs/product.md › Project list)', () => {
  it("formats like 'Jan 5, 2025', 'N/A' when missing, 'Invalid date' when unreadable", () => {
    expect(formatLastEdited('2025-01-05T12:00:00.000Z')).toBe('Jan 5, 2025');
    expect(formatLastEdited(null)).toBe('N/A');
    expect(formatLastEdited('')).toBe('N/A');
    expect(formatLastEdited('yesterday-ish')).toBe('Invalid date');
  });
});

describe('Create Project (docs/product.md › Project list)', () => {
  const description = (o: ReturnType<typeof beforeCreate>) => o?.toast?.description;

  it('checks sign-in, the subscription and the limit before calling the server', () => {
    expect(beforeCreate({ signedIn: false, profile: undefined, profileFailed: false })).toMatchObject({
      toast: { description: 'You must be logged in to create a project.' },
      navigate: '/login',
    });
    expect(description(beforeCreate({ signedIn: true, profile: undefined, profileFailed: true }))).toBe(
      'Could not verify your subscription details. Please try again.',
    );
    expect(beforeCreate({ signedIn: true, profile: null, profileFailed: false })).toMatchObject({
      toast: { description: 'Subscription details not found. Please complete your subscription setup.' },
      navigate: '/subscription',
    });
    expect(
      beforeCreate({
        signedIn: true,
        profile: profile({ subscriptionStatus: 'inactive' }),
        profileFailed: false,
      }),
    ).toMatchObject({
      toast: {
        description:
          'Your subscription is not active. Please update your subscription to create new projects.',
      },
      navigate: '/subscription',
    });
    expect(
      description(
        beforeCreate({ signedIn: true, profile: profile({ projectCount: 1 }), profileFailed: false }),
      ),
    ).toBe("You've reached the project limit for your free plan. Please upgrade to create more projects.");
    expect(beforeCreate({ signedIn: true, profile: profile(), profileFailed: false })).toBeNull();
    expect(
      beforeCreate({
        signedIn: true,
        profile: profile({ subscriptionTier: 'premium', projectCount: 999 }),
        profileFailed: false,
      }),
    ).toBeNull();
  });

  it("maps the server's refusals to the list's toasts", () => {
    const err = (code: string) => new ApiRequestError(403, 'x', code);
    expect(afterCreateFailed(err('project_limit_reached'), 'pro').toast?.description).toBe(
      "You've reached the project limit for your pro plan. Please upgrade to create more projects.",
    );
    expect(afterCreateFailed(err('subscription_inactive'), 'free').navigate).toBe('/subscription');
    expect(afterCreateFailed(err('subscription_missing'), 'free').navigate).toBe('/subscription');
    expect(afterCreateFailed(new Error('boom'), 'free').toast?.description).toBe(
      'An unexpected error occurred while trying to create a new project.',
    );
  });
});

describe('plan page', () => {
  it("shows the guard's notice in the guard's order", () => {
    expect(planNotice(null)?.title).toBe('Setup Required');
    expect(planNotice('error')?.title).toBe('Setup Required');
    expect(planNotice(profile({ subscriptionStatus: 'canceled' }))?.title).toBe('Subscription Required');
    expect(planNotice(profile({ subscriptionStatus: 'past_due' }))?.title).toBe('Subscription Required');
    expect(planNotice(profile({ projectCount: 2 }))?.title).toBe('Project Limit Exceeded');
    expect(planNotice(profile({ projectCount: 1 }))).toBeNull();
  });

  it('invites someone who never had a plan to choose one (issue 23), not "Subscription Required"', () => {
    for (const subscriptionStatus of ['inactive', null]) {
      const notice = planNotice(profile({ subscriptionStatus }));
      expect(notice).toEqual(FIRST_PLAN_NOTICE);
      expect(notice?.description).not.toMatch(/not active/);
    }
  });

  it('follows in-app checkout links with the router and Stripe links with a page load', () => {
    expect(destination('/local-checkout?session=cs_1', 'http://a.test')).toEqual({
      inApp: '/local-checkout?session=cs_1',
    });
    expect(destination('http://a.test/dashboard?checkout=success', 'http://a.test')).toEqual({
      inApp: '/dashboard?checkout=success',
    });
    expect(destination('https://checkout.stripe.com/c/pay/cs_1', 'http://a.test')).toEqual({
      external: 'https://checkout.stripe.com/c/pay/cs_1',
    });
  });
});
