import { describe, expect, it } from 'vitest';
import { profileResponseSchema, profileSchema } from '../../../shared/contracts/profile';
import {
  allPendingStorageKeys,
  campaignsDataErrorToast,
  hasPendingDescription,
  pendingProgressToPatch,
  pendingStorageKeys,
  setupCompleteRequestSchema,
  setupPatchSchema,
  setupResponseSchema,
} from '../../../shared/contracts/setup';
import { canAutoComplete, firstMissingItem } from '../../../shared/onboarding/completion';
import { parseGoals } from '../../../shared/onboarding/goals';

const messages = (result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) => result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('parseGoals', () => {
  it.each([
    ['', []],
    ['   \n\n', []],
    ['Grow sales', ['Grow sales']],
    [
      '  Grow sales  \n\nWin back customers\r\nLaunch candles\rSell soap\n',
      ['Grow sales', 'Win back customers', 'Launch candles', 'Sell soap'],
    ],
    ['same\nsame', ['same', 'same']],
  ])('%j → %j', (raw, goals) => {
    expect(parseGoals(raw)).toEqual(goals);
  });
});

describe('setupPatchSchema', () => {
  it('accepts any subset and normalizes the domain', () => {
    const parsed = setupPatchSchema.parse({
      businessDescription: '  We sell candles.  ',
      goalsFormRawText: 'More orders\n',
      selectedCampaignIds: ['weekly_newsletter', 'abandoned_cart_1'],
      websiteProvider: 'shopify',
      domain: 'https://www.Candles.com/',
    });
    expect(parsed).toEqual({
      businessDescription: 'We sell candles.',
      goalsFormRawText: 'More orders\n',
      selectedCampaignIds: ['weekly_newsletter', 'abandoned_cart_1'],
      websiteProvider: 'shopify',
      domain: 'candles.com',
    });
    expect(setupPatchSchema.parse({})).toEqual({});
    expect(setupPatchSchema.parse({ selectedCampaignIds: [] })).toEqual({ selectedCampaignIds: [] });
  });

  it('names an unknown campaign id', () => {
    const result = setupPatchSchema.safeParse({ selectedCampaignIds: ['weekly_newsletter', 'daily_spam'] });
    expect(result.success).toBe(false);
    expect(messages(result)).toEqual(['selectedCampaignIds.1: Unknown campaign id "daily_spam".']);
  });

  it('rejects a repeated campaign and more than 27', () => {
    expect(
      messages(
        setupPatchSchema.safeParse({ selectedCampaignIds: ['birthday_greeting', 'birthday_greeting'] }),
      ),
    ).toEqual(['selectedCampaignIds.1: Campaign "birthday_greeting" is listed twice.']);
    const many = Array.from({ length: 28 }, () => 'birthday_greeting');
    expect(setupPatchSchema.safeParse({ selectedCampaignIds: many }).success).toBe(false);
  });

  it('takes 5,000 characters and rejects 5,001 (description and goals)', () => {
    expect(setupPatchSchema.safeParse({ businessDescription: 'a'.repeat(5000) }).success).toBe(true);
    expect(setupPatchSchema.safeParse({ goalsFormRawText: 'a'.repeat(5000) }).success).toBe(true);
    expect(messages(setupPatchSchema.safeParse({ businessDescription: 'a'.repeat(5001) }))).toEqual([
      'businessDescription: Keep the business description to 5,000 characters or fewer.',
    ]);
    expect(messages(setupPatchSchema.safeParse({ goalsFormRawText: 'a'.repeat(5001) }))).toEqual([
      'goalsFormRawText: Keep your goals to 5,000 characters or fewer.',
    ]);
  });

  it('rejects a blank description with the spec alert', () => {
    expect(messages(setupPatchSchema.safeParse({ businessDescription: '   ' }))).toEqual([
      'businessDescription: Please describe your business first!',
    ]);
  });

  it('rejects an unknown provider, a bad domain, unknown keys and wrong types', () => {
    expect(messages(setupPatchSchema.safeParse({ websiteProvider: 'geocities' }))).toEqual([
      'websiteProvider: Unknown website provider "geocities". Choose one of: shopify, wix, webflow, squarespace, godaddy, custom, other.',
    ]);
    expect(messages(setupPatchSchema.safeParse({ domain: 'ftp://candles.com/shop' }))).toEqual([
      'domain: Enter just the domain, like candles.com — without https:// or a path.',
    ]);
    expect(setupPatchSchema.parse({ domain: 'https://www.candles.com/shop' })).toEqual({
      domain: 'candles.com',
    });
    expect(setupPatchSchema.safeParse({ formComplete: true }).success).toBe(false);
    expect(setupPatchSchema.safeParse({ userId: 'someone-else' }).success).toBe(false);
    expect(setupPatchSchema.safeParse({ selectedCampaignIds: 'weekly_newsletter' }).success).toBe(false);
    expect(setupPatchSchema.safeParse({ businessDescription: 42 }).success).toBe(false);
    expect(setupPatchSchema.safeParse(null).success).toBe(false);
    expect(setupPatchSchema.safeParse([]).success).toBe(false);
  });

  it('completion takes an empty body only', () => {
    expect(setupCompleteRequestSchema.safeParse({}).success).toBe(true);
    expect(setupCompleteRequestSchema.safeParse({ formComplete: true }).success).toBe(false);
  });
});

