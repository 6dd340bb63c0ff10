/** Issue 32: /automations and a flow's builder are signed-in pages, guarded like /campaigns. */
import { describe, expect, it } from 'vitest';
import { guardRoute, isProtectedPath } from '../../../shared/onboarding/route-guard';
import { automationPath, documentTitleFor } from '../../../web/config/paths';

describe('automation routes', () => {
  it('are protected: signed out goes to sign in, with the page to come back to', () => {
    for (const path of ['/automations', automationPath('f 1')]) {
      expect(isProtectedPath(path)).toBe(true);
      expect(guardRoute({ auth: 'signedOut', path, profile: null })).toMatchObject({
        kind: 'redirect',
        to: '/login',
      });
    }
  });

  it('builds the builder’s address and titles both pages', () => {
    expect(automationPath('f 1/2')).toBe('/automations/f%201%2F2');
    expect(documentTitleFor('/automations')).toBe('Automations · Jungle Mail');
    expect(documentTitleFor('/automations/abc')).toBe('Automation · Jungle Mail');
  });
});
