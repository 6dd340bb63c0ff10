/**
 * Issue 29: the local mail viewer shows mail as a mail client that blocks remote images does. Looking at a
 * campaign mail there must not fire its open pixel (one look had made 189 of 295 "unique openers"), until
 * "Show images" is asked. Real Chromium, the real stack's viewer (/_local/mail), and a loopback server
 * standing in for the open pixel's host that counts the requests it gets.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SesMailer } from '../../lambdas/adapters/aws/ses-mailer';
import { DESKTOP, launchChromium, newContext } from './support/browser';

const baseUrl = inject('e2eBaseUrl');
const env = inject('e2eStackEnv');
const local = { region: env.AWS_REGION, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } };
const mailer = new SesMailer(new SESv2Client({ ...local, endpoint: env.AWS_ENDPOINT_SES }), undefined);

let browser: Browser;
let context: BrowserContext;
let pixelServer: Server;
let pixelHits = 0;
const subject = `Pixel check ${Date.now().toString(36)}`;

beforeAll(async () => {
  pixelServer = createServer((_req, res) => {
    pixelHits++;
    res.writeHead(200, { 'content-type': 'image/gif' }).end(Buffer.from('R0lGODlhAQABAAAAACw=', 'base64'));
  });
  await new Promise<void>((resolve) => pixelServer.listen(0, '127.0.0.1', resolve));
  const { port } = pixelServer.address() as AddressInfo;
  await mailer.send({
    from: 'news@viewer-check.example.com',
    to: [`reader-${Date.now().toString(36)}@example.com`],
    subject,
    html: `<p>Hello</p><img src="http://127.0.0.1:${port}/open.gif" width="1" height="1" alt="">`,
    text: 'Hello',
    headers: [],
    tags: {},
  });
  browser = await launchChromium();
  context = await newContext(browser, baseUrl, DESKTOP);
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await new Promise<void>((resolve) => pixelServer.close(() => resolve()));
});

describe('the local mail viewer', () => {
  it('shows the mail without loading its remote images or open pixel, and loads them after "Show images"', async () => {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/_local/mail`);
    await page.getByText(subject).first().waitFor();
    await page.waitForTimeout(1_000);
    expect(pixelHits).toBe(0);
    expect(await page.getByRole('status').first().textContent()).toContain('Images are blocked');

    await page.getByRole('link', { name: 'Show images' }).click();
    await page.getByText(subject).first().waitFor();
    await expect.poll(() => pixelHits, { timeout: 10_000 }).toBeGreaterThan(0);
    await page.close();
  });
});
