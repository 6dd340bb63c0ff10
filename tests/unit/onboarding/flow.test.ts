import { describe, expect, it } from 'vitest';
import {
  afterSignUpPath,
  canonicalPath,
  flowIndex,
  furthestStep,
  isAtOrBefore,
  isBefore,
  nextStep,
  onboardingFlow,
  previousStep,
  stepAfter,
} from '../../../shared/onboarding/flow';

describe('the onboarding order', () => {
  it('holds every known member of docs/product.md › The onboarding order exactly once', () => {
    const known = [
      '/',
      '/optional-signup',
      '/goals-form',
      '/select-emails',
      '/website-status',
      '/info-clarification',
      '/auth-gate',
      '/dns-confirmation',
      '/website-tracking',
      '/subscription-plan',
      '/business-overview',
      '/business-clarification',
    ];
    expect([...onboardingFlow].sort()).toEqual([...known].sort());
    expect(new Set(onboardingFlow).size).toBe(onboardingFlow.length);
  });

  it('keeps the spec order of the steps it names', () => {
    const spine = [
      '/',
      '/optional-signup',
      '/goals-form',
      '/select-emails',
      '/website-status',
      '/info-clarification',
      '/auth-gate',
      '/dns-confirmation',
      '/website-tracking',
      '/subscription-plan',
    ];
    for (let i = 1; i < spine.length; i += 1)
      expect(isBefore(spine[i - 1] as string, spine[i] as string)).toBe(true);
  });

  it('places the description twin before the goals and the placeholder before the campaigns', () => {
    expect(isBefore('/business-overview', '/goals-form')).toBe(true);
    expect(isBefore('/', '/business-overview')).toBe(true);
    expect(isBefore('/goals-form', '/business-clarification')).toBe(true);
    expect(isBefore('/business-clarification', '/select-emails')).toBe(true);
  });
});

describe('flow helpers', () => {
  it.each([
    ['/goals-form', '/goals-form'],
    ['/Goals-Form/', '/goals-form'],
    ['/goals-form?x=1#top', '/goals-form'],
    ['', '/'],
    ['/', '/'],
    ['//', '/'],
  ])('canonicalPath(%j) = %j', (input, expected) => {
    expect(canonicalPath(input)).toBe(expected);
  });

  it('flowIndex: position, or -1 off the list', () => {
    expect(flowIndex('/')).toBe(0);
    expect(flowIndex('/subscription-plan')).toBe(onboardingFlow.length - 1);
    expect(flowIndex('/dashboard')).toBe(-1);
  });

  it('isBefore is strict and false off the list', () => {
    expect(isBefore('/website-status', '/info-clarification')).toBe(true);
    expect(isBefore('/info-clarification', '/info-clarification')).toBe(false);
    expect(isBefore('/auth-gate', '/info-clarification')).toBe(false);
    expect(isBefore('/dashboard', '/dns-confirmation')).toBe(false);
    expect(isBefore('/', '/dashboard')).toBe(false);
    expect(isAtOrBefore('/info-clarification', '/info-clarification')).toBe(true);
    expect(isAtOrBefore('/blog', '/info-clarification')).toBe(false);
  });

  it('stepAfter: the raw next entry', () => {
    expect(stepAfter('/auth-gate')).toBe('/dns-confirmation');
    expect(stepAfter('/subscription-plan')).toBeNull();
    expect(stepAfter('/dashboard')).toBeNull();
  });

  it.each([
    ['/', false, '/optional-signup'],
    ['/business-overview', false, '/optional-signup'],
    ['/business-overview', true, '/goals-form'],
    ['/optional-signup', false, '/goals-form'],
    ['/goals-form', false, '/select-emails'],
    ['/business-clarification', false, '/select-emails'],
    ['/select-emails', false, '/website-status'],
    ['/website-status', false, '/info-clarification'],
    ['/info-clarification', false, '/auth-gate'],
    ['/info-clarification', true, '/dns-confirmation'],
    ['/auth-gate', false, '/dns-confirmation'],
    ['/dns-confirmation', true, '/website-tracking'],
    ['/website-tracking', true, '/subscription-plan'],
    ['/subscription-plan', true, null],
    ['/dashboard', true, null],
  ] as const)('nextStep(%s, signedIn %s) = %s', (path, signedIn, expected) => {
    expect(nextStep(path, { signedIn })).toBe(expected);
  });

  it.each([
    ['/', false, null],
    ['/optional-signup', false, '/'],
    ['/goals-form', false, '/optional-signup'],
    ['/goals-form', true, '/'],
    ['/select-emails', false, '/goals-form'],
    ['/website-status', false, '/select-emails'],
    ['/info-clarification', false, '/website-status'],
    ['/auth-gate', false, '/info-clarification'],
    ['/dns-confirmation', true, '/info-clarification'],
    ['/dns-confirmation', false, '/info-clarification'],
    ['/website-tracking', true, '/dns-confirmation'],
    ['/subscription-plan', true, '/website-tracking'],
    ['/blog', false, null],
  ] as const)('previousStep(%s, signedIn %s) = %s', (path, signedIn, expected) => {
    expect(previousStep(path, { signedIn })).toBe(expected);
  });

  it('after sign-up the user goes to /goals-form', () => {
    expect(afterSignUpPath()).toBe('/goals-form');
  });

  it('furthestStep keeps the later step and ignores paths off the list', () => {
    expect(furthestStep(null, '/goals-form')).toBe('/goals-form');
    expect(furthestStep('/website-status', '/goals-form')).toBe('/website-status');
    expect(furthestStep('/goals-form', '/select-emails')).toBe('/select-emails');
    expect(furthestStep('/goals-form', '/blog')).toBe('/goals-form');
    expect(furthestStep(null, '/blog')).toBeNull();
    expect(furthestStep('/nonsense', '/blog')).toBeNull();
  });
});
