import { describe, expect, it } from 'vitest';
import { decideRedirect, type RedirectInput } from '../../../shared/onboarding/redirect-rules';
import { isPublicPage } from '../../../web/app/layout/gate-rules-loader';
import { gateSettled, gateView, needsUser } from '../../../web/lib/redirect-gate-state';

/**
 * The redirect gate does not load the rules on the public pages for a visitor who is not signed in (issue 13):
 * it shows the page and counts as settled once authentication is known. That holds only while the rules answer
 * exactly that there, for every input such a visitor can bring; this test tries them all.
 */
const publicPaths = [
  '/',
  '/blog',
  '/blog/spf-dkim-dmarc-explained',
  '/privacy-policy',
  '/terms-of-service',
  // The audience's public pages: a subscriber following a link from an email.
  '/u/c29tZS10b2tlbg',
  '/subscribed',
  '/subscribe/confirm/c29tZS10b2tlbg',
  // Issue 31: the public API's reference.
  '/docs/api',
];

function* signedOutInputs(path: string): Generator<RedirectInput> {
  for (const auth of ['loading', 'signedOut'] as const)
    for (const hasPendingProgress of [false, true])
      for (const reachedPath of [null, '/goals-form', '/select-emails', '/website-status'])
        for (const fromFormFlow of [false, true])
          for (const justChanged of [false, true])
            for (const busy of [false, true])
              for (const origin of [null, '/dashboard'])
                yield {
                  auth,
                  path,
                  setup: null,
                  profile: null,
                  fromFormFlow,
                  justChanged,
                  hasPendingProgress,
                  reachedPath,
                  origin,
                  busy,
                };
}

describe('the redirect gate on public pages without its rules', () => {
  it('knows the public pages (and no other page is one)', () => {
    for (const path of publicPaths) expect(isPublicPage(path), path).toBe(true);
    for (const path of [
      '/login',
      '/signup',
      '/business-overview',
      '/goals-form',
      '/select-emails',
      '/website-status',
      '/dns-confirmation',
      '/website-tracking',
      '/dashboard',
      '/editor',
      '/subscription-plan',
      '/no-such-page',
    ])
      expect(isPublicPage(path), path).toBe(false);
  });

  it('answers what the rules answer there for a visitor not signed in: no decision, the page, settled once auth is known', () => {
    let tried = 0;
    for (const path of publicPaths)
      for (const input of signedOutInputs(path)) {
        const label = JSON.stringify(input);
        expect(decideRedirect(input), label).toBeNull();
        expect(gateView(input, null), label).toBe('page');
        expect(gateSettled(input, null, false), label).toBe(input.busy || input.auth !== 'loading');
        tried++;
      }
    expect(tried).toBe(publicPaths.length * 2 * 2 * 4 * 2 * 2 * 2 * 2);
  });

  it('always shows a public page itself, whoever is signed in (the view it takes while the rules load)', () => {
    for (const path of publicPaths) expect(needsUser(path), path).toBe(false);
  });
});
