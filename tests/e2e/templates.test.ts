/**
 * Issue 33 in Chromium: set a brand kit in account settings, start an email from a template of the gallery,
 * and see the brand in the editor's preview (desktop); the gallery, its preview dialog and the brand kit
 * work at 375 px. With `npm run screenshots`, the docs' pictures of the gallery and its preview (desktop and
 * 375 px, light and dark) are taken here.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchChromium, newContext, PHONE, type Viewport } from './support/browser';
import { emailPreview } from './support/editor';
import { rectOf } from './support/geometry';
import { activatePlan } from './support/plan';
import { docsScreenshot } from './support/screenshots';
import { createUser, signInContext, verifiedUser, type E2eUser } from './support/session';

const baseUrl = inject('e2eBaseUrl');
const env = inject('e2eStackEnv');
let browser: Browser;
let user: E2eUser;

beforeAll(async () => {
  browser = await launchChromium();
  // Verified, so the pictures for the docs show no "Verify your email address" banner.
  user = await verifiedUser(baseUrl, env.AWS_ENDPOINT_SES as string, await createUser(baseUrl, 'templates'));
  await activatePlan(baseUrl, env, user, 'pro');
});
afterAll(async () => {
  await browser?.close();
});

async function open(viewport: Viewport, path: string): Promise<Page> {
  const context = await newContext(browser, baseUrl, viewport);
  await signInContext(context, baseUrl, user);
  const page = await context.newPage();
  await page.goto(path);
  return page;
}
const widthOf = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Opens a template's preview dialog and takes it light and dark for the docs (`<name>`, `<name>-dark`). */
async function previewShots(page: Page, template: string, name: string, narrow: boolean) {
  await page.getByRole('button', { name: `Preview ${template}` }).click();
  const dialog = page.getByRole('dialog', { name: template });
  await dialog.waitFor({ timeout: 10_000 });
  if (narrow) await dialog.getByRole('button', { name: '375 px' }).click();
  await docsScreenshot(page, name);
  await dialog.getByRole('button', { name: 'Dark' }).click();
  const frame = dialog.locator('iframe');
  await expect.poll(() => frame.getAttribute('srcdoc')).toContain('#121212');
  await docsScreenshot(page, `${name}-dark`);
  return dialog;
}

describe('brand kit and template gallery', () => {
  it('a brand kit set in account settings shows in the email started from a template', async () => {
    const page = await open(DESKTOP, '/account');
    const shop = page.getByRole('textbox', { name: 'Shop name' });
    await expect.poll(() => shop.isVisible(), { timeout: 20_000 }).toBe(true);
    await shop.fill('Fern & Moss');
    await page.getByLabel('Primary (buttons)').fill('#8a2be2');
    await page.getByRole('radio', { name: 'Pill' }).check();
    await page.getByRole('button', { name: 'Save brand kit' }).click();
    await expect
      .poll(() => page.getByText('Brand kit saved').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);

    await page.goto('/templates');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Start from a template' }).isVisible(), {
        timeout: 20_000,
      })
      .toBe(true);
    await docsScreenshot(page, 'template-gallery-1280');
    await previewShots(page, 'Sale Announcement', 'template-preview-1280', false);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Use this template: Sale Announcement' }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toMatch(/^\/editor\/[^/]+$/);
    const body = emailPreview(page).locator('body');
    await expect.poll(() => body.innerText().catch(() => ''), { timeout: 20_000 }).toContain('Fern & Moss');
    expect(await body.innerHTML()).toContain('#8a2be2');
    expect(await body.innerText()).toContain('SALE20');
    await page.context().close();
  });

  it('the gallery, its preview and the brand kit work at 375 px', async () => {
    const page = await open(PHONE, '/templates');
    await expect
      .poll(() => page.getByRole('button', { name: 'Preview Birthday Greeting' }).isVisible(), {
        timeout: 20_000,
      })
      .toBe(true);
    expect(await widthOf(page)).toBeLessThanOrEqual(PHONE.width);
    // Each card's preview is centred in its frame (it was drawn from the left, a gap on its right).
    const card = page.getByRole('listitem').filter({
      has: page.getByRole('button', { name: 'Preview Birthday Greeting' }),
    });
    const frame = await rectOf(card.locator('iframe'));
    const thumb = await rectOf(card.locator('iframe').locator('..'));
    expect(Math.abs(frame.left - thumb.left - (thumb.right - frame.right))).toBeLessThanOrEqual(2);
    await docsScreenshot(page, 'template-gallery-375');
    await previewShots(page, 'Birthday Greeting', 'template-preview-375', true);
    expect(await widthOf(page)).toBeLessThanOrEqual(PHONE.width);
    await page.keyboard.press('Escape');

    await page.goto('/account');
    const save = page.getByRole('button', { name: 'Save brand kit' });
    await expect.poll(() => save.isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await widthOf(page)).toBeLessThanOrEqual(PHONE.width);
    await page.context().close();
  });
});
