/**
 * The CSV import wizard in Chromium over the real local stack (issue 20): choose a file, the upload, the
 * mapping step (selects suggested from the header, sample rows, the attestation), the progress bar while
 * the job runs off the 'imports' queue, the report with its reasons and the CSV download, and the contacts
 * found through the contacts API. At 375 px wide too; leaving the page and coming back shows the import.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchChromium, PHONE } from './support/browser';
import { activatePlan } from './support/plan';
import { apiAs, createUser, signInContext, type E2eUser } from './support/session';

const baseUrl = inject('e2eBaseUrl');
const env = inject('e2eStackEnv');

let browser: Browser;
let user: E2eUser;

beforeAll(async () => {
  browser = await launchChromium();
  user = await createUser(baseUrl, 'import');
  await activatePlan(baseUrl, env, user, 'free');
});

afterAll(async () => {
  await browser?.close();
});

async function openSignedIn(viewport: { width: number; height: number } = DESKTOP): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport,
    reducedMotion: 'reduce',
    acceptDownloads: true,
  });
  await signInContext(context, baseUrl, user);
  return context.newPage();
}

const rows = Array.from({ length: 300 }, (_, i) => `imp${i}@example.com;Imp${i};Person;e2e`);
const CSV = `E-mail;First Name;Surname;Tags\n${rows.join('\n')}\nnot-an-address;Bad;Row;\ninfo@shop.example;;;\n`;

describe('importing contacts in Chromium', () => {
  it('uploads, confirms the mapping, shows progress and the report, and the contacts are there', async () => {
    const page = await openSignedIn();
    await page.goto('/contacts/import');
    await page.getByRole('heading', { name: 'Import contacts' }).waitFor({ timeout: 20_000 });
    await page.getByLabel('CSV file (up to 10 MB)').setInputFiles({
      name: 'customers.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(CSV),
    });
    await page.getByRole('button', { name: 'Upload' }).click();

    // The mapping, suggested from the header, over the first rows.
    const email = page.getByLabel('Email (required)');
    await email.waitFor({ timeout: 20_000 });
    expect(await email.inputValue()).toBe('0');
    expect(await page.getByLabel('First name').inputValue()).toBe('1');
    expect(await page.getByLabel('Last name').inputValue()).toBe('2');
    expect(await page.getByLabel('Tags').inputValue()).toBe('3');
    await expect.poll(() => page.getByRole('cell', { name: 'imp0@example.com' }).count()).toBe(1);
    // Not without the attestation.
    await page.getByRole('button', { name: 'Start the import' }).click();
    await expect
      .poll(() => page.getByRole('alert').innerText())
      .toContain('These people agreed to receive email from me');
    await page.getByLabel('These people agreed to receive email from me').check();
    await page.getByRole('button', { name: 'Start the import' }).click();

    // The progress bar, then the report.
    const progress = page.getByRole('progressbar', { name: 'Import progress' });
    await progress.waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).searchParams.get('import')).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByText('Done', { exact: true }).count(), { timeout: 120_000 }).toBe(1);
    expect(await progress.getAttribute('max')).toBe('302');
    const count = (label: string) =>
      page.locator('dt', { hasText: label }).locator('xpath=../dd').innerText();
    expect(await count('Added')).toBe('301');
    expect(await count('Skipped')).toBe('1');
    await expect.poll(() => page.getByText('Not a valid email address: 1').count()).toBe(1);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the report (CSV)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('import-report.csv');

    // Leaving and coming back shows the import.
    await page.goto('/dashboard');
    await page.goto('/contacts/import');
    await expect.poll(() => page.getByText('customers.csv').count(), { timeout: 20_000 }).toBe(1);

    // The contacts are there, with the names and tags of the file.
    const list = await apiAs<{ contacts: { email: string; firstName?: string; tags: string[] }[] }>(
      baseUrl,
      user,
      '/api/contacts?q=imp0%40',
    );
    expect(list.contacts).toEqual([
      expect.objectContaining({ email: 'imp0@example.com', firstName: 'Imp0', tags: ['e2e'] }),
    ]);
    await page.context().close();
  });

  it('works at 375 px wide: the mapping step fits the screen', async () => {
    const page = await openSignedIn(PHONE);
    await page.goto('/contacts/import');
    // A new browser context: this browser remembers no import, so the wizard starts at the file.
    await page.getByLabel('CSV file (up to 10 MB)').setInputFiles({
      name: 'small.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'email,first name,a very long column header that goes on and on\nzed@example.com,Zed,x\n',
      ),
    });
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.getByLabel('Email (required)').waitFor({ timeout: 20_000 });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await page.context().close();
  });
});
