/**
 * Pages at real widths (issue 23, "What a newcomer met"), measured in Chromium with getBoundingClientRect
 * over the real stack: a toast shows over the page and moves nothing (issue 30: the room issue 23 made
 * for it was a blank band pushing every page down), under the navigation and the DNS banner, covering
 * neither, at 1280 and 375 px (the DNS page, the tracking page after the DNS recommendation, the editor);
 * the DNS banner sits in one place, under the navigation,
 * on every page; the dashboard at 375 px never breaks a project name inside a word.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, launchChromium, newContext, type Viewport } from './support/browser';
import { overlaps, rectOf, type Rect } from './support/geometry';
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

/** A signed-in user who finished onboarding up to DNS: setup saved, DNS records prepared (pending) unless not asked. */
async function onboardedUser(initiate = true): Promise<E2eUser> {
  const user = await createUser(baseUrl, 'pages');
  await apiAs(baseUrl, user, '/api/setup', {
    method: 'PATCH',
    body: JSON.stringify({
      businessDescription: 'I sell hand-poured soy candles.',
      goalsFormRawText: 'Win back customers',
      selectedCampaignIds: ['welcome_new_subscriber'],
      websiteProvider: 'shopify',
      domain: `candles-${randomUUID().slice(0, 8)}.test`,
    }),
  });
  if (initiate) await apiAs(baseUrl, user, '/api/dns/initiate', { method: 'POST', body: '{}' });
  return user;
}

async function open(user: E2eUser, viewport: Viewport, path: string): Promise<Page> {
  const context = await newContext(browser, baseUrl, viewport);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  await signInContext(context, baseUrl, user);
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

/** The shown toast's box, once `title` shows. */
const shownToast = async (page: Page, title: string | RegExp): Promise<Rect> => {
  await page.getByText(title).first().waitFor({ timeout: 30_000 });
  const toast = page.locator('[data-sonner-toast][data-front="true"]:not([data-removed="true"])').first();
  // Its entrance done: the box no longer moves.
  await expect
    .poll(async () => (await rectOf(toast)).top, { timeout: 5_000, interval: 250 })
    .toBe((await rectOf(toast)).top);
  return rectOf(toast);
};

/**
 * The toast `title` covers neither the navigation nor the DNS banner, and closing it moves nothing (what
 * `boxNow` measures stays put).
 */
async function expectToastInPlace(page: Page, title: string | RegExp, boxNow: () => Promise<Rect>) {
  const toast = await shownToast(page, title);
  expect(overlaps(toast, await navBox(page))).toBe(false);
  const banner = page.getByTestId('dns-banner');
  if (await banner.count()) expect(overlaps(toast, await rectOf(banner))).toBe(false);
  const before = await boxNow();
  await page.getByRole('button', { name: 'Close toast' }).click();
  await expect.poll(() => page.getByText(title).count()).toBe(0);
  expect(await boxNow()).toEqual(before);
}

const navBox = (page: Page) => rectOf(page.locator('#app-shell > header'));

describe('pages at real widths', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(`a toast moves nothing and covers neither the navigation nor the DNS banner at ${viewport.width} px (DNS, tracking, editor)`, async () => {
      const user = await onboardedUser(false);
      const page = await open(user, viewport, '/dns-confirmation');
      const dnsHeading = () => rectOf(page.getByRole('heading', { name: 'Configure Your DNS' }));
      await page.getByRole('heading', { name: 'Configure Your DNS' }).waitFor({ timeout: 20_000 });
      // The page prepares the records on its first visit and says so in a toast.
      await expectToastInPlace(page, 'DNS Setup Initiated', dnsHeading);

      // Records still pending: continuing recommends verifying, and that toast lands on the tracking page.
      await page.getByRole('button', { name: 'Continue to Website Tracking' }).click();
      await page.waitForURL('**/website-tracking');
      const tracking = page.getByRole('heading', { name: 'Website Tracking Pixel' });
      await tracking.waitFor();
      await expectToastInPlace(page, 'DNS Verification Recommended', () => rectOf(tracking));
      await page.context().close();

      // The editor (where changes are reviewed): a save's toast.
      await activatePlan(baseUrl, env, user);
      const editor = await open(user, viewport, '/editor');
      await editor.getByRole('button', { name: 'Start from a blank email' }).click();
      const save = editor.getByRole('button', { name: 'Save', exact: true });
      await save.waitFor({ timeout: 15_000 });
      const saveBox = await rectOf(save);
      await save.click();
      await expectToastInPlace(editor, 'Manual changes saved to database.', () => rectOf(save));
      expect(await rectOf(save)).toEqual(saveBox);
      await editor.context().close();
    });
  }

  it('the DNS banner sits right under the navigation on every page, covering nothing', async () => {
    const user = await onboardedUser();
    const page = await open(user, DESKTOP, '/dns-confirmation');
    const banner = page.getByTestId('dns-banner');
    const placement = async (): Promise<{ gap: number; coversHeading: boolean }> => {
      await banner.waitFor({ timeout: 15_000 });
      const [nav, box, heading] = await Promise.all([
        navBox(page),
        rectOf(banner),
        rectOf(page.locator('main h1').first()),
      ]);
      // + 0: a gap within half a pixel above rounds to -0, which toEqual tells from 0.
      return { gap: Math.round(box.top - nav.bottom) + 0, coversHeading: overlaps(box, heading as Rect) };
    };
    expect(await placement()).toEqual({ gap: 0, coversHeading: false });
    await activatePlan(baseUrl, env, user);
    for (const path of ['/subscription-plan', '/dashboard']) {
      await page.goto(path);
      await page.locator('main h1').first().waitFor({ timeout: 15_000 });
      expect({ path, ...(await placement()) }).toEqual({ path, gap: 0, coversHeading: false });
    }
    await page.goto('/editor');
    await page.getByRole('button', { name: 'Start from a blank email' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).waitFor({ timeout: 15_000 });
    await banner.waitFor();
    const [nav, box, header] = await Promise.all([
      navBox(page),
      rectOf(banner),
      rectOf(page.locator('main header').first()),
    ]);
    expect(Math.round(box.top - nav.bottom)).toBe(0);
    expect(overlaps(box, header)).toBe(false);
    await page.context().close();
  });

  it('the dashboard at 375 px keeps each word of a project name whole', async () => {
    const user = await createUser(baseUrl, 'dashname');
    await activatePlan(baseUrl, env, user);
    await apiAs(baseUrl, user, '/api/projects', {
      method: 'POST',
      body: JSON.stringify({ name: 'Abandoned Cart Reminder' }),
    });
    const page = await open(user, PHONE, '/dashboard');
    const name = page.getByRole('rowheader', { name: 'Abandoned Cart Reminder', exact: true });
    await name.waitFor({ timeout: 15_000 });
    // Each word's characters sit on one line: a word broken across lines has a box per line.
    const linesPerWord = await name.evaluate((th) => {
      const text = th.firstChild as Text;
      const range = document.createRange();
      return (text.textContent ?? '').split(' ').reduce<number[]>((lines, word, i, words) => {
        const start = words.slice(0, i).join(' ').length + (i ? 1 : 0);
        range.setStart(text, start);
        range.setEnd(text, start + word.length);
        return [...lines, new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size];
      }, []);
    });
    expect(linesPerWord).toEqual([1, 1, 1]);
    const more = await rectOf(page.getByRole('button', { name: 'More actions for Abandoned Cart Reminder' }));
    expect(more.right).toBeLessThanOrEqual(PHONE.width);
    await page.context().close();
  });
});
