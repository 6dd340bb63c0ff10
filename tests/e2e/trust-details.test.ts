/**
 * Small things that cost trust (issue 30), in Chromium over the real stack: the editor's fields never show
 * a placeholder token (an empty field that says "Link required" / "Image required"); the colour pickers
 * show a button's real colours; "Fix it"'s editor address opens on the offending element; at 375 px the
 * review's "Reject all" is whole and on screen; a toast moves no content, covers neither the navigation nor
 * the DNS banner, and an error toast stays on its page; "Delete my account" lives in account settings;
 * a role address added by hand gets the import's warning.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PLACEHOLDER_IMAGE, PLACEHOLDER_LINK } from '../../shared/email';
import { DESKTOP, PHONE, launchChromium, newContext, type Viewport } from './support/browser';
import { overlaps, rectOf } from './support/geometry';
import { docsScreenshot } from './support/screenshots';
import { activatePlan } from './support/plan';
import { apiAs, createUser, signInContext, type E2eUser } from './support/session';

const baseUrl = inject('e2eBaseUrl');
const env = inject('e2eStackEnv');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function open(user: E2eUser, viewport: Viewport, path: string): Promise<Page> {
  const context = await newContext(browser, baseUrl, viewport);
  await signInContext(context, baseUrl, user);
  const page = await context.newPage();
  await page.goto(path);
  return page;
}
/** Screenshots to look at, written only with WRITE_SCREENSHOTS=1 (as trust-*.png, through the docs helper). */
const shot = (page: Page, name: string) => docsScreenshot(page, `trust-${name}`);

const emailDoc = {
  name: 'Trust check',
  sections: [
    {
      id: 's1',
      elements: [
        { id: 'h1', type: 'header', content: 'Autumn candles' },
        {
          id: 'b-blue',
          type: 'button',
          content: 'Shop now',
          properties: { button: { href: PLACEHOLDER_LINK, backgroundColor: '#00f', textColor: 'white' } },
        },
        {
          id: 'b-plain',
          type: 'button',
          content: 'Read more',
          properties: { button: { href: PLACEHOLDER_LINK } },
        },
        { id: 'img', type: 'image', properties: { image: { src: PLACEHOLDER_IMAGE, alt: 'Candles' } } },
      ],
    },
  ],
};

async function userWithEmail(): Promise<{ user: E2eUser; projectId: string }> {
  const user = await createUser(baseUrl, 'trust');
  await activatePlan(baseUrl, env, user);
  const { project } = await apiAs<{ project: { id: string; version: number } }>(
    baseUrl,
    user,
    '/api/projects',
    {
      method: 'POST',
      body: JSON.stringify({ name: 'Trust check' }),
    },
  );
  await apiAs(baseUrl, user, `/api/projects/${project.id}/content`, {
    method: 'PUT',
    body: JSON.stringify({ expectedVersion: project.version, document: emailDoc }),
  });
  return { user, projectId: project.id };
}

const sidePane = (page: Page) => page.getByRole('region', { name: 'Side pane' });
const outlineItem = (page: Page, id: string) => page.locator(`[data-outline-id="${id}"]`);
/** Each colour picker of the side pane: its label and the value the picker shows. */
const pickers = (page: Page) =>
  sidePane(page)
    .locator('input[type=color]')
    .evaluateAll((inputs) =>
      inputs.map((i) => [
        document.querySelector(`label[for="${i.id}"]`)?.textContent ?? '',
        (i as HTMLInputElement).value,
      ]),
    );

describe('the editor', () => {
  it('shows no placeholder token, says what is required, and shows a button’s real colours', async () => {
    const { user, projectId } = await userWithEmail();
    const page = await open(user, DESKTOP, `/editor/${projectId}`);
    await page.getByRole('tab', { name: 'Edit' }).click({ timeout: 20_000 });

    await outlineItem(page, 'b-blue').click();
    await expect.poll(() => sidePane(page).innerText()).toContain('Link required');
    expect(await sidePane(page).innerText()).not.toContain('@@');
    expect((await pickers(page)).slice(0, 2)).toEqual([
      ['Background', '#0000ff'],
      ['Text colour', '#ffffff'],
    ]);
    await shot(page, 'editor-button-fields');

    await outlineItem(page, 'b-plain').click();
    await expect
      .poll(async () => (await pickers(page)).slice(0, 2))
      .toEqual([
        ['Background', '#007bff'],
        ['Text colour', '#ffffff'],
      ]);

    await outlineItem(page, 'img').click();
    await expect.poll(() => sidePane(page).innerText()).toContain('Image required');
    expect(await sidePane(page).innerText()).not.toContain('@@');
    expect(await sidePane(page).locator('input[value*="@@"]').count()).toBe(0);
    await shot(page, 'editor-image-fields');
    await page.context().close();
  });

  it('opens on the element a check names (the address "Fix it" links to)', async () => {
    const { user, projectId } = await userWithEmail();
    const page = await open(user, DESKTOP, `/editor/${projectId}?element=b-plain`);
    const edit = page.getByRole('tab', { name: 'Edit' });
    await expect.poll(() => edit.getAttribute('aria-selected'), { timeout: 20_000 }).toBe('true');
    expect(await outlineItem(page, 'b-plain').getAttribute('aria-current')).toBe('true');
    expect(await sidePane(page).getByRole('heading', { name: 'Button', level: 3 }).isVisible()).toBe(true);
    await page.context().close();
  });

  it('at 375 px shows "Reject all" whole and on screen', async () => {
    const user = await createUser(baseUrl, 'trust-phone');
    await activatePlan(baseUrl, env, user);
    const page = await open(user, PHONE, '/editor');
    await page
      .getByRole('textbox', { name: 'Describe the email you want' })
      .fill('A welcome email for new subscribers with the code WELCOME10', { timeout: 20_000 });
    await page.getByRole('button', { name: 'Create my email' }).click();
    const rejectAll = page.getByRole('button', { name: 'Reject all' });
    await rejectAll.waitFor({ timeout: 60_000 });
    await rejectAll.scrollIntoViewIfNeeded();
    await shot(page, 'review-375');
    const box = await rectOf(rejectAll);
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(PHONE.width);
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(box.bottom).toBeLessThanOrEqual(PHONE.height);
    // Whole: nothing clips it (its own box is what shows of it) and nothing covers its middle.
    const visible = await rejectAll.evaluate((el) => {
      const r = el.getBoundingClientRect();
      let clip = { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
      for (let p = el.parentElement; p; p = p.parentElement) {
        const s = getComputedStyle(p);
        if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
        const b = p.getBoundingClientRect();
        clip = {
          left: Math.max(clip.left, b.left),
          right: Math.min(clip.right, b.right),
          top: Math.max(clip.top, b.top),
          bottom: Math.min(clip.bottom, b.bottom),
        };
      }
      const hit = document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2);
      return {
        width: clip.right - clip.left,
        full: r.width,
        height: clip.bottom - clip.top,
        fullHeight: r.height,
        hit: hit === el || el.contains(hit),
      };
    });
    expect(visible.width).toBeGreaterThanOrEqual(visible.full - 1);
    expect(visible.height).toBeGreaterThanOrEqual(visible.fullHeight - 1);
    expect(visible.hit).toBe(true);
    await page.context().close();
  });
});

