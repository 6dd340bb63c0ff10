/**
 * Issue 18, point 3: the local server sends the production CSP with the built app (one definition,
 * lambdas/security-headers.ts, also used by CloudFront), so this suite runs under it: a page of the app
 * that needs an inline script, eval or a new origin fails here before it fails in AWS.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, newContext } from './support/browser';
import { emailPreview } from './support/editor';
import { activatePlan } from './support/plan';
import { createUser, signInContext, type E2eUser } from './support/session';

const baseUrl = inject('e2eBaseUrl');
const env = inject('e2eStackEnv');
let browser: Browser;
let user: E2eUser;

beforeAll(async () => {
  browser = await launchChromium();
  user = await createUser(baseUrl, 'csp');
  await activatePlan(baseUrl, env, user);
});
afterAll(async () => {
  await browser?.close();
});

/** A page that records every CSP violation of its documents (the email preview's iframe included). */
async function recordingPage(signedIn: boolean): Promise<Page> {
  const context = await newContext(browser, baseUrl);
  if (signedIn) await signInContext(context, baseUrl, user);
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(
        `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
      ),
    );
  });
  return context.newPage();
}

/**
 * zod probes once whether it may compile parsers with `new Function` (it may not under this CSP, and then
 * parses without). Chromium reports the caught probe as a violation from the chunk that holds zod
 * (static/schemas-*.js); that one report is expected. Setting zod's `jitless` would skip the probe
 * but made the editor's first-email screen fail its e2e test, so it is left for a follow-up.
 */
const ZOD_EVAL_PROBE = /^script-src blocked eval \(.*\/static\/schemas-[\w-]+\.js:\d+\)$/;

const violations = async (page: Page) =>
  (await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).filter(
    (v) => !ZOD_EVAL_PROBE.test(v),
  );

describe('the production CSP in the browser', () => {
  it('is sent with the app, and the landing page, dashboard and editor run under it without a violation', async () => {
    const page = await recordingPage(false);
    const response = await page.goto('/');
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response?.headers()['x-frame-options']).toBe('DENY');
    expect(response?.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
    await expect
      .poll(() => page.getByText("Tell me about your business and I'll help you get started!").isVisible())
      .toBe(true);
    expect(await violations(page)).toEqual([]);
    await page.context().close();

    const signedIn = await recordingPage(true);
    await signedIn.goto('/dashboard');
    await signedIn.waitForLoadState('networkidle');
    expect(await violations(signedIn)).toEqual([]);
    await signedIn.goto('/editor');
    await signedIn.getByRole('button', { name: 'Start from a blank email' }).click();
    await expect
      .poll(() => emailPreview(signedIn).locator('body').innerText(), { timeout: 15_000 })
      .toContain('Your heading');
    expect(await violations(signedIn)).toEqual([]);
    await signedIn.context().close();
  });

  it('is in force: an injected inline script does not run and is reported', async () => {
    const page = await recordingPage(false);
    await page.goto('/privacy-policy');
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedRan = true;';
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return (window as unknown as { injectedRan?: boolean }).injectedRan === true;
    });
    expect(ran).toBe(false);
    expect(await violations(page)).toEqual([expect.stringMatching(/^script-src-elem blocked inline/)]);
    await page.context().close();
  });
});
