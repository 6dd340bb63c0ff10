/**
 * Issue 33 in Chromium at 375 px, the pages a shop's subscribers see: a visitor signs up through the shop's
 * form and confirms from the mail. On Premium the confirmation's result page shows the shop's logo and
 * colours with no product navigation and no "Sent with Jungle Mail"; on Free the result page and the
 * unsubscribe page name the shop with the small "Sent with Jungle Mail" line.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { localSigning } from '../../lambdas/adapters/local/signing-secret';
import { signUnsubscribe } from '../../lambdas/domain/links/unsubscribe-token';
import { defaultBrandKit } from '../../shared/contracts/brand';
import { buildSignupFormSnippet } from '../../shared/tracking/signup-form-snippet';
import { launchChromium, newContext, PHONE } from './support/browser';
import { waitForMails } from './support/mail';
import { activatePlan } from './support/plan';
import { apiAs, createUser, verifiedUser, type E2eUser } from './support/session';

const baseUrl = inject('e2eBaseUrl');
const env = inject('e2eStackEnv');
const ses = env.AWS_ENDPOINT_SES as string;
const LOGO = `${baseUrl}/favicon.svg`;
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** An owner on `tier` with a brand kit and a tracking id (the signup form's). */
async function shopOn(tier: 'free' | 'premium', shopName: string) {
  const send = (method: string, body: unknown) => ({ method, body: JSON.stringify(body) });
  const owner: E2eUser = await verifiedUser(baseUrl, ses, await createUser(baseUrl, `sub-${tier}`));
  await activatePlan(baseUrl, env, owner, tier);
  const { setup } = await apiAs<{ setup: { id: string } }>(
    baseUrl,
    owner,
    '/api/setup',
    send('PATCH', { websiteProvider: 'custom', domain: `${tier}-${Date.now().toString(36)}.example.com` }),
  );
  const brand = { ...defaultBrandKit(null), shopName, logoUrl: tier === 'premium' ? LOGO : null };
  brand.colors.background = '#fbf7f2';
  await apiAs(baseUrl, owner, '/api/brand', send('PUT', brand));
  const { trackingPixelId } = await apiAs<{ trackingPixelId: string }>(
    baseUrl,
    owner,
    '/api/tracking/id',
    send('POST', { emailSetupId: setup.id }),
  );
  return { owner, trackingId: trackingPixelId };
}

/** A visitor signs up on the shop's page and opens the confirmation link; answers the page on it. */
async function signUpAndConfirm(trackingId: string, reader: string): Promise<Page> {
  const context = await newContext(browser, baseUrl, PHONE);
  const form = buildSignupFormSnippet({ origin: baseUrl, trackingId });
  await context.route('http://shop.test/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>Shop</title></head><body>${form}</body></html>`,
    }),
  );
  const page = await context.newPage();
  await page.goto('http://shop.test/');
  await page.getByLabel('Email').fill(reader);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await page.waitForURL(/\/subscribed\?status=pending$/);
  const [mail] = await waitForMails(ses, reader, 1);
  const link = /Confirm: (\S+)/.exec(mail?.body.text ?? '')?.[1];
  expect(link).toBeDefined();
  await page.goto(link as string);
  await page.getByRole('button', { name: 'Confirm my subscription' }).click({ timeout: 20_000 });
  await page.waitForURL(/\/subscribed\?status=confirmed$/);
  await page.getByRole('heading', { name: "You're subscribed" }).waitFor({ timeout: 15_000 });
  return page;
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const widthOf = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
async function seriousAxe(page: Page): Promise<string[]> {
  return (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('subscriber pages in the shop’s brand (375 px)', () => {
  it('Premium: the opt-in result shows the shop’s logo and colours, no product navigation', async () => {
    const { trackingId } = await shopOn('premium', 'Fern & Moss');
    const page = await signUpAndConfirm(trackingId, `p-${Date.now().toString(36)}@example.com`);
    const logo = page.getByRole('img', { name: 'Fern & Moss' });
    await logo.waitFor({ timeout: 15_000 });
    expect(await logo.getAttribute('src')).toBe(LOGO);
    const card = page
      .locator('div', { has: page.getByRole('heading', { name: "You're subscribed" }) })
      .last();
    expect(await card.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(251, 247, 242)');
    expect(await nav(page).count()).toBe(0);
    expect(await page.getByText('Sent with Jungle Mail').count()).toBe(0);
    expect(await widthOf(page)).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousAxe(page)).toEqual([]);
    await page.context().close();
  });

  it('Free: the opt-in result and the unsubscribe page name the shop with “Sent with Jungle Mail”', async () => {
    const { owner, trackingId } = await shopOn('free', 'Pebble Pottery');
    const reader = `f-${Date.now().toString(36)}@example.com`;
    const page = await signUpAndConfirm(trackingId, reader);
    await page.getByText('Pebble Pottery').waitFor({ timeout: 15_000 });
    expect(await page.getByText('Sent with Jungle Mail').isVisible()).toBe(true);
    expect(await page.getByRole('img', { name: 'Pebble Pottery' }).count()).toBe(0);

    const { contacts } = await apiAs<{ contacts: { id: string; email: string }[] }>(
      baseUrl,
      owner,
      '/api/contacts',
    );
    const contactId = contacts.find((c) => c.email === reader)?.id as string;
    const signing = localSigning(env.SIGNING_SECRET_FILE as string);
    const token = await signUnsubscribe(signing, { sub: owner.sub, contactId, campaignId: 'none' });
    await page.goto(`${baseUrl}/u/${token}`);
    await page.getByRole('heading', { name: "You're unsubscribed" }).waitFor({ timeout: 20_000 });
    expect(await page.getByText('Pebble Pottery').isVisible()).toBe(true);
    expect(await page.getByText('Sent with Jungle Mail').isVisible()).toBe(true);
    expect(await widthOf(page)).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousAxe(page)).toEqual([]);
    await page.context().close();
  });
});
