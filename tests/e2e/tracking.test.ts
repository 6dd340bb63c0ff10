/**
 * The tracking pixel end to end in Chromium, over the real stack: a signed-in user with a setup opens
 * /website-tracking, copies the generated script, a loopback test site (node:http on 127.0.0.1) carries
 * it, a visitor opens that site, and Test Pixel Installation turns green; "Check my site" finds the
 * snippet (the e2e stack allows loopback fetches and maps the setup's domain to the test site's port,
 * tests/e2e/global-setup.ts).
 */
import AxeBuilder from '@axe-core/playwright';
import { createServer, type Server } from 'node:http';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, launchChromium, newContext } from './support/browser';
import { createUser, signInContext, type E2eUser } from './support/session';

const baseUrl = inject('e2eBaseUrl');
const site = inject('e2eSite');
const HELP =
  "Make sure you've saved/published the script on your site and visited a page. It can sometimes take a few minutes for the first signal to arrive.";

let browser: Browser;
let owner: E2eUser;
let server: Server;
/** What the test site's homepage carries right now. */
let siteHead = '';
const siteRequests: string[] = [];

async function patchSetup(user: E2eUser, body: Record<string, unknown>): Promise<{ id: string }> {
  const res = await fetch(`${baseUrl}/api/setup`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${user.idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`PATCH /api/setup: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { setup: { id: string } }).setup;
}

beforeAll(async () => {
  browser = await launchChromium();
  owner = await createUser(baseUrl, 'tracking');
  await patchSetup(owner, {
    businessDescription: 'Hand-poured soy candles and natural soaps.',
    goalsFormRawText: 'Bring customers back for new scents',
    selectedCampaignIds: ['welcome_new_subscriber', 'abandoned_cart_1'],
    websiteProvider: 'custom',
    domain: site.domain,
  });
  server = createServer((req, res) => {
    siteRequests.push(`${req.method} ${req.headers.host} ${req.url}`);
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html><head><title>Candles</title>${siteHead}</head><body><h1>Candles</h1></body></html>`,
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(site.port, '127.0.0.1', () => resolve());
  });
});

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

async function ownerPage(context: BrowserContext): Promise<Page> {
  await signInContext(context, baseUrl, owner);
  const page = await context.newPage();
  await page.goto('/website-tracking');
  await expect
    .poll(() => page.getByRole('heading', { name: 'Website Tracking Pixel' }).isVisible())
    .toBe(true);
  return page;
}

const script = (page: Page) => page.getByLabel('Your tracking script');
const pixelResult = (page: Page) => page.locator('#pixel-test-result');
const siteResult = (page: Page) => page.locator('#site-check-result');
/** The result's sentence (the box also names the page checked and what to do next). */
const siteSentence = (page: Page) => siteResult(page).locator('p').first();

