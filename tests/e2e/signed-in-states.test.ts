/**
 * Loading and error states of the signed-in pages, and nothing typed lost on a failed request (DESIGN.md
 * "What a user would expect"; docs/product.md › Editor toasts). The stack is real; a failed request is a network failure made
 * in the browser (Playwright aborts that one request, as a dropped connection would), because the real server
 * has no way to fail on demand. Each page shows the failure in words with a Try Again that recovers, and every
 * form keeps what was typed.
 */
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchChromium, newContext } from './support/browser';
import { addButtonAndOpenLinkModal, saveBlankEmail } from './support/editor';
import { activatePlan } from './support/plan';
import { apiAs, createUser, signInContext, type E2eUser } from './support/session';

const baseUrl = inject('e2eBaseUrl');
const env = inject('e2eStackEnv');
let browser: Browser;
let user: E2eUser;
let projectId = '';

const api = <T>(path: string, init?: RequestInit) => apiAs<T>(baseUrl, user, path, init);

beforeAll(async () => {
  browser = await launchChromium();
  user = await createUser(baseUrl, 'states');
  await activatePlan(baseUrl, env, user, 'pro');
  projectId = (await api<{ project: { id: string } }>('/api/projects', { method: 'POST', body: '{}' }))
    .project.id;
  await saveBlankEmail(baseUrl, user, projectId);
});

afterAll(async () => {
  await browser?.close();
});

async function signedInPage(): Promise<Page> {
  const context = await newContext(browser, baseUrl, DESKTOP);
  await signInContext(context, baseUrl, user);
  return context.newPage();
}

const toast = (page: Page, text: string) =>
  expect
    .poll(() => page.locator('[data-sonner-toast]').filter({ hasText: text }).count(), { timeout: 15_000 })
    .toBeGreaterThan(0);

/** Every request whose path matches fails as a dropped connection would, until `restore` is called. */
async function failRequests(page: Page, pattern: RegExp, method?: string) {
  const handler = (route: Route) =>
    method && route.request().method() !== method ? route.fallback() : route.abort('internetdisconnected');
  const matches = (url: URL) => pattern.test(url.pathname);
  await page.route(matches, handler);
  return () => page.unroute(matches, handler);
}

const UNREACHABLE = 'Could not reach the server. Check your connection and try again.';

