/**
 * Issue 34 in Chromium at 375 px: a Pro owner invites an editor from /team; the editor (signed up, address
 * verified) opens the mailed link, accepts, and in the shop's account writes an email through the editor
 * (Create Project, a blank email, a heading typed, Save, a title), sends a test to their own verified address
 * (issue 18's rule: one's own address without a verified domain) which the SES stand-in holds; the owner
 * then finds that email on the shop's dashboard.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PHONE, launchChromium, newContext } from './support/browser';
import { emailPreview } from './support/editor';
import { mailsTo } from './support/mail';
import { activatePlan } from './support/plan';
import { createUser, signInContext, verifiedUser, type E2eUser } from './support/session';

const baseUrl = inject('e2eBaseUrl');
const env = inject('e2eStackEnv');
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function phonePage(user: E2eUser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, baseUrl, PHONE);
  await signInContext(context, baseUrl, user);
  context.setDefaultTimeout(20_000);
  return { context, page: await context.newPage() };
}

const visible = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text, { exact: false }).count(), { timeout: 20_000 }).toBeGreaterThan(0);

describe('an editor of a shop', () => {
  it('accepts the mailed invitation, writes an email, sends a test; the owner sees the email', async () => {
    const owner = await createUser(baseUrl, 'edit-owner');
    await activatePlan(baseUrl, env, owner, 'pro');
    const member = await verifiedUser(
      baseUrl,
      env.AWS_ENDPOINT_SES as string,
      await createUser(baseUrl, 'edit-member'),
    );

    const ownerSide = await phonePage(owner);
    const page = ownerSide.page;
    await page.goto('/team');
    await page.getByRole('textbox', { name: 'Email address' }).fill(member.email);
    await page.getByLabel('Role').selectOption('editor');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await visible(page, `Invitation sent to ${member.email}.`);
    let link: string | undefined;
    await expect
      .poll(async () => {
        const mail = (await mailsTo(env.AWS_ENDPOINT_SES as string, member.email)).at(-1);
        link = /\/team\/accept\?token=[^\s]+/.exec(mail?.body.text ?? '')?.[0];
        return link !== undefined;
      })
      .toBe(true);

    const { context, page: editor } = await phonePage(member);
    await editor.goto(link as string);
    await editor.getByRole('button', { name: 'Accept invitation' }).click();
    await expect.poll(() => new URL(editor.url()).pathname, { timeout: 20_000 }).toBe('/dashboard');

    // Writes an email in the shop's account, through the editor.
    await editor
      .getByRole('button', { name: /^(Create|New) Project$/ })
      .first()
      .click();
    await editor.getByRole('button', { name: 'Start from a blank email' }).click();
    const preview = () => emailPreview(editor).locator('body').innerText();
    await expect.poll(preview, { timeout: 20_000 }).toContain('Your heading');
    await editor.getByRole('tab', { name: 'Edit' }).click();
    await editor
      .getByRole('navigation', { name: 'Email structure' })
      .getByRole('button', { name: /^Heading: Your heading/ })
      .click();
    await editor.getByLabel('Heading', { exact: true }).fill('Written by the editor');
    await expect.poll(preview).toContain('Written by the editor');
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(editor, 'Manual changes saved to database.');
    await editor.getByRole('button', { name: /^Title: .* Edit title$/ }).click();
    await editor.getByRole('textbox', { name: 'Email title' }).fill('Editor spring letter');
    await editor.keyboard.press('Enter');
    await expect
      .poll(() => editor.getByRole('button', { name: /^Title: Editor spring letter/ }).count())
      .toBe(1);
    expect(await seriousViolations(editor)).toEqual([]);

    // A test send, to the editor's own verified address (the recipient the page offers).
    await editor.getByRole('button', { name: 'Send Email' }).click();
    await expect.poll(() => editor.getByLabel('Recipient email').inputValue()).toBe(member.email);
    await editor.getByRole('button', { name: 'Send', exact: true }).click();
    await visible(editor, `Preview email sent to ${member.email}`);
    const test = (await mailsTo(env.AWS_ENDPOINT_SES as string, member.email)).find((m) =>
      m.body.html?.includes('Written by the editor'),
    );
    expect(test?.body.text).toContain('Written by the editor');
    expect(await editor.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    await context.close();

    // The owner sees the editor's email on the shop's dashboard.
    await page.goto('/dashboard');
    await expect
      .poll(() => page.getByRole('button', { name: 'Open Editor spring letter' }).count(), {
        timeout: 20_000,
      })
      .toBe(1);
    await ownerSide.context.close();
  });
});
