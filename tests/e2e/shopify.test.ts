/**
 * Issue 31: /shopify in Chromium over the real stack (Shopify's Admin API mocked by the stack's loopback
 * stand-in). A refused token shows Shopify's refusal and keeps what was typed; a good one connects, shows only
 * the last 4 characters, and Disconnect asks first. After a connect the focus moves to the Connected card's
 * heading, in view. At 375 px nothing scrolls sideways; no serious axe finding.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, newContext, PHONE } from './support/browser';
import { activatePlan } from './support/plan';
import { createUser, signInContext, type E2eUser } from './support/session';

const baseUrl = inject('e2eBaseUrl');
const env = inject('e2eStackEnv');
const TOKEN = 'shpat_e2e0123456789abcdef0123456789';
const SECRET = 'shpss_e2e_secret_key_0123456789';
let browser: Browser;
let owner: E2eUser;

beforeAll(async () => {
  browser = await launchChromium();
  owner = await createUser(baseUrl, 'shopify');
  // A signed-in page is guarded like /dashboard: the account has a plan.
  await activatePlan(baseUrl, env, owner);
});
afterAll(async () => {
  await browser?.close();
});

describe('/shopify', () => {
  it('connects with a custom app token at 375 px, showing only the last 4 characters, and disconnects', async () => {
    const context = await newContext(browser, baseUrl, PHONE);
    await signInContext(context, baseUrl, owner);
    const page = await context.newPage();
    await page.goto('/shopify');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Shopify', level: 1 }).isVisible(), { timeout: 30_000 })
      .toBe(true);
    // The shop's own domain is refused under its field, and the focus moves there, below the sticky header
    // (at 375 px the form is a long scroll down: the refusal was out of sight of the Connect button).
    await page.getByLabel('Shop address').fill('candles.example.com');
    await page.getByLabel('Admin API access token').fill(TOKEN);
    await page.getByLabel('API secret key').fill(SECRET);
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')), { timeout: 15_000 })
      .toBe('shop');
    expect(await page.getByText(/^Enter your shop's myshopify.com address/).isVisible()).toBe(true);
    const headerBottom = (await page.locator('header').first().boundingBox())?.height ?? 0;
    await expect
      .poll(async () => (await page.getByLabel('Shop address').boundingBox())?.y ?? -1)
      .toBeGreaterThanOrEqual(headerBottom);

    await page.getByLabel('Shop address').fill(`e2e-${owner.sub.slice(0, 8)}.myshopify.com`);
    await page.getByLabel('Admin API access token').fill('wrong_token_not_a_custom_app');
    await page.getByLabel('API secret key').fill(SECRET);
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect
      .poll(() =>
        page.getByRole('alert').filter({ hasText: 'Shopify refused this access token' }).isVisible(),
      )
      .toBe(true);
    expect(await page.getByLabel('API secret key').inputValue()).toBe(SECRET);

    await page.getByLabel('Admin API access token').fill(TOKEN);
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Connected' }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    // The card is above the form: the focus moves to its heading, which scrolls it into view below the sticky
    // header (the page stayed scrolled down at the form, under the toast) and has screen readers say it.
    // toBeFocused / toBeInViewport are @playwright/test's; this suite is vitest over playwright-core.
    const connected = page.getByRole('heading', { name: 'Connected' });
    await expect.poll(() => connected.evaluate((el) => el === document.activeElement)).toBe(true);
    const box = await connected.boundingBox();
    expect(box?.y ?? -1).toBeGreaterThanOrEqual(headerBottom);
    expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(PHONE.height);
    // Connected, the custom app's steps fold away under a summary.
    expect(await page.getByRole('heading', { name: /^Before you connect/ }).count()).toBe(0);
    expect(await page.getByText('How to make a custom app in Shopify').isVisible()).toBe(true);
    const main = (await page.locator('main').textContent()) ?? '';
    expect(main).toContain(`•••• ${TOKEN.slice(-4)}`);
    expect(main).not.toContain(TOKEN);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(
      axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);

    await page.getByRole('button', { name: 'Disconnect' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Connected' }).count(), { timeout: 15_000 })
      .toBe(0);
    await context.close();
  });
});