describe('error states with Try Again', () => {
  it('the project list: the spec sentence, then Try Again loads it', async () => {
    const page = await signedInPage();
    const restore = await failRequests(page, /^\/api\/projects$/, 'GET');
    await page.goto('/dashboard');
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to load projects' });
    await alert.waitFor({ timeout: 20_000 });
    await toast(page, 'Failed to load projects');
    await restore();
    await alert.getByRole('button', { name: 'Try Again' }).click();
    await expect.poll(() => page.locator('tbody tr').count(), { timeout: 15_000 }).toBe(1);
    expect(await alert.count()).toBe(0);
    await page.context().close();
  });

  it("the plan page: 'Error: …' with Try Again when the account cannot be read", async () => {
    const page = await signedInPage();
    await page.goto('/dashboard');
    await expect.poll(() => page.locator('tbody tr').count(), { timeout: 15_000 }).toBe(1);
    const restore = await failRequests(page, /^\/api\/profile$/);
    // A fresh page load, so the profile is read again (and fails).
    await page.goto('/subscription');
    const alert = page.getByRole('alert').filter({ hasText: `Error: ${UNREACHABLE}` });
    await alert.waitFor({ timeout: 20_000 });
    await restore();
    await alert.getByRole('button', { name: 'Try Again' }).click();
    await expect.poll(() => alert.count(), { timeout: 15_000 }).toBe(0);
    await page.getByRole('button', { name: 'Current Plan' }).waitFor({ timeout: 15_000 });
    await page.context().close();
  });

  it('the test checkout: its session unreadable, then Try Again shows it', async () => {
    const { url } = await api<{ url: string }>('/api/billing/checkout', {
      method: 'POST',
      body: JSON.stringify({ tier: 'premium' }),
    });
    const page = await signedInPage();
    const restore = await failRequests(page, /^\/api\/billing\/test-checkout\//);
    const target = new URL(url, baseUrl);
    await page.goto(target.pathname + target.search);
    const alert = page.getByRole('alert').filter({ hasText: `Error: ${UNREACHABLE}` });
    await alert.waitFor({ timeout: 20_000 });
    await restore();
    await alert.getByRole('button', { name: 'Try Again' }).click();
    await page.getByRole('button', { name: 'Complete test purchase' }).waitFor({ timeout: 15_000 });
    await page.context().close();
  });

  it("the editor's version history: the failure in words, then Try Again lists them", async () => {
    const page = await signedInPage();
    const restore = await failRequests(page, /\/versions$/);
    await page.goto(`/editor/${projectId}`);
    await page.getByRole('tab', { name: 'History' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Could not load the versions' });
    await alert.waitFor({ timeout: 20_000 });
    await restore();
    await alert.getByRole('button', { name: 'Try Again' }).click();
    await page.getByText('No versions yet.').waitFor({ timeout: 15_000 });
    await page.context().close();
  });
});

describe('every wait shows progress', () => {
  it('a row action in flight is announced until it is done', async () => {
    const page = await signedInPage();
    await page.goto('/dashboard');
    await expect.poll(() => page.locator('tbody tr').count(), { timeout: 15_000 }).toBe(1);
    // Hold the duplicate request (a slow network), so the wait can be seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const matches = (url: URL) => /\/duplicate$/.test(url.pathname);
    await page.route(matches, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'More actions for Untitled Document' }).click();
    await page.getByRole('menuitem', { name: 'Duplicate' }).click();
    const status = page.getByRole('status').filter({ hasText: 'Duplicating "Untitled Document"...' });
    await status.waitFor({ timeout: 15_000 });
    release();
    await expect.poll(() => page.locator('tbody tr').count(), { timeout: 15_000 }).toBe(2);
    await expect.poll(() => status.count(), { timeout: 15_000 }).toBe(0);
    await page.unroute(matches);
    const copy = (await api<{ projects: { id: string; name: string }[] }>('/api/projects')).projects.find(
      (p) => p.id !== projectId,
    );
    if (copy) await api(`/api/projects/${copy.id}`, { method: 'DELETE' });
    await page.context().close();
  });
});

describe('nothing typed is lost', () => {
  it('rename: a dropped request keeps the typed name in the dialog, with the reason', async () => {
    const page = await signedInPage();
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'More actions for Untitled Document' }).click({ timeout: 15_000 });
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    const restore = await failRequests(page, /^\/api\/projects\/[^/]+$/, 'PATCH');
    await page.getByLabel('Project name').fill('Autumn launch');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(UNREACHABLE).waitFor({ timeout: 15_000 });
    expect(await page.getByLabel('Project name').inputValue()).toBe('Autumn launch');
    await restore();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => page.getByRole('rowheader', { name: 'Autumn launch' }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    await api(`/api/projects/${projectId}`, {
      method: 'PATCH',
      body: JSON.stringify({ name: 'Untitled Document' }),
    });
    await page.context().close();
  });

  it("first email: a blank prompt gets the spec's sentence; a failed create keeps the prompt", async () => {
    const page = await signedInPage();
    await page.goto('/editor');
    await page.getByRole('heading', { name: 'Create Your First Email!' }).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Create my email' }).click();
    await toast(page, 'Please enter a description for your email');
    const prompt = page.getByLabel('Describe the email you want');
    await prompt.fill('A welcome email for new candle buyers');
    const restore = await failRequests(page, /^\/api\/projects$/, 'POST');
    await page.getByRole('button', { name: 'Create my email' }).click();
    await toast(page, UNREACHABLE);
    expect(await prompt.inputValue()).toBe('A welcome email for new candle buyers');
    expect(new URL(page.url()).pathname).toBe('/editor');
    await restore();
    await page.context().close();
  });

  it("link modal: a link the email cannot take ('Invalid URL') keeps the modal open with what was typed", async () => {
    const page = await signedInPage();
    await page.goto(`/editor/${projectId}`);
    await page.getByRole('tab', { name: 'Edit' }).click({ timeout: 15_000 });
    const dialog = await addButtonAndOpenLinkModal(page);
    // The modal accepts a site-relative path (docs/product.md › Links, link modal); the email does not (link save).
    await dialog.getByLabel('URL').fill('/pricing');
    await dialog.getByRole('button', { name: 'Save Link' }).click();
    await toast(page, 'Invalid URL');
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByLabel('URL').inputValue()).toBe('/pricing');
    await dialog.getByLabel('URL').fill('https://candles.example.com/pricing');
    await dialog.getByRole('button', { name: 'Save Link' }).click();
    await toast(page, 'Link Updated');
    expect(await dialog.count()).toBe(0);
    await page.context().close();
  });

  it("send preview: the spec's sentences for a blank or wrong address, and the address stays typed", async () => {
    const page = await signedInPage();
    await page.goto(`/editor/${projectId}`);
    await page.getByRole('button', { name: 'Send Email' }).click({ timeout: 15_000 });
    await page.getByRole('heading', { name: 'Send Email Preview' }).waitFor({ timeout: 15_000 });
    // The back button is announced as 'Back' (its arrow is decoration).
    expect(await page.getByRole('button', { name: 'Back', exact: true }).isVisible()).toBe(true);
    const recipient = page.getByLabel('Recipient email');
    await recipient.fill('   ');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await toast(page, 'Please enter a recipient email address.');

    await recipient.fill('not-an-address');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await toast(page, 'Error Sending Email');
    await toast(page, 'Please enter a valid recipient email address.');
    expect(await recipient.inputValue()).toBe('not-an-address');

    const restore = await failRequests(page, /\/test-send$/);
    await recipient.fill('friend@example.com');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await toast(page, UNREACHABLE);
    expect(await recipient.inputValue()).toBe('friend@example.com');
    await restore();
    await page.context().close();
  });

  it('leaving the editor with edits the server did not take: saved first, else Stay or Leave', async () => {
    const page = await signedInPage();
    await page.goto(`/editor/${projectId}`);
    await page.getByRole('tab', { name: 'Edit' }).click({ timeout: 15_000 });
    await page
      .getByRole('navigation', { name: 'Email structure' })
      .getByRole('button', { name: /^Heading: / })
      .click();
    const restore = await failRequests(page, /\/content$/, 'PUT');
    const heading = page.getByLabel('Heading', { exact: true });
    await heading.fill('Kept while offline');
    await page
      .getByRole('status')
      .filter({ hasText: 'Not saved yet: retrying' })
      .waitFor({ timeout: 15_000 });
    await page.getByRole('link', { name: 'Back to My Email Templates' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your latest changes are not saved yet' });
    await dialog.waitFor({ timeout: 15_000 });
    await dialog.getByRole('button', { name: 'Stay and keep editing' }).click();
    expect(new URL(page.url()).pathname).toBe(`/editor/${projectId}`);
    expect(await heading.inputValue()).toBe('Kept while offline');

    await restore();
    await page.getByRole('link', { name: 'Back to My Email Templates' }).click();
    await page.waitForURL('**/dashboard', { timeout: 15_000 });
    const saved = await api<{ document: { sections: { elements: { content?: unknown }[] }[] } }>(
      `/api/projects/${projectId}/content`,
    );
    expect(JSON.stringify(saved.document)).toContain('Kept while offline');
    await page.context().close();
  });
});
