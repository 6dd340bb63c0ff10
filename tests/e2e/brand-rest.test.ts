/**
 * Issue 33 in Chromium at 375 px: a Premium owner uploads a logo in the brand kit, the dashboard offers the
 * templates of the emails chosen at onboarding, and the shop's unsubscribe page shows the shop's logo with
 * no product navigation.
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { localSigning } from '../../lambdas/adapters/local/signing-secret';
import { signUnsubscribe } from '../../lambdas/domain/links/unsubscribe-token';
import { launchChromium, newContext, PHONE } from './support/browser';
import { activatePlan } from './support/plan';
import { apiAs, createUser, signInContext, type E2eUser } from './support/session';

const baseUrl = inject('e2eBaseUrl');
const env = inject('e2eStackEnv');
let browser: Browser;
let user: E2eUser;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  browser = await launchChromium();
  user = await createUser(baseUrl, 'brand-rest');
  await activatePlan(baseUrl, env, user, 'premium');
  await apiAs(baseUrl, user, '/api/setup', {
    method: 'PATCH',
    body: JSON.stringify({ selectedCampaignIds: ['welcome_new_subscriber', 'abandoned_cart_1'] }),
  });
});
afterAll(async () => {
  await browser?.close();
});

async function open(path: string): Promise<Page> {
  const context = await newContext(browser, baseUrl, PHONE);
  await signInContext(context, baseUrl, user);
  const page = await context.newPage();
  await page.goto(path);
  return page;
}
const widthOf = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('brand kit logo, chosen templates, Premium subscriber page (375 px)', () => {
  it('uploads a logo in the brand kit and saves it', async () => {
    const page = await open('/account');
    const file = page.getByLabel('Upload a logo');
    await expect.poll(() => file.isVisible(), { timeout: 20_000 }).toBe(true);
    const path = join(tmpdir(), `logo-${Date.now()}.png`);
    writeFileSync(path, PNG);
    await file.setInputFiles(path);
    const logo = page.getByRole('img', { name: 'Your logo' });
    await expect.poll(() => logo.isVisible(), { timeout: 20_000 }).toBe(true);
    await page.getByRole('button', { name: 'Save brand kit' }).click();
    await expect
      .poll(() => page.getByText('Brand kit saved').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    expect(await widthOf(page)).toBeLessThanOrEqual(PHONE.width);
    await page.context().close();
  });

  it('offers the chosen emails’ templates on the empty dashboard', async () => {
    const page = await open('/dashboard');
    const heading = page.getByRole('heading', { name: 'Start with the emails you chose' });
    await expect.poll(() => heading.isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await page.getByRole('button', { name: /^Use / }).count()).toBeGreaterThanOrEqual(2);
    expect(await widthOf(page)).toBeLessThanOrEqual(PHONE.width);
    await page.context().close();
  });

  it('shows a Premium shop’s unsubscribe page with its logo and no product navigation', async () => {
    const { contact } = await apiAs<{ contact: { id: string } }>(baseUrl, user, '/api/contacts', {
      method: 'POST',
      body: JSON.stringify({ email: `reader-${Date.now()}@example.com` }),
    });
    const signing = localSigning(env.SIGNING_SECRET_FILE as string);
    const token = await signUnsubscribe(signing, {
      sub: user.sub,
      contactId: contact.id,
      campaignId: 'none',
    });
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(`${baseUrl}/u/${token}`);
    await expect
      .poll(
        () =>
          page
            .getByRole('heading', { name: /subscribed/i })
            .first()
            .isVisible(),
        { timeout: 20_000 },
      )
      .toBe(true);
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    expect(await page.getByText('Sent with Jungle Mail').count()).toBe(0);
    expect(await widthOf(page)).toBeLessThanOrEqual(PHONE.width);
    await page.close();
  });
});
