/**
 * Issue 30 in Chromium: a CSV with City, Birthday and Plan columns is imported (the API, as the wizard calls
 * it), then the contact's dialog shows those fields with their values and saves an edited one; the "Add a
 * contact" dialog shows them too and adds a contact with them; at 375 px too.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, launchChromium, newContext } from './support/browser';
import { importCsv } from './support/import-csv';
import { activatePlan } from './support/plan';
import { apiAs, createUser, signInContext, type E2eUser } from './support/session';

const baseUrl = inject('e2eBaseUrl');
const env = inject('e2eStackEnv');
let browser: Browser;
let user: E2eUser;
const run = Date.now().toString(36);
const eventually = { timeout: 20_000 };
const email = `fields-${run}@example.com`;
const api = <T>(path: string, init?: RequestInit) => apiAs<T>(baseUrl, user, path, init);

beforeAll(async () => {
  browser = await launchChromium();
  user = await createUser(baseUrl, 'contact-fields');
  await activatePlan(baseUrl, env, user, 'free');
  await importCsv(baseUrl, user, `Email,City,Birthday,Plan\n${email},Lyon,25/03/1990,3\n`);
});

afterAll(async () => {
  await browser?.close();
});

describe('custom fields in the contact dialog', () => {
  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)
    it(`shows the imported fields and saves an edit (${name})`, async () => {
      const context = await newContext(browser, baseUrl, viewport);
      await signInContext(context, baseUrl, user);
      const page = await context.newPage();
      await page.goto('/contacts');
      await page.getByRole('button', { name: `Edit ${email}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit contact' });
      const fields = dialog.getByRole('group', { name: 'Custom fields' });
      await expect.poll(() => fields.getByLabel('City').inputValue(), eventually).not.toBe('');
      expect(await fields.getByLabel('Birthday').inputValue()).toBe('1990-03-25');
      expect(await fields.getByLabel('Birthday').getAttribute('type')).toBe('date');
      const city = name === 'desktop' ? 'Paris' : 'Nice';
      await fields.getByLabel('Plan').fill('12');
      await fields.getByLabel('City').fill(city);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => dialog.isVisible(), eventually).toBe(false);
      const list = await api<{ contacts: { email: string; fields?: Record<string, unknown> }[] }>(
        '/api/contacts',
      );
      expect(list.contacts.find((c) => c.email === email)?.fields).toEqual({
        city,
        birthday: '1990-03-25',
        plan: 12,
      });
      await context.close();
    });

  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)
    it(`adds a contact with custom fields, and says which value is wrong (${name})`, async () => {
      const context = await newContext(browser, baseUrl, viewport);
      await signInContext(context, baseUrl, user);
      const page = await context.newPage();
      await page.goto('/contacts');
      await page.getByRole('button', { name: 'Add contact' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Add a contact' });
      const fields = dialog.getByRole('group', { name: 'Custom fields' });
      const added = `added-${name}-${run}@example.com`;
      await dialog.getByLabel('Email').fill(added);
      await fields.getByLabel('City').fill('Marseille');
      await fields.getByLabel('Plan').fill('many');
      await dialog.getByRole('button', { name: 'Add contact' }).click();
      await expect.poll(() => dialog.getByText('Plan must be a number.').isVisible(), eventually).toBe(true);
      expect(await fields.getByLabel('City').inputValue()).toBe('Marseille');
      await fields.getByLabel('Plan').fill('7');
      await dialog.getByRole('button', { name: 'Add contact' }).click();
      await expect.poll(() => dialog.isVisible(), eventually).toBe(false);
      const list = await api<{ contacts: { email: string; fields?: Record<string, unknown> }[] }>(
        `/api/contacts?q=${encodeURIComponent(added)}`,
      );
      expect(list.contacts.find((c) => c.email === added)?.fields).toEqual({ city: 'Marseille', plan: 7 });
      await context.close();
    });
});
