/**
 * Site analytics end to end in Chromium over the real stack (issue 22): the tracking snippet on a loopback
 * test shop (node:http on 127.0.0.1), a visitor arriving with UTM parameters and buying (the page calls
 * jm('track', 'Purchase', ...) before the script has loaded), then the owner's /analytics shows the
 * figures the stream aggregator counted, at desktop width and at 375 px, with no axe violations.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startShop, type Shop } from './support/shop';
import { DESKTOP, PHONE, launchChromium, newContext } from './support/browser';
import { activatePlan } from './support/plan';
import { apiAs, createUser, signInContext, type E2eUser } from './support/session';

const baseUrl = inject('e2eBaseUrl');
const env = inject('e2eStackEnv');

let browser: Browser;
let owner: E2eUser;
let shop: Shop | undefined;
let shopUrl: string;

beforeAll(async () => {
  browser = await launchChromium();
  owner = await createUser(baseUrl, 'analytics');
  await activatePlan(baseUrl, env, owner);
  const { setup } = await apiAs<{ setup: { id: string } }>(baseUrl, owner, '/api/setup', {
    method: 'PATCH',
    body: JSON.stringify({
      businessDescription: 'Hand-poured soy candles.',
      goalsFormRawText: 'More repeat customers',
      selectedCampaignIds: ['welcome_new_subscriber'],
      websiteProvider: 'custom',
      domain: `analytics-${owner.sub.slice(0, 8)}.example.com`,
    }),
  });
  const { trackingPixelId } = await apiAs<{ trackingPixelId: string }>(baseUrl, owner, '/api/tracking/id', {
    method: 'POST',
    body: JSON.stringify({ emailSetupId: setup.id }),
  });
  await apiAs(baseUrl, owner, '/api/analytics/goals', {
    method: 'POST',
    body: JSON.stringify({ kind: 'event', value: 'Purchase' }),
  });
  shop = await startShop(baseUrl, trackingPixelId);
  shopUrl = shop.url;
});

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

/** Waits until the page's tracking posts were accepted (202) by the ingest. */
async function visit(page: Page, url: string, events: number) {
  const accepted: Promise<unknown>[] = Array.from({ length: events }, () =>
    page.waitForResponse((r) => r.url().endsWith('/api/t') && r.status() === 202),
  );
  await page.goto(url);
  await Promise.all(accepted);
}

async function openAnalytics(page: Page) {
  await page.goto('/analytics');
  await expect
    .poll(() => page.getByRole('heading', { name: 'Analytics', level: 1 }).isVisible(), { timeout: 30_000 })
    .toBe(true);
  // Counting runs off the request path: reload until the aggregator has caught up.
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByTestId('total-views').textContent({ timeout: 10_000 });
      },
      { timeout: 30_000, interval: 500 },
    )
    .toBe('2');
}

/** The Countries card's note sits inside the card's border (it once ran out below it), at this width. */
async function expectCountriesNoteInCard(page: Page) {
  const card = page.getByRole('region', { name: 'Countries' });
  const note = card.getByText(/Countries are unknown here/);
  await expect.poll(() => note.isVisible()).toBe(true);
  const [cardBox, noteBox] = await Promise.all([card.boundingBox(), note.boundingBox()]);
  expect(cardBox && noteBox).toBeTruthy();
  expect(noteBox!.y + noteBox!.height).toBeLessThanOrEqual(cardBox!.y + cardBox!.height + 0.5);
  expect(noteBox!.x + noteBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width + 0.5);
}

describe('/analytics shows what the tracking script saw', () => {
  it('counts a visitor from a newsletter link, two page views and a purchase', async () => {
    const visitor = await newContext(browser, shopUrl);
    const page = await visitor.newPage();
    await visit(page, `${shopUrl}/?utm_source=newsletter&utm_medium=email&utm_campaign=spring`, 1);
    await visit(page, `${shopUrl}/thank-you`, 2); // its page view and the Purchase queued before load
    await visitor.close();

    const context = await newContext(browser, baseUrl);
    await signInContext(context, baseUrl, owner);
    const owned = await context.newPage();
    await openAnalytics(owned);
    expect(await owned.getByTestId('total-visitors').textContent()).toBe('1');
    expect(await owned.getByTestId('total-visits').textContent()).toBe('1');
    expect(await owned.getByTestId('views-per-visit').textContent()).toBe('2');
    const utm = owned.getByRole('table', { name: 'UTM sources' });
    await expect.poll(() => utm.getByRole('row', { name: /newsletter/ }).textContent()).toContain('1');
    const pages = owned.getByRole('table', { name: 'Top pages' });
    expect(await pages.getByRole('row', { name: /thank-you/ }).textContent()).toContain('1');
    const events = owned.getByRole('table', { name: 'Custom events' });
    expect(await events.getByRole('row', { name: /Purchase/ }).textContent()).toMatch(/1\s*24\.50 EUR/);
    const goals = owned.getByRole('table', { name: 'Goals and their conversions' });
    expect(await goals.getByRole('row', { name: /Event: Purchase/ }).textContent()).toMatch(/1\s*100%/);
    await expectCountriesNoteInCard(owned);
    // The chart's readout shows the latest day at rest (it read "Visitors: -- Page views: --"), the pointed
    // day on hover, and the latest again when the pointer leaves.
    const readout = owned.getByTestId('chart-readout');
    const atRest = await readout.textContent();
    expect(atRest).toMatch(/\(latest day\)\s*Visitors: \d+\s*Page views: 2$/);
    expect(atRest).not.toContain('--');
    const chart = owned.getByTestId('daily-chart').locator('.u-over');
    const over = await chart.boundingBox();
    await owned.mouse.move(over!.x + 2, over!.y + over!.height / 2); // the first day of the 7
    await expect.poll(() => readout.textContent()).not.toContain('latest day');
    expect(await readout.textContent()).toMatch(/^\w{3} \d+\s*Visitors: 0\s*Page views: 0$/);
    await owned.mouse.move(0, 0);
    await expect.poll(() => readout.textContent()).toBe(atRest);

    const axe = await new AxeBuilder({ page: owned }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await context.close();
  });

  it('works at 375 px wide without sideways scrolling', async () => {
    const context = await newContext(browser, baseUrl, PHONE);
    await signInContext(context, baseUrl, owner);
    const page = await context.newPage();
    await openAnalytics(page);
    // The elements that reach past the screen's edge, if any, name themselves in the failure.
    const wide = await page.evaluate((width) => {
      return [...document.querySelectorAll('main *')]
        .filter((el) => el.getBoundingClientRect().right > width + 0.5)
        .slice(0, 5)
        .map((el) => `${el.tagName}.${el.className} ${Math.round(el.getBoundingClientRect().right)}`);
    }, PHONE.width);
    expect(wide).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectCountriesNoteInCard(page);
    await context.close();
  });

  it('shows an empty state that says to install the script to an account without events', async () => {
    const fresh = await createUser(baseUrl, 'analytics-empty');
    await activatePlan(baseUrl, env, fresh);
    const context = await newContext(browser, baseUrl, DESKTOP);
    await signInContext(context, baseUrl, fresh);
    const page = await context.newPage();
    await page.goto('/analytics');
    await expect.poll(() => page.getByRole('heading', { name: 'No visits yet' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Install the tracking script' }).getAttribute('href')).toBe(
      '/website-tracking',
    );
    await context.close();
  });
});
