/**
 * A shopper's whole journey in Chromium over the real stack (issue 31): a campaign sent for real (send-now:
 * the local SQS, the worker, the SES stand-in) whose link leads to the shop's product page; the reader
 * follows the mail's /c/ link in Chromium (the redirect adds the campaign's UTM tags and the reader's contact
 * token), the tracking script on a loopback shop (node:http on 127.0.0.1) sends Viewed Product, then Added
 * to Cart, then Placed Order. The owner then sees all three on the contact's activity page, and the order's
 * revenue on the campaign's page. The send is aged an hour (a click seconds after the send is held from
 * attribution, issue 35); the DNS verdict is written to the table as the DNS routes would.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DynamoStore } from '../../lambdas/adapters/aws/dynamo-store';
import { keys } from '../../lambdas/table';
import type { Campaign } from '../../shared/contracts/campaigns';
import { ageSends, byRecipient, sentMails } from '../support/sending-data';
import { DESKTOP, launchChromium, newContext } from './support/browser';
import { activatePlan } from './support/plan';
import { startShop, type Shop } from './support/shop';
import { apiAs, createUser, signInContext, verifiedUser, type E2eUser } from './support/session';

const baseUrl = inject('e2eBaseUrl');
const env = inject('e2eStackEnv');
const reader = `shopper-${randomUUID().slice(0, 8)}@example.com`;
const fig = { id: 'fig', name: 'Fig candle', quantity: 2, price: 12.5 };
const PAGES = {
  '/product': `jm('track','Viewed Product',{id:'fig',name:'Fig candle',price:12.5,currency:'EUR',url:location.origin+'/product'});`,
  '/cart': `jm('track','Added to Cart',{items:[${JSON.stringify(fig)}],value:25,currency:'EUR'});`,
  '/thank-you': `jm('track','Placed Order',{order_id:'#2001',items:[${JSON.stringify(fig)}],value:25,currency:'EUR'});`,
};

let browser: Browser;
let owner: E2eUser;
let campaign: Campaign;
let contactId: string;
let shop: Shop | undefined;
let store: DynamoStore;

/** Waits until `events` tracking posts of the page were accepted (202) by the ingest. */
async function visit(page: Page, url: string, events: number) {
  const accepted = Array.from({ length: events }, () =>
    page.waitForResponse((r) => r.url().endsWith('/api/t') && r.status() === 202),
  );
  await page.goto(url);
  await Promise.all(accepted);
}

async function sendToReader(linkTo: string): Promise<string> {
  const { project } = await apiAs<{ project: { id: string } }>(baseUrl, owner, '/api/projects', {
    method: 'POST',
    body: JSON.stringify({ name: 'Fig candles' }),
  });
  const content = `Our fig candles are back: [see the fig candle](${linkTo}).`;
  await apiAs(baseUrl, owner, `/api/projects/${project.id}/content`, {
    method: 'PUT',
    body: JSON.stringify({
      expectedVersion: 0,
      document: { name: 'Fig', sections: [{ id: 's1', elements: [{ id: 't1', type: 'text', content }] }] },
    }),
  });
  ({ campaign } = await apiAs<{ campaign: Campaign }>(baseUrl, owner, '/api/campaigns', {
    method: 'POST',
    body: JSON.stringify({ projectId: project.id, name: 'Fig candles' }),
  }));
  await apiAs(baseUrl, owner, `/api/campaigns/${campaign.id}/send-now`, { method: 'POST', body: '{}' });
  await expect
    .poll(
      async () =>
        (await apiAs<{ campaign: Campaign }>(baseUrl, owner, `/api/campaigns/${campaign.id}`)).campaign
          .status,
      { timeout: 30_000, interval: 300 },
    )
    .toBe('sent');
  await ageSends(store, campaign.id);
  const mail = byRecipient(await sentMails({ store, ses: env.AWS_ENDPOINT_SES as string })).get(reader)?.[0];
  const click = /href="(http:\/\/127\.0\.0\.1:\d+\/c\/[A-Za-z0-9_-]+)"/.exec(mail?.body.html ?? '')?.[1];
  if (!click) throw new Error(`no tracked link in the mail to ${reader}`);
  return click;
}

beforeAll(async () => {
  browser = await launchChromium();
  store = new DynamoStore(
    new DynamoDBClient({
      endpoint: env.AWS_ENDPOINT_DYNAMODB,
      region: env.AWS_REGION,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
    env.TABLE_NAME as string,
  );
  owner = await createUser(baseUrl, 'journey');
  await activatePlan(baseUrl, env, owner, 'premium');
  owner = await verifiedUser(baseUrl, env.AWS_ENDPOINT_SES as string, owner);
  const { setup } = await apiAs<{ setup: { id: string } }>(baseUrl, owner, '/api/setup', {
    method: 'PATCH',
    body: JSON.stringify({
      businessDescription: 'Hand-poured soy candles.',
      websiteProvider: 'custom',
      domain: `journey-${randomUUID().slice(0, 8)}.example.com`,
      postalAddress: '1 Wick Lane\nBristol',
    }),
  });
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
  shop = await startShop(baseUrl, trackingPixelId, PAGES);
  // The script's first event names the shop's host: only there does the click redirect add the token.
  const first = await newContext(browser, shop.url);
  await visit(await first.newPage(), `${shop.url}/`, 1);
  await first.close();
  ({
    contact: { id: contactId },
  } = await apiAs<{ contact: { id: string } }>(baseUrl, owner, '/api/contacts', {
    method: 'POST',
    body: JSON.stringify({ email: reader, tags: [] }),
  }));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

describe('a reader who came from a campaign click and bought', () => {
  it('shows on the contact page and as the campaign revenue', async () => {
    const click = await sendToReader(`${shop!.url}/product`);
    const shopper = await newContext(browser, shop!.url);
    const page = await shopper.newPage();
    await visit(page, click, 2); // pixel-loaded and Viewed Product
    expect(page.url()).toMatch(/\/product\?.*utm_campaign=/);
    expect(page.url()).not.toContain('jm_t='); // the script took the token out of the address bar
    await visit(page, `${shop!.url}/cart`, 2);
    await visit(page, `${shop!.url}/thank-you`, 2);
    await shopper.close();

    const context = await newContext(browser, baseUrl, DESKTOP);
    await signInContext(context, baseUrl, owner);
    const admin = await context.newPage();
    await admin.goto(`/contacts/${contactId}`);
    const events = admin.getByRole('region', { name: 'Recent activity' }).getByRole('listitem');
    await expect
      .poll(
        async () => {
          await admin.reload();
          await admin.getByRole('heading', { name: reader }).waitFor({ timeout: 10_000 });
          return (await events.allTextContents()).join('\n');
        },
        { timeout: 30_000, interval: 500 },
      )
      .toMatch(/Placed Order[^\n]*€25\.00/);
    const lines = (await events.allTextContents()).join('\n');
    expect(lines).toMatch(/Added to Cart[^\n]*2 × Fig candle/);
    expect(lines).toMatch(/Viewed Product[^\n]*Fig candle/);

    await admin.goto(`/campaigns/${campaign.id}`);
    const revenue = admin
      .getByRole('region', { name: 'Visits and sales' })
      .locator('div', { has: admin.locator('dt', { hasText: 'Revenue' }) })
      .locator('dd');
    await expect
      .poll(
        async () => {
          await admin.reload();
          return revenue.textContent({ timeout: 10_000 });
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe('€25.00');
    await context.close();
  }, 120_000);
});