const toastBox = (page: Page) => rectOf(page.locator('[data-sonner-toast][data-front="true"]').first());

describe('toasts', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(`at ${viewport.width} px a toast moves nothing and covers neither the navigation nor the DNS banner`, async () => {
      const user = await createUser(baseUrl, 'trust-toast');
      await activatePlan(baseUrl, env, user);
      await apiAs(baseUrl, user, '/api/setup', {
        method: 'PATCH',
        body: JSON.stringify({
          websiteProvider: 'shopify',
          domain: `candles-${randomUUID().slice(0, 8)}.test`,
        }),
      });
      await apiAs(baseUrl, user, '/api/dns/initiate', { method: 'POST', body: '{}' });
      const page = await open(user, viewport, '/contacts');
      const heading = page.getByRole('heading', { name: 'Contacts', level: 1 });
      await heading.waitFor({ timeout: 20_000 });
      const banner = page.getByTestId('dns-banner');
      await banner.waitFor({ timeout: 20_000 });
      // Where the heading sits in the page (not the window: closing the dialog may scroll).
      const inPage = () => heading.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
      const before = await inPage();

      // A role address added by hand: the toast says what the import would.
      await page
        .getByRole('button', { name: /Add a contact/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: 'Add a contact' });
      await dialog.getByLabel('Email').fill(`info@${randomUUID().slice(0, 8)}.example`);
      await dialog.getByRole('button', { name: 'Add contact' }).click();
      await page.getByText('Contact added').waitFor({ timeout: 15_000 });
      await page.waitForTimeout(600); // the toast's entrance
      await shot(page, `toast-${viewport.width}`);
      expect(await inPage()).toBe(before);
      const toast = await toastBox(page);
      expect(overlaps(toast, await rectOf(banner))).toBe(false);
      expect(overlaps(toast, await rectOf(page.locator('#app-shell > header')))).toBe(false);
      expect(await page.locator('[data-sonner-toast]').first().innerText()).toContain(
        'Role address (such as info@): added, but these often bounce or complain',
      );
      await page.context().close();
    });
  }

  it('an error toast stays on its page: resolved there, it does not follow to the next', async () => {
    const user = await createUser(baseUrl, 'trust-error');
    await activatePlan(baseUrl, env, user);
    const context = await newContext(browser, baseUrl, DESKTOP);
    await signInContext(context, baseUrl, user);
    const page = await context.newPage();
    let fail = true;
    await page.route('**/api/projects?**', (route) =>
      fail ? route.fulfill({ status: 500, body: '{}' }) : route.fallback(),
    );
    await page.route('**/api/projects', (route) =>
      fail && route.request().method() === 'GET'
        ? route.fulfill({ status: 500, body: '{}' })
        : route.fallback(),
    );
    await page.goto('/dashboard');
    const error = page.locator('[data-sonner-toast]', { hasText: 'Error' });
    await error.waitFor({ timeout: 20_000 });
    fail = false;
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.getByRole('heading', { name: 'No projects yet' }).waitFor({ timeout: 15_000 });
    await page.waitForTimeout(1_000);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contacts' }).click();
    await page.waitForURL('**/contacts');
    // Well before its 5 s run out, the old page's error is gone.
    await expect.poll(() => error.count(), { timeout: 1_500 }).toBe(0);
    await context.close();
  });
});

describe('account settings', () => {
  it('the dashboard has no "Delete my account"; account settings has it, with its dialog', async () => {
    const user = await createUser(baseUrl, 'trust-account');
    await activatePlan(baseUrl, env, user);
    const page = await open(user, PHONE, '/dashboard');
    await page.getByRole('heading', { name: 'My Email Templates' }).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('button', { name: 'Delete my account' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Account settings' }).click();
    await page.waitForURL('**/account');
    await page.getByRole('heading', { name: 'Account settings' }).waitFor();
    await page.getByRole('button', { name: 'Delete my account' }).click();
    expect(await page.getByRole('dialog', { name: 'Delete your account?' }).isVisible()).toBe(true);
    await shot(page, 'account-375');
    await page.context().close();
  });
});
