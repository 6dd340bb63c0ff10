import { describe, expect, it } from 'vitest';
import type { Setup } from '../../../shared/contracts/setup';
import { domainMessages } from '../../../shared/onboarding/domain-name';
import { goalCountLabel, goalsFormSchema, NO_GOALS_MESSAGE } from '../../../web/features/onboarding/goals';
import {
  reviewEmptyStates,
  reviewFromPending,
  reviewFromSetup,
} from '../../../web/features/onboarding/review';
import { checkWebsite, domainFormSchema } from '../../../web/features/onboarding/website';
import { formFlowState, parseCampaignIds, returnToOf } from '../../../web/lib/pending-progress';

describe('goals form', () => {
  it('needs at least one non-blank line', () => {
    expect(goalsFormSchema.safeParse({ goals: ' \n\n ' }).error?.issues[0]?.message).toBe(NO_GOALS_MESSAGE);
    expect(goalsFormSchema.safeParse({ goals: 'Sell more\n' }).success).toBe(true);
  });

  it('keeps to 5,000 characters', () => {
    expect(goalsFormSchema.safeParse({ goals: 'a'.repeat(5000) }).success).toBe(true);
    expect(goalsFormSchema.safeParse({ goals: 'a'.repeat(5001) }).error?.issues[0]?.message).toBe(
      'Keep your goals to 5,000 characters or fewer.',
    );
  });

  it('counts goals, one per non-empty line', () => {
    expect(goalCountLabel('')).toBe('0 goals');
    expect(goalCountLabel('One\n\n')).toBe('1 goal');
    expect(goalCountLabel('One\n  \nTwo\r\nThree')).toBe('3 goals');
  });
});

describe('website step 3', () => {
  it("asks for both a provider and a domain ('Missing Information')", () => {
    expect(checkWebsite(null, 'candles.com')).toEqual({ ok: false, missing: true });
    expect(checkWebsite('shopify', '   ')).toEqual({
      ok: false,
      missing: true,
      domainMessage: domainMessages.empty,
    });
  });

  it('normalises what people paste and rejects what is not a domain', () => {
    expect(checkWebsite('shopify', ' HTTPS://Candles.com/ ')).toEqual({
      ok: true,
      provider: 'shopify',
      domain: 'candles.com',
    });
    expect(checkWebsite('wix', 'candles')).toEqual({
      ok: false,
      missing: false,
      domainMessage: domainMessages.singleLabel,
    });
    const www = checkWebsite('wix', 'www.candles.com');
    expect(www.ok && www.domain).toBe('candles.com');
    expect(www.ok && www.note).toMatch(/www/);
  });

  it('validates the field beside it, leaving blank to the toast', () => {
    expect(domainFormSchema.safeParse({ domain: '' }).success).toBe(true);
    expect(domainFormSchema.safeParse({ domain: 'my shop.com' }).error?.issues[0]?.message).toBe(
      domainMessages.spaces,
    );
  });
});

describe('review page', () => {
  const setup = {
    businessDescription: '  Candles  ',
    goalsFormRawText: 'Sell more\n\nWin back',
    selectedCampaignIds: ['weekly_newsletter', 'abandoned_cart_1', 'birthday_greeting'],
    websiteProvider: 'custom',
    domain: 'candles.com',
  } as Setup;

  it('reads the account setup, grouping campaigns by category name then campaign name', () => {
    const review = reviewFromSetup(setup);
    expect(review.description).toBe('Candles');
    expect(review.goals).toEqual(['Sell more', 'Win back']);
    expect(review.emailTypeGroups.map((g) => g.category.name)).toEqual([
      'E-commerce Triggers',
      'Engagement & Re-engagement',
      'Scheduled & Promotional',
    ]);
    expect(review.providerName).toBe('Custom/Developer Built');
    expect(review.domain).toBe('candles.com');
  });

  it('has nothing to show for an empty setup (the page shows the empty states)', () => {
    expect(reviewFromSetup(null)).toEqual({
      description: null,
      goals: [],
      emailTypeGroups: [],
      providerName: null,
      domain: null,
    });
    expect(reviewEmptyStates).toEqual({
      description: 'No business description provided.',
      goals: 'No goals provided.',
      emailTypes: 'No email campaigns selected.',
      notSpecified: 'Not specified',
    });
  });

  it("reads a visitor's local progress", () => {
    const review = reviewFromPending({
      pendingBusinessDescription: 'Soaps',
      pendingUserGoalsRawText: 'Grow',
      pendingSelectedCampaignIds: '["monthly_newsletter","not_a_campaign"]',
      pendingWebsiteProvider: 'wix',
      pendingDomainName: null,
    });
    expect(review.description).toBe('Soaps');
    expect(review.emailTypeGroups.flatMap((g) => g.emailTypes.map((c) => c.id))).toEqual([
      'monthly_newsletter',
    ]);
    expect(review.providerName).toBe('Wix');
    expect(review.domain).toBeNull();
  });
});

describe('local progress helpers', () => {
  it('reads stored campaign ids, or none when unreadable', () => {
    expect(parseCampaignIds('["a","b"]')).toEqual(['a', 'b']);
    expect(parseCampaignIds('[1,"b"]')).toEqual(['b']);
    expect(parseCampaignIds('{')).toEqual([]);
    expect(parseCampaignIds('"a"')).toEqual([]);
    expect(parseCampaignIds(null)).toEqual([]);
  });

  it('carries a safe in-app return path with the form-flow marker', () => {
    expect(formFlowState()).toEqual({ fromFormFlow: true });
    expect(returnToOf(formFlowState('/info-clarification'))).toBe('/info-clarification');
    expect(returnToOf({ returnTo: '/info-clarification' })).toBeNull();
    expect(returnToOf(formFlowState('//evil.example'))).toBeNull();
    expect(returnToOf(formFlowState('https://evil.example'))).toBeNull();
  });
});