describe('/website-tracking in Chromium', () => {
  it('generates the script, and after a visit to a site carrying it the pixel test turns green and Check my site finds it', async () => {
    const context = await newContext(browser, baseUrl, DESKTOP);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(baseUrl).origin,
    });
    const page = await ownerPage(context);

    // The snippet, copied with Copy Script, points at this stack's origin.
    await expect.poll(() => script(page).isVisible(), { timeout: 15_000 }).toBe(true);
    const shown = (await script(page).textContent()) ?? '';
    expect(shown).toContain(`<script async src="${new URL(baseUrl).origin}/api/jm.js" data-id="jm_`);
    await page.getByRole('button', { name: 'Copy Script' }).click();
    await expect.poll(() => page.getByText('Copied!').isVisible()).toBe(true);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(shown);

    // Nothing has arrived yet: red, with the spec's help text.
    await page.getByRole('button', { name: 'Test Pixel Installation' }).click();
    await expect.poll(() => pixelResult(page).textContent()).toContain('not yet received');
    expect(await pixelResult(page).textContent()).toContain(HELP);
    expect(await pixelResult(page).getAttribute('class')).toMatch(/error/);

    // Before any check the panel lists no outcome (issue 23: 'Found … You are all set.' read like a result),
    // and it says which addresses it loads: https, or http when https does not answer (this test site).
    expect(await page.getByText('You are all set.').count()).toBe(0);
    expect(
      await page
        .getByText(
          `We can load https://${site.domain}/ (or http://${site.domain}/ when https does not answer)`,
        )
        .count(),
    ).toBe(1);

    // Check my site before the script is on the site: missing.
    await page.getByRole('button', { name: 'Check my site' }).click();
    await expect
      .poll(() => siteSentence(page).textContent(), { timeout: 15_000 })
      .toBe(
        `Problem: Could not find the tracking script on http://${site.domain}/. Make sure it is saved and published on your homepage.`,
      );

    // The customer publishes the copied snippet; a visitor (no session of ours) opens the site.
    siteHead = copied;
    const visitorContext = await newContext(browser, `http://127.0.0.1:${site.port}`, PHONE);
    const visitor = await visitorContext.newPage();
    const beacon = visitor.waitForRequest(
      (r) => r.url() === `${new URL(baseUrl).origin}/api/t` && r.method() === 'POST',
    );
    await visitor.goto('/shop?from=e2e');
    await beacon;
    await expect
      .poll(() =>
        visitor.evaluate(
          () => typeof (window as unknown as { jungleMail?: { track?: unknown } }).jungleMail?.track,
        ),
      )
      .toBe('function');

    // Test Pixel Installation turns green (the beacon may still be in flight: test again until it lands).
    await expect
      .poll(
        async () => {
          await page.getByRole('button', { name: 'Test Pixel Installation' }).click();
          await expect.poll(() => page.getByRole('button', { name: 'Testing...' }).count()).toBe(0);
          return pixelResult(page).getAttribute('class');
        },
        { timeout: 20_000, interval: 500 },
      )
      .toMatch(/success/);
    const green = (await pixelResult(page).textContent()) ?? '';
    expect(green).toContain('Pixel is installed: events are arriving from your site.');
    // Origin and path only: a page's query string may carry personal data, so it is not stored.
    expect(green).toContain(`http://127.0.0.1:${site.port}/shop`);
    expect(green).not.toContain('from=e2e');
    expect(green).toContain('pixel-loaded');
    expect(green).not.toContain(HELP);

    // Check my site now finds it (fetched server-side from the setup's domain, mapped to the test site).
    await page.getByRole('button', { name: 'Check my site' }).click();
    await expect
      .poll(() => siteSentence(page).textContent(), { timeout: 15_000 })
      .toBe(`Success: Found your tracking script on http://${site.domain}/.`);
    expect(await siteResult(page).textContent()).toContain(`Page checked`);
    expect(await siteResult(page).getByText('You are all set.').isVisible()).toBe(true);
    expect(siteRequests.some((r) => r.startsWith(`GET ${site.domain} /`))).toBe(true);

    await visitorContext.close();
    await context.close();
  });

  it('works at 375 px with the keyboard, has no serious axe violations, and leads on to plan selection', async () => {
    const context = await newContext(browser, baseUrl, PHONE);
    const page = await ownerPage(context);
    await expect.poll(() => script(page).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);

    const violations = (await new AxeBuilder({ page }).analyze()).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(violations).toEqual([]);

    // Keyboard: focus the test button and press Enter.
    await page.getByRole('button', { name: 'Test Pixel Installation' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => pixelResult(page).isVisible()).toBe(true);

    expect(await page.getByRole('button', { name: 'Previous Step' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Continue to Plan Selection' }).click();
    await page.waitForURL('**/subscription-plan');
    await context.close();
  });

  // The two failures below cannot be produced through the UI against a healthy stack (a user without a
  // setup is sent to '/' by the onboarding rules first), so the API's answers are replaced in the browser.
  it("shows the red 'Setup ID Missing' notice when the setup cannot be read, and refuses to test", async () => {
    const context = await newContext(browser, baseUrl, DESKTOP);
    await context.route('**/api/setup', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"error":"unavailable","message":"Down"}',
      }),
    );
    const page = await ownerPage(context);
    const notice = page.getByRole('alert').filter({ hasText: 'Setup ID Missing' });
    await expect.poll(() => notice.isVisible(), { timeout: 15_000 }).toBe(true);
    await page.getByRole('button', { name: 'Test Pixel Installation' }).click();
    await expect.poll(() => page.getByText('Cannot Test Pixel').isVisible()).toBe(true);
    expect(await page.getByText('Setup ID is missing.').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Copy Script' }).isDisabled()).toBe(true);
    await context.close();
  });

  it("says 'Could not load required IDs: ...' when the tracking id cannot be made", async () => {
    const context = await newContext(browser, baseUrl, DESKTOP);
    await context.route('**/api/tracking/id', (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: JSON.stringify({
          error: 'setup_not_found',
          message: 'Email setup not found. Please complete previous steps.',
        }),
      }),
    );
    const page = await ownerPage(context);
    await expect
      .poll(
        () =>
          page
            .getByText('Could not load required IDs: Email setup not found. Please complete previous steps.')
            .isVisible(),
        {
          timeout: 15_000,
        },
      )
      .toBe(true);
    expect(await page.getByRole('button', { name: 'Copy Script' }).isDisabled()).toBe(true);
    await context.close();
  });
});