describe('setupResponseSchema and profileResponseSchema', () => {
  const now = '2025-01-05T10:00:00.000Z';
  const record = {
    id: 's-1',
    userId: 'u-1',
    businessDescription: 'Candles',
    goalsFormRawText: 'Sell more',
    goals: ['Sell more'],
    selectedCampaignIds: ['weekly_newsletter'],
    websiteProvider: 'shopify',
    domain: 'candles.com',
    formComplete: false,
    dnsProviderName: null,
    overallDnsStatus: null,
    mxRecordValue: null,
    mxStatus: null,
    spfRecordValue: null,
    spfStatus: null,
    dkimSelector: null,
    dkimPublicKey: null,
    dkimStatus: null,
    dmarcRecordValue: null,
    dmarcStatus: null,
    createdAt: now,
    updatedAt: now,
  };

  it('reads a record, no record, and records with DNS entries', () => {
    expect(setupResponseSchema.parse({ setup: record }).setup?.domain).toBe('candles.com');
    expect(setupResponseSchema.parse({ setup: null }).setup).toBeNull();
    const withDns = setupResponseSchema.parse({
      setup: {
        ...record,
        overallDnsStatus: 'partially_verified',
        dnsRecords: [
          {
            id: 'mx',
            type: 'MX',
            name: 'send.candles.com',
            value: 'feedback-smtp.example',
            priority: 10,
            purpose: 'Bounces',
          },
        ],
      },
    });
    expect(withDns.setup?.dnsRecords?.[0]?.status).toBe('pending');
    expect(setupResponseSchema.safeParse({ setup: { ...record, overallDnsStatus: 'great' } }).success).toBe(
      false,
    );
  });

  it('a parsed record fits the redirect rules and the completion check', () => {
    const setup = setupResponseSchema.parse({ setup: record }).setup;
    if (!setup) throw new Error('expected a setup');
    expect(firstMissingItem(setup)).toBeNull();
    expect(canAutoComplete(setup, { subscriptionStatus: 'active' })).toBe(true);
    expect(canAutoComplete(setup, { subscriptionStatus: null })).toBe(false);
    expect(canAutoComplete({ ...setup, formComplete: true }, { subscriptionStatus: 'active' })).toBe(false);
  });

  it('profile: tiers, null before a plan, no negative counts', () => {
    const profile = {
      userId: 'u-1',
      username: 'ann@candles.com',
      subscriptionTier: 'pro',
      subscriptionStatus: 'active',
      projectCount: 3,
    };
    expect(profileSchema.parse(profile)).toEqual(profile);
    expect(
      profileSchema.safeParse({ ...profile, subscriptionTier: null, subscriptionStatus: null }).success,
    ).toBe(true);
    expect(profileSchema.safeParse({ ...profile, subscriptionTier: 'gold' }).success).toBe(false);
    expect(profileSchema.safeParse({ ...profile, projectCount: -1 }).success).toBe(false);
    expect(profileResponseSchema.parse({ profile: null })).toEqual({ profile: null });
  });
});

describe('local pending progress', () => {
  it('uses the storage keys of docs/product.md › Visitor progress', () => {
    expect(pendingStorageKeys).toEqual({
      businessDescription: 'pendingBusinessDescription',
      goalsRawText: 'pendingUserGoalsRawText',
      goals: 'pendingUserGoals',
      selectedCampaignIds: 'pendingSelectedCampaignIds',
      websiteProvider: 'pendingWebsiteProvider',
      domainName: 'pendingDomainName',
    });
    expect(allPendingStorageKeys).toHaveLength(6);
  });

  it('turns everything pending into one upsert body', () => {
    expect(
      pendingProgressToPatch({
        pendingBusinessDescription: ' Candles ',
        pendingUserGoalsRawText: 'More orders',
        pendingSelectedCampaignIds: '["weekly_newsletter","gone_campaign","weekly_newsletter"]',
        pendingWebsiteProvider: 'wix',
        pendingDomainName: 'https://candles.com/',
      }),
    ).toEqual({
      ok: true,
      patch: {
        businessDescription: 'Candles',
        goalsFormRawText: 'More orders',
        selectedCampaignIds: ['weekly_newsletter'],
        websiteProvider: 'wix',
        domain: 'candles.com',
      },
      dropped: ['selectedCampaignIds:gone_campaign'],
    });
  });

  it('nothing pending → an empty body (the caller skips the upsert)', () => {
    expect(
      pendingProgressToPatch({ pendingBusinessDescription: null, pendingUserGoalsRawText: '  ' }),
    ).toEqual({
      ok: true,
      patch: {},
      dropped: [],
    });
  });

  it('drops values that no longer validate, keeps the rest', () => {
    expect(
      pendingProgressToPatch({
        pendingBusinessDescription: 'Candles',
        pendingWebsiteProvider: 'geocities',
        pendingDomainName: 'not a domain',
        pendingUserGoalsRawText: 'x'.repeat(5001),
      }),
    ).toEqual({
      ok: true,
      patch: { businessDescription: 'Candles' },
      dropped: ['goalsFormRawText', 'websiteProvider', 'domain'],
    });
  });

  it.each(['not json', '{"a":1}', '[1,2]'])("campaigns %j → the spec's 'Data Error'", (raw) => {
    expect(pendingProgressToPatch({ pendingSelectedCampaignIds: raw })).toEqual({
      ok: false,
      toast: campaignsDataErrorToast,
    });
  });

  it('a pending description means the visitor has started', () => {
    expect(hasPendingDescription({ pendingBusinessDescription: 'Candles' })).toBe(true);
    expect(hasPendingDescription({ pendingBusinessDescription: '  ' })).toBe(false);
    expect(hasPendingDescription({ pendingBusinessDescription: null })).toBe(false);
  });
});
