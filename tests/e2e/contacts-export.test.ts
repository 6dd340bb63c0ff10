/**
 * Export (issue 30) in Chromium over the real stack: "Export CSV" downloads every contact with the consent
 * columns; with a tag filter the button says "Export these" and the file holds only what the list shows; at
 * 375 px the button is on screen.
 */
import { randomUUID } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, launchChromium, newContext } from './support/browser';
import { activatePlan } from './support/plan';
import { apiAs, createUser, signInContext, type E2eUser } from './support/session';

const baseUrl = inject('e2eBaseUrl');
const env = inject('e2eStackEnv');
let browser: Browser;
let user: E2eUser;
const run = Date.now().toString(36);
const address = (name: string) => `${name}-${run}@example.com`;
const eventually = { timeout: 20_000 };

beforeAll(async () => {
  browser = await launchChromium();
  user = await createUser(baseUrl, 'contacts-export');
  await activatePlan(baseUrl, env, user, 'free');
  for (const [email, tags] of [
    [address('ann'), ['vip']],
    [address('bob'), []],
  ] as const)
    await apiAs(baseUrl, user, '/api/contacts', {
      method: 'POST',
      body: JSON.stringify({ email, firstName: 'E2e', tags }),
    });
});

afterAll(async () => {
  await browser?.close();
});

async function exported(page: Page, name: string): Promise<Record<string, string>[]> {
  const download = page.waitForEvent('download', eventually);
  await page.getByRole('button', { name }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^contacts-\d{4}-\d{2}-\d{2}\.csv$/);
  // The browser may run elsewhere (a Chromium server): saveAs copies the file here.
  const path = join(tmpdir(), `export-${randomUUID()}.csv`);
  await file.saveAs(path);
  const text = await readFile(path, 'utf8');
  await rm(path, { force: true });
  return parse(text, { columns: true }) as Record<string, string>[];
}

describe('contacts export in Chromium', () => {
  it('downloads all contacts, then only the filtered ones, with their consent', async () => {
    const context = await newContext(browser, baseUrl, DESKTOP);
    await signInContext(context, baseUrl, user);
    const page = await context.newPage();
    await page.goto('/contacts');
    await expect.poll(() => page.getByText(address('ann')).isVisible(), eventually).toBe(true);

    const all = await exported(page, 'Export CSV');
    expect(all.map((r) => r.Email).sort()).toEqual([address('ann'), address('bob')]);
    expect(all[0]).toMatchObject({ Status: 'subscribed', 'Consent source': 'manual' });
    await expect
      .poll(
        () => page.locator('[data-sonner-toast]').filter({ hasText: 'Exported 2 contacts' }).count(),
        eventually,
      )
      .toBe(1);

    await page.goto('/contacts?tag=vip');
    await expect.poll(() => page.getByText(address('bob')).count(), eventually).toBe(0);
    const vip = await exported(page, 'Export these');
    expect(vip.map((r) => r.Email)).toEqual([address('ann')]);
    await context.close();
  });

  it('at 375 px the export button is on screen', async () => {
    const context = await newContext(browser, baseUrl, PHONE);
    await signInContext(context, baseUrl, user);
    const page = await context.newPage();
    await page.goto('/contacts');
    const button = page.getByRole('button', { name: 'Export CSV' });
    await expect.poll(() => button.isVisible(), eventually).toBe(true);
    const box = await button.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    await context.close();
  });
});
