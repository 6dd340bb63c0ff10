/**
 * Settings › API keys in Chromium at 375 px (issue 31): a Premium account creates a key with the keyboard
 * (name, scopes), sees it once with its Copy button and the words that it will not be shown again, finds it in
 * the list (never the secret again), and revokes it after a confirmation; the key then stops. A Pro account
 * sees the Premium plan's words. The reference page /docs/api lists the operations, signed out; each curl
 * example shows whole, and its Copy button copies it.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { API_ACCESS_PLAN_MESSAGE } from '../../shared/contracts/api-keys';
import { PHONE, launchChromium, newContext } from './support/browser';
import { activatePlan } from './support/plan';
import { createUser, signInContext } from './support/session';

const baseUrl = inject('e2eBaseUrl');
const env = inject('e2eStackEnv');
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('API keys', () => {
  it('creates a key shown once, lists it with last use, and revokes it after a confirmation', async () => {
    const user = await createUser(baseUrl, 'api-e2e');
    await activatePlan(baseUrl, env, user, 'premium');
    const context = await newContext(browser, baseUrl, PHONE);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await signInContext(context, baseUrl, user);
    const page = await context.newPage();
    await page.goto('/account');
    await page.getByRole('button', { name: 'Create API key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create an API key' });
    await dialog.getByLabel('Name').fill('Shop server');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space'); // contacts:read too
    await dialog.getByRole('button', { name: 'Create key' }).click();
    const shown = page.getByRole('dialog', { name: 'Your new API key' });
    await expect.poll(() => shown.count(), { timeout: 20_000 }).toBe(1);
    expect(await shown.getByText('it will not be shown again', { exact: false }).isVisible()).toBe(true);
    expect(await shown.getByRole('button', { name: 'Copy' }).isVisible()).toBe(true);
    const secret = (await page.getByTestId('api-key-secret').textContent()) ?? '';
    expect(secret).toMatch(/^jm_live_/);
    expect(await noHorizontalScroll(page)).toBe(true);
    await shown.getByRole('button', { name: 'Done' }).click();
    const list = page.getByRole('list', { name: 'API keys' });
    await expect.poll(() => list.getByText('Shop server').count()).toBe(1);
    expect(await list.textContent()).toContain('events:write, contacts:read');
    expect(await page.content()).not.toContain(secret);
    const call = () =>
      fetch(`${baseUrl}/api/v1/contacts/nobody%40shop.test`, {
        headers: { authorization: `Bearer ${secret}` },
      });
    expect((await call()).status).toBe(404);

    // The reference's curl example for sending an event works as shown, with this key.
    await page.goto('/docs/api');
    const example = page.getByRole('region', { name: 'Example: POST /api/v1/events with curl' });
    await expect.poll(() => example.count(), { timeout: 20_000 }).toBe(1);
    const shownCurl = (await example.innerText()).trim();
    expect(shownCurl).toContain(`curl -X POST '${baseUrl}/api/v1/events'`);
    expect(shownCurl).toContain('-H "Authorization: Bearer $JM_API_KEY"');
    const sent = await fetch(`${baseUrl}/api/v1/events`, {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
      body: /-d '([\s\S]*)'$/.exec(shownCurl)?.[1] ?? '',
    });
    expect(sent.status).toBe(202);
    // The box shows the whole example (its last lines were cut off), and Copy copies exactly what it shows.
    expect(await example.evaluate((el) => el.scrollHeight <= el.clientHeight)).toBe(true);
    // At 375 px no example hides the end of a line behind a sideways scroll: long lines wrap.
    const hidden = await page
      .locator('pre[aria-label^="Example:"]')
      .evaluateAll((boxes) => boxes.filter((b) => b.scrollWidth > b.clientWidth).length);
    expect(hidden).toBe(0);
    // Its name is 'Copy the POST … example', then 'Copied the POST … example' for 2 s.
    const copy = page.getByRole('button', { name: /^Cop(y|ied) the POST \/api\/v1\/events example$/ });
    expect(await copy.textContent()).toMatch(/^Copy /);
    await copy.click();
    await expect.poll(() => copy.textContent()).toMatch(/^Copied /);
    expect(await page.getByRole('status').filter({ hasText: 'Copied.' }).count()).toBe(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await example.textContent());
    expect(await noHorizontalScroll(page)).toBe(true);
    await page.goto('/account');

    await page.getByRole('button', { name: 'Revoke Shop server' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke "Shop server"?' });
    await confirm.getByRole('button', { name: 'Revoke key' }).click();
    await expect.poll(() => list.getByText('Revoked', { exact: false }).count(), { timeout: 20_000 }).toBe(1);
    expect((await call()).status).toBe(401);
    await context.close();
  });

  it('shows a Pro account the Premium plan’s words, and the reference page to anyone', async () => {
    const user = await createUser(baseUrl, 'api-e2e-pro');
    await activatePlan(baseUrl, env, user, 'pro');
    const context = await newContext(browser, baseUrl, PHONE);
    await signInContext(context, baseUrl, user);
    const page = await context.newPage();
    await page.goto('/account');
    await expect.poll(() => page.getByText(API_ACCESS_PLAN_MESSAGE).count(), { timeout: 20_000 }).toBe(1);
    expect(await page.getByRole('button', { name: 'Create API key' }).count()).toBe(0);
    await context.close();

    const visitor = await newContext(browser, baseUrl, PHONE);
    const docs = await visitor.newPage();
    await docs.goto('/docs/api');
    await expect
      .poll(() => docs.getByRole('heading', { name: 'POST /api/v1/events' }).count(), { timeout: 20_000 })
      .toBe(1);
    expect(await docs.getByText('Scope: events:write').count()).toBe(1);
    // The document's descriptions are CommonMark: code spans are code, not text between backticks.
    expect(await docs.locator('code', { hasText: 'Authorization: Bearer jm_live_...' }).count()).toBe(1);
    expect(await docs.locator('main').innerText()).not.toContain('`');
    expect(await noHorizontalScroll(docs)).toBe(true);
    await visitor.close();
  });
});
