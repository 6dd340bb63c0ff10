/**
 * Issue 30 in Chromium: a CSV with City, Birthday and Plan columns is imported (the API, as the wizard calls
 * it), then the contact's dialog shows those fields with their values and saves an edited one; at 375 px too.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, launchChromium, newContext } from './support/browser';
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

/** The import as the wizard makes it: the ticket, the upload straight to the bucket, preview, start, done. */
async function importCsv(csv: string) {
  const ticket = await api<{ importId: string; upload: { url: string; fields: Record<string, string> } }>(
    '/api/contacts/imports',
    { method: 'POST', body: JSON.stringify({ fileName: 'c.csv', size: Buffer.byteLength(csv) }) },
  );
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.upload.fields)) form.append(name, value);
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'c.csv');
  expect((await fetch(ticket.upload.url, { method: 'POST', body: form })).status).toBeLessThan(300);
  const base = `/api/contacts/imports/${ticket.importId}`;
  const preview = await api<{ mapping: unknown }>(`${base}/preview`, { method: 'POST', body: '{}' });
  await api(`${base}/start`, {
    method: 'POST',
    body: JSON.stringify({ mapping: preview.mapping, attestation: true }),
  });
  for (const until = Date.now() + eventually.timeout; ;) {
    const { status } = await api<{ status: string }>(base);
    if (status === 'done') return;
    if (Date.now() > until || status === 'failed') throw new Error(`The import is ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

beforeAll(async () => {
  browser = await launchChromium();
  user = await createUser(baseUrl, 'contact-fields');
  await activatePlan(baseUrl, env, user, 'free');
  await importCsv(`Email,City,Birthday,Plan\n${email},Lyon,25/03/1990,3\n`);
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
});
