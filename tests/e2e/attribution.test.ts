/**
 * Campaign attribution in Chromium over the real stack (issue 22): an account with a campaign sent through
 * the API (send-now: the local SQS, the worker, the SES stand-in), the tracking snippet on a loopback test
 * shop (node:http on 127.0.0.1), a reader arriving through the campaign's link (utm_campaign = its slug, as
 * the mail's links carry it) and buying with jm('track', 'Purchase', { value: 24.5, currency: 'EUR' });
 * then the campaign page shows the visit, the conversion and the revenue, and /analytics lists the
 * campaign's visit. Before any event the page says to install the script. The DNS verdict is written to
 * the table as the DNS routes would (tested on their own).
 */
import AxeBuilder from '@axe-core/playwright';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DynamoStore } from '../../lambdas/adapters/aws/dynamo-store';
import { keys } from '../../lambdas/table';
import { campaignSlug } from '../../shared/campaigns/slug';
import type { Campaign } from '../../shared/contracts/campaigns';
import { startShop, type Shop } from './support/shop';
import { DESKTOP, PHONE, type Viewport, launchChromium, newContext } from './support/browser';
import { activatePlan } from './support/plan';
import { apiAs, createUser, signInContext, verifiedUser, type E2eUser } from './support/session';

const baseUrl = inject('e2eBaseUrl');
const env = inject('e2eStackEnv');

let browser: Browser;
let owner: E2eUser;
let campaign: Campaign;
let shop: Shop | undefined;
let shopUrl: string;

const text =
  'Our spring candles are here: lavender, cedar and sea salt, hand-poured in small batches. ' +
  'Come and smell them in the shop this weekend.';

