/**
 * Issue 18 in the browser: an account whose address is not verified sees the banner on signed-in pages;
 * "Send the code again" mails a code through the real Cognito path (cognito-local via /cognito, our
 * CustomMessage trigger) into the local mail viewer; a wrong code is refused in words and stays typed; the
 * right one verifies the address and the banner goes. Then the send preview can mail the account itself.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { verifyBanner } from '../../shared/contracts/email-verification';
import { codeMailsTo, latestCode } from '../integration/helpers/cognito';
import { DESKTOP, launchChromium, newContext, PHONE, type Viewport } from './support/browser';
import { activatePlan } from './support/plan';
import { createUser, signInContext, type E2eUser } from './support/session';

const baseUrl = inject('e2eBaseUrl');
const ses = inject('e2eStackEnv').AWS_ENDPOINT_SES as string;
let browser: Browser;
let user: E2eUser;

beforeAll(async () => {
  browser = await launchChromium();
  user = await createUser(baseUrl, 'verify-ui');
  await activatePlan(baseUrl, inject('e2eStackEnv'), user); // the editor needs a plan
});

afterAll(async () => {
  await browser?.close();
});

async function signedInPage(viewport: Viewport = DESKTOP): Promise<Page> {
  const context = await newContext(browser, baseUrl, viewport);
  await signInContext(context, baseUrl, user);
  return context.newPage();
}

const banner = (page: Page) => page.getByRole('region', { name: verifyBanner.title });

describe('the verify-your-email banner', () => {
  it('fits a 375 px screen', async () => {
    const page = await signedInPage(PHONE);
    await page.goto('/dashboard');
    await banner(page).waitFor({ timeout: 15_000 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // Not in the editor, whose height belongs to the email and the chat (the send page has it).
    await page.goto('/editor');
    await page.getByRole('heading', { name: 'Create Your First Email!' }).waitFor({ timeout: 15_000 });
    expect(await banner(page).count()).toBe(0);
    await page.context().close();
  });

  it('sends the code again to the mail viewer, refuses a wrong code, and verifies with the right one', async () => {
    const page = await signedInPage();
    await page.goto('/dashboard');
    await banner(page).waitFor({ timeout: 15_000 });
    expect(await banner(page).innerText()).toContain(user.email);

    const before = (await codeMailsTo(user.email, ses)).length;
    await banner(page).getByRole('button', { name: verifyBanner.resend }).click();
    const code = await latestCode(user.email, before, ses);
    await expect
      .poll(() => banner(page).getByRole('status').innerText())
      .toBe(verifyBanner.resent(user.email));

    const box = banner(page).getByLabel(verifyBanner.codeLabel);
    const wrong = code === '000000' ? '111111' : '000000';
    await box.fill(wrong);
    await box.press('Enter');
    await expect
      .poll(() => banner(page).getByRole('alert').innerText(), { timeout: 15_000 })
      .toBe(verifyBanner.wrongCode);
    expect(await box.inputValue()).toBe(wrong);

    await box.fill(code);
    await banner(page).getByRole('button', { name: verifyBanner.submit, exact: true }).click();
    await expect.poll(() => banner(page).count(), { timeout: 15_000 }).toBe(0);
    // The refreshed ID token says so, and the API agrees: a test send to the account's own address works.
    const idToken = await page.evaluate(() => {
      const last = Object.keys(localStorage).find((k) => k.endsWith('.LastAuthUser'));
      const prefix = last!.slice(0, -'.LastAuthUser'.length);
      return localStorage.getItem(`${prefix}.${localStorage.getItem(last!)}.idToken`);
    });
    const payload = JSON.parse(Buffer.from(idToken!.split('.')[1]!, 'base64url').toString('utf8')) as {
      email_verified?: boolean;
    };
    expect(payload.email_verified).toBe(true);
    await page.reload();
    await page.getByRole('heading').first().waitFor({ timeout: 15_000 });
    expect(await banner(page).count()).toBe(0);
    await page.context().close();
  });
});
