import { describe, expect, it } from 'vitest';
import {
  bannerMessage,
  bannerPadsPage,
  bannerVisible,
  BANNER_HINT,
  dnsGoodEnough,
  recordsOf,
  recordsReadyFor,
  recordStatusLabel,
  verificationRecommendedToast,
} from '../../../web/features/dns/dns-rules';

describe('global DNS banner rules (docs/product.md › DNS statuses and banner)', () => {
  const shown = {
    loaded: true,
    overall: 'pending' as const,
    pathname: '/dns-confirmation',
    dialogOpen: false,
  };

  it('shows at or after /dns-confirmation and on pages outside the flow', () => {
    for (const pathname of [
      '/dns-confirmation',
      '/website-tracking',
      '/subscription-plan',
      '/dashboard',
      '/editor/abc',
      '/blog',
    ])
      expect(bannerVisible({ ...shown, pathname }), pathname).toBe(true);
  });

  it('hides before /dns-confirmation, when not loaded, verified, null, or while the dialog is open', () => {
    for (const pathname of ['/', '/select-emails', '/website-status', '/info-clarification', '/auth-gate'])
      expect(bannerVisible({ ...shown, pathname }), pathname).toBe(false);
    expect(bannerVisible({ ...shown, loaded: false })).toBe(false);
    expect(bannerVisible({ ...shown, overall: 'verified' })).toBe(false);
    expect(bannerVisible({ ...shown, overall: null })).toBe(false);
    expect(bannerVisible({ ...shown, dialogOpen: true })).toBe(false);
  });

  it('texts: red for failed, yellow otherwise, and the common hint', () => {
    expect(bannerMessage('failed_to_verify')).toEqual({
      tone: 'red',
      text: 'DNS verification failed. Please review.',
    });
    expect(bannerMessage('partially_verified')).toEqual({
      tone: 'yellow',
      text: 'Some DNS records still pending.',
    });
    expect(bannerMessage('pending')).toEqual({ tone: 'yellow', text: 'DNS records pending.' });
    expect(BANNER_HINT).toBe(
      "This can take a few hours, but if you haven't added the records, please do so now.",
    );
  });

  it('placement: padding on the four listed pages (the banner itself sits under the navigation everywhere)', () => {
    expect(['/dashboard', '/editor/u/name', '/send-email', '/website-tracking'].map(bannerPadsPage)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['/dns-confirmation', '/subscription-plan'].map(bannerPadsPage)).toEqual([false, false]);
  });
});

describe('DNS page next (docs/product.md › DNS page)', () => {
  it('verified, or partially verified with at least 3 records, goes on without the notice', () => {
    expect(dnsGoodEnough('verified', 0)).toBe(true);
    expect(dnsGoodEnough('partially_verified', 3)).toBe(true);
    expect(dnsGoodEnough('partially_verified', 2)).toBe(false);
    expect(dnsGoodEnough('pending', 6)).toBe(false);
    expect(dnsGoodEnough('failed_to_verify', 6)).toBe(false);
    expect(dnsGoodEnough(null, 6)).toBe(false);
  });

  it("the notice is the spec's info toast of 7 seconds", () => {
    expect(verificationRecommendedToast).toMatchObject({
      title: 'DNS Verification Recommended',
      variant: 'info',
      duration: 7000,
    });
  });
});

describe('records in the dialog', () => {
  it('labels any stored status as Verified, Pending or Failed', () => {
    expect(
      ['verified', 'pending', 'failed', 'failed_to_verify', 'partially_verified', 'weird', null].map(
        recordStatusLabel,
      ),
    ).toEqual(['Verified', 'Pending', 'Failed', 'Failed', 'Pending', 'Pending', 'Pending']);
  });

  it('reads records leniently and knows whether they were made for the current domain', () => {
    const rec = {
      id: 'dmarc',
      type: 'TXT',
      name: '_dmarc.shop.com',
      value: 'v=DMARC1; p=none',
      purpose: 'DMARC',
      status: 'pending',
    };
    expect(recordsOf({ dnsRecords: [rec, { nonsense: 1 }] })).toHaveLength(1);
    expect(recordsReadyFor({ domain: 'shop.com', dnsRecords: [rec] })).toBe(true);
    expect(recordsReadyFor({ domain: 'other.com', dnsRecords: [rec] })).toBe(false);
    expect(recordsReadyFor({ domain: 'shop.com' })).toBe(false);
    expect(recordsReadyFor(null)).toBe(false);
  });
});
