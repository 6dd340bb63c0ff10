/**
 * The audience's public pages in Chromium over the real stack (docs/product.md › Unsubscribe and signup
 * form). A visitor of a customer's site (shop.test, answered by request interception) fills in the pasted
 * signup form, lands on "Check your inbox", opens the confirmation link from the mail in the SES stand-in's
 * store and is subscribed; then opens the unsubscribe link of a mail and is unsubscribed the moment the page
 * shows it, resubscribes with the keyboard, at 375 px.
 *
 * Outside this branch: real campaign sends (the sending branch) and the /contacts page (contacts-ui). So the
 * test mails the per-recipient unsubscribe link itself, through the same SES stand-in and with
 * unsubscribeUrls() as the sending worker will, and reads the contact's status from the table, not /contacts.
 */
import AxeBuilder from '@axe-core/playwright';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DynamoStore } from '../../lambdas/adapters/aws/dynamo-store';
import { SesMailer } from '../../lambdas/adapters/aws/ses-mailer';
import { localSigning } from '../../lambdas/adapters/local/signing-secret';
import { emailHashOf } from '../../lambdas/domain/contacts/email-hash';
import { unsubscribeUrls } from '../../lambdas/domain/links/unsubscribe-urls';
import { keys } from '../../lambdas/table';
import { buildSignupFormSnippet } from '../../shared/tracking/signup-form-snippet';
import { PHONE, launchChromium, newContext } from './support/browser';
import { apiAs, createUser, verifiedUser, type E2eUser } from './support/session';

const baseUrl = inject('e2eBaseUrl');
const env = inject('e2eStackEnv');
const SHOP = 'http://shop.test';
const local = { region: env.AWS_REGION, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } };
const store = new DynamoStore(
  new DynamoDBClient({ ...local, endpoint: env.AWS_ENDPOINT_DYNAMODB }),
  env.TABLE_NAME as string,
);
const signing = localSigning(env.SIGNING_SECRET_FILE as string);
const mailer = new SesMailer(new SESv2Client({ ...local, endpoint: env.AWS_ENDPOINT_SES }), undefined);

let browser: Browser;
let context: BrowserContext;
let page: Page;
let owner: E2eUser;
let trackingId: string;
const reader = `reader-${Date.now().toString(36)}@example.com`;