beforeAll(async () => {
  browser = await launchChromium();
  owner = await createUser(baseUrl, 'attribution');
  await activatePlan(baseUrl, env, owner, 'premium');
  owner = await verifiedUser(baseUrl, env.AWS_ENDPOINT_SES as string, owner);
  const domain = `attribution-${randomUUID().slice(0, 8)}.example.com`;
  const { setup } = await apiAs<{ setup: { id: string } }>(baseUrl, owner, '/api/setup', {
    method: 'PATCH',
    body: JSON.stringify({
      businessDescription: 'Hand-poured soy candles.',
      websiteProvider: 'custom',
      domain,
      postalAddress: '1 Wick Lane\nBristol',
    }),
  });
  const store = new DynamoStore(
    new DynamoDBClient({
      endpoint: env.AWS_ENDPOINT_DYNAMODB,
      region: env.AWS_REGION,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
    env.TABLE_NAME as string,
  );
  await store.update(keys.setup(owner.sub), {
    overallDnsStatus: 'verified',
    spfStatus: 'verified',
    mxStatus: 'verified',
    dkimStatus: 'verified',
    dmarcStatus: 'verified',
  });
  const { trackingPixelId } = await apiAs<{ trackingPixelId: string }>(baseUrl, owner, '/api/tracking/id', {
    method: 'POST',
    body: JSON.stringify({ emailSetupId: setup.id }),
  });
  await apiAs(baseUrl, owner, '/api/analytics/goals', {
    method: 'POST',
    body: JSON.stringify({ kind: 'event', value: 'Purchase' }),
  });
  const { project } = await apiAs<{ project: { id: string } }>(baseUrl, owner, '/api/projects', {
    method: 'POST',
    body: JSON.stringify({ name: 'Spring candles' }),
  });
  await apiAs(baseUrl, owner, `/api/projects/${project.id}/content`, {
    method: 'PUT',
    body: JSON.stringify({
      expectedVersion: 0,
      document: {
        name: 'Spring candles',
        sections: [{ id: 's1', elements: [{ id: 't1', type: 'text', content: text }] }],
      },
    }),
  });
  await apiAs(baseUrl, owner, '/api/contacts', {
    method: 'POST',
    body: JSON.stringify({ email: `reader-${randomUUID().slice(0, 8)}@example.com`, tags: [] }),
  });
  ({ campaign } = await apiAs<{ campaign: Campaign }>(baseUrl, owner, '/api/campaigns', {
    method: 'POST',
    body: JSON.stringify({ projectId: project.id, name: 'Spring candles' }),
  }));
  await apiAs(baseUrl, owner, `/api/campaigns/${campaign.id}/send-now`, { method: 'POST', body: '{}' });
  // Sent through the local SQS and worker to the SES stand-in.
  const deadline = Date.now() + 30_000;
  for (let status = ''; status !== 'sent';) {
    if (Date.now() > deadline) throw new Error(`the campaign is still ${status} after 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    status = (await apiAs<{ campaign: Campaign }>(baseUrl, owner, `/api/campaigns/${campaign.id}`)).campaign
      .status;
  }

  shop = await startShop(baseUrl, trackingPixelId);
  shopUrl = shop.url;
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

async function ownerPage(viewport: Viewport = DESKTOP): Promise<Page> {
  const context = await newContext(browser, baseUrl, viewport);
  await signInContext(context, baseUrl, owner);
  return context.newPage();
}

const panel = (page: Page) => page.getByRole('region', { name: 'Visits and sales' });
const figure = (page: Page, name: string) =>
  panel(page)
    .locator('div', { has: page.locator('dt', { hasText: name }) })
    .locator('dd');

/** Waits until the page's tracking posts were accepted (202) by the ingest. */
async function visit(page: Page, url: string, events: number) {
  const accepted = Array.from({ length: events }, () =>
    page.waitForResponse((r) => r.url().endsWith('/api/t') && r.status() === 202),
  );
  await page.goto(url);
  await Promise.all(accepted);
}

describe('a campaign page shows the visits and sales its links brought', () => {
  it('says to install the tracking script before the site has sent anything', async () => {
    const page = await ownerPage();
    await page.goto(`/campaigns/${campaign.id}`);
    await panel(page).getByText('Install the tracking script on your website').waitFor({ timeout: 20_000 });
    expect(
      await panel(page).getByRole('link', { name: 'Install the tracking script' }).getAttribute('href'),
    ).toBe('/website-tracking');
    await page.context().close();
  });

  it('counts a visit through the campaign link and a purchase, on the campaign page and on /analytics', async () => {
    const reader = await newContext(browser, shopUrl);
    const shopper = await reader.newPage();
    const slug = campaignSlug(campaign);
    await visit(shopper, `${shopUrl}/?utm_source=junglemail&utm_medium=email&utm_campaign=${slug}`, 1);
    await visit(shopper, `${shopUrl}/thank-you`, 2); // its page view and the Purchase
    await reader.close();

    const page = await ownerPage();
    await page.goto(`/campaigns/${campaign.id}`);
    // Counting runs off the request path: reload until the aggregator has caught up.
    await expect
      .poll(
        async () => {
          await page.reload();
          return figure(page, 'Conversions').textContent({ timeout: 10_000 });
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe('1');
    expect(await figure(page, 'Visits').textContent()).toBe('1');
    expect(await figure(page, 'Revenue').textContent()).toBe('€24.50');
    // The first day counted reads as every other date does ("Nov 30, 2026"), not yyyy-mm-dd.
    expect(
      await panel(page)
        .getByText(/Counted since [A-Z][a-z]{2} \d{1,2}, \d{4}\./)
        .count(),
    ).toBe(1);
    expect(
      await panel(page)
        .getByText(/within 7 days after it/)
        .isVisible(),
    ).toBe(true);
    const axe = await new AxeBuilder({ page }).include('main').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    await page.goto('/analytics');
    const campaigns = page.getByRole('table', { name: 'UTM campaigns' });
    await expect
      .poll(() => campaigns.getByRole('row', { name: slug }).textContent(), { timeout: 20_000 })
      .toContain('1');
    await page.context().close();
  });

  it('fits 375 px without sideways scrolling', async () => {
    const page = await ownerPage(PHONE);
    await page.goto(`/campaigns/${campaign.id}`);
    await figure(page, 'Visits').waitFor({ timeout: 20_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.context().close();
  });
});
