/**
 * Issue 33 in Chromium, a Premium owner's day with the brand kit: the kit set in account settings; an email
 * started from the template of the type chosen at onboarding shows the shop's name and colour in the
 * preview; "Save as template" names it and it is listed under "Your templates" on /templates (no serious
 * axe violation there); a test send of it carries the brand; "Apply my brand" on an email made before in
 * the default look leaves a batch to review (nothing changed yet), and accepting it changes the saved email.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchChromium, newContext } from './support/browser';
import { emailPreview } from './support/editor';
import { waitForMails } from './support/mail';
import { activatePlan } from './support/plan';
import { apiAs, createUser, signInContext, verifiedUser, type E2eUser } from './support/session';

const baseUrl = inject('e2eBaseUrl');
const env = inject('e2eStackEnv');
const PURPLE = '#8a2be2';
let browser: Browser;
let user: E2eUser;
let existingId: string;
let templatePath = '';
const OLD_EMAIL = {
  name: 'Old news',
  sections: [
    {
      id: 's1',
      elements: [
        { id: 't1', type: 'text', content: 'New scents are in: cedar and clove.' },
        {
          id: 'b1',
          type: 'button',
          content: 'Shop now',
          properties: { button: { href: 'https://fern.example.com/' } },
        },
      ],
    },
  ],
};

beforeAll(async () => {
  browser = await launchChromium();
  user = await verifiedUser(baseUrl, env.AWS_ENDPOINT_SES as string, await createUser(baseUrl, 'brand-ed'));
  await activatePlan(baseUrl, env, user, 'premium');
  await apiAs(baseUrl, user, '/api/setup', {
    method: 'PATCH',
    body: JSON.stringify({ selectedCampaignIds: ['welcome_new_subscriber'] }),
  });
  // An email written before the brand kit, in the product's default look.
  const { project } = await apiAs<{ project: { id: string } }>(baseUrl, user, '/api/projects', {
    method: 'POST',
    body: JSON.stringify({ name: 'Old news' }),
  });
  existingId = project.id;
  await apiAs(baseUrl, user, `/api/projects/${existingId}/content`, {
    method: 'PUT',
    body: JSON.stringify({ expectedVersion: 0, document: OLD_EMAIL }),
  });
});
afterAll(async () => {
  await browser?.close();
});

async function open(path: string): Promise<Page> {
  const context = await newContext(browser, baseUrl, DESKTOP);
  await signInContext(context, baseUrl, user);
  const page = await context.newPage();
  await page.goto(path);
  return page;
}
const seen = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text).count(), { timeout: 15_000 }).toBeGreaterThan(0);
async function seriousAxe(page: Page): Promise<string[]> {
  return (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
const savedDocument = async (projectId: string) =>
  JSON.stringify(await apiAs(baseUrl, user, `/api/projects/${projectId}/content`));

describe('the brand kit in the editor (Premium)', () => {
  it('starts the chosen type’s template in the brand and saves it as a template', async () => {
    const page = await open('/account');
    const shop = page.getByRole('textbox', { name: 'Shop name' });
    await shop.waitFor({ timeout: 20_000 });
    await shop.fill('Fern & Moss');
    await page.getByLabel('Primary (buttons)').fill(PURPLE);
    await page.getByRole('button', { name: 'Save brand kit' }).click();
    await seen(page, 'Brand kit saved');

    await page.goto('/templates');
    const chosen = page.getByRole('region', { name: 'Your emails (chosen at sign-up)' });
    await chosen
      .getByRole('button', { name: 'Use this template: Welcome New Subscriber' })
      .click({ timeout: 20_000 });
    await page.waitForURL(/\/editor\/[^/]+$/, { timeout: 20_000 });
    templatePath = new URL(page.url()).pathname;
    const body = emailPreview(page).locator('body');
    await expect.poll(() => body.innerText().catch(() => ''), { timeout: 20_000 }).toContain('Fern & Moss');
    expect(await body.innerHTML()).toContain(PURPLE);

    await page.getByRole('tab', { name: 'Edit' }).click({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Save as template' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save as template' });
    await dialog.getByLabel('Template name').fill('Fern welcome');
    await dialog.getByRole('button', { name: 'Save template' }).click();
    await seen(page, '“Fern welcome” is in your templates.');

    await page.goto('/templates');
    const mine = page.getByRole('region', { name: 'Your templates' });
    await mine.getByRole('heading', { name: 'Fern welcome' }).waitFor({ timeout: 20_000 });
    expect(await mine.getByRole('button', { name: 'Use this template: Fern welcome' }).isVisible()).toBe(
      true,
    );
    expect(await seriousAxe(page)).toEqual([]);
    await page.context().close();
  });

  it('sends a test of the email started from the template, in the brand', async () => {
    expect(templatePath).not.toBe('');
    const page = await open(templatePath);
    await emailPreview(page).getByText('Fern & Moss').first().waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Send Email' }).click();
    await page.getByRole('heading', { name: 'Send Email Preview' }).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await seen(page, `Preview email sent to ${user.email}`);
    // The first mail to the owner is the address's verification code; the test send is the second.
    const mail = (await waitForMails(env.AWS_ENDPOINT_SES as string, user.email, 2)).at(-1);
    expect(mail?.body.html).toContain(PURPLE);
    expect(mail?.body.text).toContain('Fern & Moss');
    await page.context().close();
  });

  it('“Apply my brand” on an older email is a batch to review; accepting it changes the email', async () => {
    const before = await savedDocument(existingId);
    expect(before).not.toContain(PURPLE);
    const page = await open(`/editor/${existingId}`);
    await page.getByRole('tab', { name: 'Edit' }).click({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Apply my brand' }).click();
    await seen(page, 'Your brand is ready to review');
    expect(await savedDocument(existingId)).toBe(before); // nothing applied before it is reviewed

    await page.getByRole('tab', { name: 'Chat' }).click();
    const review = page.getByRole('region', { name: 'Proposed changes' });
    await expect.poll(() => review.locator('li').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await review.getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(() => review.count(), { timeout: 15_000 }).toBe(0);
    await expect.poll(() => savedDocument(existingId), { timeout: 15_000 }).toContain(PURPLE);
    await expect
      .poll(() => emailPreview(page).locator('body').innerHTML(), { timeout: 15_000 })
      .toContain(PURPLE);
    await page.context().close();
  });
});