interface StoredMail {
  subject: string;
  destination: { to: string[] };
  body: { text?: string; html?: string };
}
/** The newest mail to `to`, waited for: the signup's mail is sent after the form's answer (issue 30). */
async function lastMailTo(to: string): Promise<StoredMail> {
  for (let i = 0; i < 100; i++) {
    const all = (await (await fetch(`${env.AWS_ENDPOINT_SES}/store`)).json()) as { emails: StoredMail[] };
    const mail = all.emails.filter((e) => e.destination.to.includes(to)).at(-1);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to}`);
}
async function contact() {
  const claim = await store.get(keys.contactEmail(owner.sub, await emailHashOf(signing, reader)));
  if (typeof claim?.contactId !== 'string') return undefined;
  return store.get(keys.contact(owner.sub, claim.contactId));
}
async function seriousViolations(): Promise<string[]> {
  return (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

beforeAll(async () => {
  browser = await launchChromium();
  owner = await verifiedUser(baseUrl, env.AWS_ENDPOINT_SES as string, await createUser(baseUrl, 'unsub'));
  const send = (method: string, body: unknown) => ({ method, body: JSON.stringify(body) });
  const setup = await apiAs<{ setup: { id: string } }>(
    baseUrl,
    owner,
    '/api/setup',
    send('PATCH', {
      businessDescription: 'Hand-poured soy candles.',
      goalsFormRawText: 'Repeat customers',
      selectedCampaignIds: ['welcome_new_subscriber'],
      websiteProvider: 'custom',
      domain: `candles-${Date.now().toString(36)}.example.com`,
    }),
  );
  trackingId = (
    await apiAs<{ trackingPixelId: string }>(
      baseUrl,
      owner,
      '/api/tracking/id',
      send('POST', { emailSetupId: setup.setup.id }),
    )
  ).trackingPixelId;
  await apiAs(baseUrl, owner, '/api/audience/topics', send('PUT', { topics: ['news', 'offers'] }));
  context = await newContext(browser, baseUrl, PHONE);
  // The customer's site: a page carrying the signup form as the website-tracking page hands it out.
  const form = buildSignupFormSnippet({ origin: baseUrl, trackingId });
  await context.route(`${SHOP}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>Candles</title></head><body><h1>Candles</h1>${form}</body></html>`,
    }),
  );
  page = await context.newPage();
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

describe('signup form with double opt-in', () => {
  it('takes the address, mails a link, and the link subscribes the visitor', async () => {
    await page.goto(`${SHOP}/`);
    await page.getByLabel('Email').fill(reader);
    await page.getByLabel('First name').fill('Robin');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForURL(/\/subscribed\?status=pending$/);
    // Waits for it (isVisible() does not: a loaded CI run read the page before the app had drawn it).
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor({ timeout: 15_000 });
    const mail = await lastMailTo(reader);
    expect((await contact())?.status).toBe('pending');
    const link = /Confirm: (\S+)/.exec(mail.body.text ?? '')?.[1];
    expect(link).toBeDefined();
    // Opening the link confirms nothing (a link scanner opens it too): its page's button does.
    await page.goto(link!);
    await page.getByRole('heading', { name: 'Confirm your subscription' }).waitFor();
    expect((await contact())?.status).toBe('pending');
    expect(await seriousViolations()).toEqual([]);
    await page.getByRole('button', { name: 'Confirm my subscription' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/subscribed\?status=confirmed$/);
    await page.getByRole('heading', { name: "You're subscribed" }).waitFor();
    expect(await contact()).toMatchObject({ status: 'subscribed', firstName: 'Robin' });
    expect((await contact())?.consent).toHaveProperty('confirmedAt');
  });
});

describe('unsubscribe link from a mail', () => {
  it('unsubscribes the moment the page shows it, resubscribes by keyboard, and a reload keeps that', async () => {
    const item = await contact();
    const urls = await unsubscribeUrls(signing, env.SITE_URL as string, {
      sub: owner.sub,
      contactId: item!.contactId as string,
      campaignId: 'none',
    });
    // Standing in for the sending worker (another branch): a mail whose footer carries the link.
    await mailer.send({
      from: 'noreply@candles.example.com',
      to: [reader],
      subject: 'Spring candles',
      text: `New scents are in.\n\nUnsubscribe: ${urls.page}\n`,
      html: `<p>New scents are in.</p><p><a href="${urls.page}">Unsubscribe</a></p>`,
    });
    const href = /href="([^"]+)"/.exec((await lastMailTo(reader)).body.html ?? '')?.[1];
    expect(href).toBe(urls.page);

    await page.goto(href!);
    await page.getByRole('heading', { name: "You're unsubscribed" }).waitFor();
    expect((await contact())?.status).toBe('unsubscribed');
    expect(await page.getByText('You will not get marketing emails from').isVisible()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'news' }).isVisible()).toBe(true);
    expect(await seriousViolations()).toEqual([]);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await page.getByRole('button', { name: 'Resubscribe', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: "You're subscribed" }).waitFor();
    expect((await contact())?.status).toBe('subscribed');

    await page.reload();
    await page.getByRole('heading', { name: "You're subscribed" }).waitFor();
    expect((await contact())?.status).toBe('subscribed');
  });

  it('shows a harmless preview for /u/preview and a plain refusal for a forged link', async () => {
    await page.goto('/u/preview');
    await page.getByText('This is a preview of the page your subscribers see').waitFor();
    await page.goto('/u/forgedtokenforgedtokenforgedtoken');
    await page.getByRole('heading', { name: 'This link does not work' }).waitFor();
    expect((await contact())?.status).toBe('subscribed');
  });
});
