/**
 * Pages at real widths (issue 23, "What a newcomer met"), measured in Chromium with getBoundingClientRect
 * over the real stack: toasts cover no heading or control at 1280 and 375 px (the DNS page, the tracking
 * page after the DNS recommendation, the editor); the DNS banner sits in one place, under the navigation,
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

/** The headings and controls of the page (not the toast's own) that the shown toast covers. */
const coveredByToast = (page: Page) =>
  page.evaluate(() => {
    const toast = document.querySelector('[data-sonner-toast][data-front="true"]:not([data-removed="true"])');
    if (!toast) return ['no toast shown'];
    const t = toast.getBoundingClientRect();
    const selector = 'h1,h2,h3,h4,[role=heading],button,a[href],input,select,textarea,[role=tab]';
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((el) => !el.closest('[data-sonner-toaster]') && el.checkVisibility())
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return (
          Math.min(r.right, t.right) - Math.max(r.left, t.left) > 1 &&
          Math.min(r.bottom, t.bottom) - Math.max(r.top, t.top) > 1
        );
      })
      .map((el) => `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().slice(0, 40)}"`);
  });

const expectToastCoversNothing = (page: Page, title: string | RegExp) =>
  expect
    .poll(async () => ((await page.getByText(title).count()) ? coveredByToast(page) : ['no toast yet']), {
      timeout: 30_000,
    })
    .toEqual([]);

const navBox = (page: Page) => rectOf(page.locator('#app-shell > header'));

describe('pages at real widths', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(`a toast covers no heading or control at ${viewport.width} px (DNS, tracking, editor)`, async () => {
      const user = await onboardedUser(false);
      const page = await open(user, viewport, '/dns-confirmation');
      await page.getByRole('heading', { name: 'Configure Your DNS' }).waitFor({ timeout: 20_000 });
      // The page prepares the records on its first visit and says so in a toast.
      const initiated = 'DNS Setup Initiated';
      await expectToastCoversNothing(page, initiated);
      // Closed or timed out, the toast leaves its room in place: nothing moves under the pointer.
      const heading = await rectOf(page.getByRole('heading', { name: 'Configure Your DNS' }));
      await page.getByRole('button', { name: 'Close toast' }).click();
      await expect.poll(() => page.getByText(initiated).count()).toBe(0);
      expect(await rectOf(page.getByRole('heading', { name: 'Configure Your DNS' }))).toEqual(heading);

      // Records still pending: continuing recommends verifying, and that toast lands on the tracking page.
      await page.getByRole('button', { name: 'Continue to Website Tracking' }).click();
      await page.waitForURL('**/website-tracking');
      await page.getByRole('heading', { name: 'Website Tracking Pixel' }).waitFor();
      await expectToastCoversNothing(page, 'DNS Verification Recommended');
      await page.context().close();

      // The editor (where changes are reviewed): a save's toast.
      await activatePlan(baseUrl, env, user);
      const editor = await open(user, viewport, '/editor');
      await editor.getByRole('button', { name: 'Start from a blank email' }).click();
      await editor.getByRole('button', { name: 'Save', exact: true }).waitFor({ timeout: 15_000 });
      await editor.getByRole('button', { name: 'Save', exact: true }).click();
      await expectToastCoversNothing(editor, 'Manual changes saved to database.');
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
      return { gap: Math.round(box.top - nav.bottom), coversHeading: overlaps(box, heading as Rect) };
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
      body: JSON.stringify({ name: 'Welcome email' }),
    });
    const page = await open(user, PHONE, '/dashboard');
    const name = page.getByRole('rowheader', { name: 'Welcome email', exact: true });
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
    expect(linesPerWord).toEqual([1, 1]);
    const more = await rectOf(page.getByRole('button', { name: 'More actions for Welcome email' }));
    expect(more.right).toBeLessThanOrEqual(PHONE.width);
    await page.context().close();
  });
});
