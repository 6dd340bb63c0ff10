import { describe, expect, it } from 'vitest';
import {
  emailTypeById,
  emailTypeCategories,
  emailTypeIds,
  emailTypes,
  catalogueGroups,
  groupEmailTypes,
} from '../../../shared/onboarding/email-types';
import { websiteProviderName, websiteProviders } from '../../../shared/onboarding/website-providers';
import { canCreateProject, isOverProjectLimit, planLimits, plans } from '../../../shared/plans';

const specCatalogue: Record<string, { name: string; ids: string[] }> = {
  welcome_onboarding: {
    name: 'Welcome & Onboarding',
    ids: [
      'welcome_new_subscriber',
      'welcome_new_customer',
      'onboarding_series_1',
      'onboarding_series_2',
      'onboarding_series_3',
    ],
  },
  ecommerce_triggers: {
    name: 'E-commerce Triggers',
    ids: [
      'abandoned_cart_1',
      'abandoned_cart_2_incentive',
      'browse_abandonment',
      'post_purchase_thank_you',
      'post_purchase_review_request',
      'wishlist_back_in_stock',
      'wishlist_price_drop',
    ],
  },
  engagement_re_engagement: {
    name: 'Engagement & Re-engagement',
    ids: [
      're_engagement_inactive_1',
      're_engagement_inactive_2_offer',
      'birthday_greeting',
      'feedback_survey_request',
    ],
  },
  scheduled_promotional: {
    name: 'Scheduled & Promotional',
    ids: [
      'weekly_newsletter',
      'monthly_newsletter',
      'new_product_announcement',
      'general_sale_promotion',
      'holiday_promotion_bfcm',
      'event_webinar_invitation',
      'event_webinar_reminder',
    ],
  },
  informational_updates: {
    name: 'Informational & Updates',
    ids: [
      'new_blog_post_notification',
      'policy_update_terms',
      'policy_update_privacy',
      'important_account_notification',
    ],
  },
};

describe('campaign catalogue', () => {
  it('has the 5 categories of docs/product.md › Select emails, ids and names exact', () => {
    expect(emailTypeCategories.map((c) => [c.id, c.name])).toEqual(
      Object.entries(specCatalogue).map(([id, { name }]) => [id, name]),
    );
  });

  it('has exactly the 27 campaign ids of the spec, each in its category, unique', () => {
    expect(emailTypes).toHaveLength(27);
    expect(emailTypeIds.size).toBe(27);
    for (const [categoryId, { ids }] of Object.entries(specCatalogue)) {
      expect(emailTypes.filter((c) => c.categoryId === categoryId).map((c) => c.id)).toEqual(ids);
    }
  });

  it('gives every campaign a unique name and a one-line description', () => {
    expect(new Set(emailTypes.map((c) => c.name)).size).toBe(27);
    for (const c of emailTypes) {
      expect(c.name.trim()).toBe(c.name);
      expect(c.description).toMatch(/^[A-Z].{15,110}\.$/);
      expect(c.description).not.toContain('\n');
    }
  });

  it('keeps the spec series labels in the onboarding series names', () => {
    expect(emailTypeById('onboarding_series_1')?.name).toContain('Intro');
    expect(emailTypeById('onboarding_series_2')?.name).toContain('Features/Benefits');
    expect(emailTypeById('onboarding_series_3')?.name).toContain('Call to Action');
  });

  it('catalogueGroups: all campaigns, catalogue order', () => {
    const groups = catalogueGroups();
    expect(groups.map((g) => g.category.id)).toEqual(Object.keys(specCatalogue));
    expect(groups.flatMap((g) => g.emailTypes)).toHaveLength(27);
  });

  it('groupEmailTypes sorts by category name then campaign name, ignoring unknown ids and repeats', () => {
    const groups = groupEmailTypes([
      'weekly_newsletter',
      'birthday_greeting',
      'abandoned_cart_1',
      'welcome_new_customer',
      'monthly_newsletter',
      'browse_abandonment',
      'no_such_campaign',
      'abandoned_cart_1',
    ]);
    expect(groups.map((g) => [g.category.name, g.emailTypes.map((c) => c.name)])).toEqual([
      ['E-commerce Triggers', ['Abandoned Cart Reminder', 'Browse Abandonment']],
      ['Engagement & Re-engagement', ['Birthday Greeting']],
      ['Scheduled & Promotional', ['Monthly Newsletter', 'Weekly Newsletter']],
      ['Welcome & Onboarding', ['Welcome New Customer']],
    ]);
    expect(groupEmailTypes([])).toEqual([]);
  });
});

describe('website providers', () => {
  it('has the 7 options of docs/product.md › Website status', () => {
    expect(websiteProviders.map((p) => [p.id, p.name])).toEqual([
      ['shopify', 'Shopify'],
      ['wix', 'Wix'],
      ['webflow', 'Webflow'],
      ['squarespace', 'Squarespace'],
      ['godaddy', 'GoDaddy'],
      ['custom', 'Custom/Developer Built'],
      ['other', 'Other'],
    ]);
    expect(websiteProviderName('custom')).toBe('Custom/Developer Built');
    expect(websiteProviderName('retired')).toBe('retired');
  });
});

describe('plans', () => {
  it('free 1, pro 25, premium unlimited (docs/product.md › Plans)', () => {
    expect(planLimits).toEqual({ free: 1, pro: 25, premium: null });
    expect(plans.map((p) => [p.tier, p.monthlyPrice, p.projectLimit])).toEqual([
      ['free', 0, 1],
      ['pro', 19, 25],
      ['premium', 49, null],
    ]);
  });

  it('the guard blocks above the limit; creating is blocked at it', () => {
    expect(isOverProjectLimit('free', 1)).toBe(false);
    expect(isOverProjectLimit('free', 2)).toBe(true);
    expect(isOverProjectLimit('pro', 25)).toBe(false);
    expect(isOverProjectLimit('pro', 26)).toBe(true);
    expect(isOverProjectLimit('premium', 1e6)).toBe(false);
    expect(canCreateProject('free', 0)).toBe(true);
    expect(canCreateProject('free', 1)).toBe(false);
    expect(canCreateProject('pro', 24)).toBe(true);
    expect(canCreateProject('pro', 25)).toBe(false);
    expect(canCreateProject('premium', 1e6)).toBe(true);
  });
});
