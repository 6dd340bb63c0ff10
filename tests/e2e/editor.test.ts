/**
 * The editor end to end in Chromium over the real stack (issue 11): a signed-in user on an active plan
 * starts a blank email, edits a text and sees the preview change, undoes and redoes, reloads and finds
 * the saved state; adds, moves and deletes an element with the keyboard; sets a link through the modal;
 * uploads a PNG (shown in the preview, its object served); restores a version and undoes the restore;
 * sends a test and finds it, HTML and text, in the SES stand-in's store (/_local/mail). Then the same
 * project at 375 px, opened by username and name. Screenshots for the docs only with `npm run screenshots`.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, launchChromium, newContext, type Viewport } from './support/browser';
import { addButtonAndOpenLinkModal, emailPreview as preview } from './support/editor';
import { activatePlan } from './support/plan';
import { docsScreenshot } from './support/screenshots';
import { createUser, signInContext, verifiedUser, type E2eUser } from './support/session';

const baseUrl = inject('e2eBaseUrl');
const env = inject('e2eStackEnv');
// A 2x2 red PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

let browser: Browser;
let user: E2eUser;
let username: string;
let projectPath = '';

beforeAll(async () => {
  browser = await launchChromium();
  // Test sends need a verified address (issue 18), verified through the local mail viewer.
  user = await verifiedUser(baseUrl, env.AWS_ENDPOINT_SES as string, await createUser(baseUrl, 'editor'));
  ({ username } = await activatePlan(baseUrl, env, user));
});

afterAll(async () => {
  await browser?.close();
});

const previewText = (page: Page) => preview(page).locator('body').innerText();
/** The side pane opens on the AI chat (issue 12); the element editor is its Edit tab. */
const openEditTab = (page: Page) => page.getByRole('tab', { name: 'Edit' }).click();
const outlineItem = (page: Page, name: string | RegExp) =>
  page
    .getByRole('navigation', { name: 'Email structure' })
    .getByRole('button', { name, exact: typeof name === 'string' });
const saved = (page: Page) =>
  expect
    .poll(() => page.getByRole('status').filter({ hasText: 'All changes saved' }).count(), {
      timeout: 15_000,
    })
    .toBe(1);
const toastWith = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text, { exact: false }).count(), { timeout: 15_000 }).toBeGreaterThan(0);

async function openSignedIn(viewport: Viewport = DESKTOP): Promise<Page> {
  const context = await newContext(browser, baseUrl, viewport);
  await signInContext(context, baseUrl, user);
  return context.newPage();
}

/** Order of the outline's element labels. */
const outlineLabels = (page: Page) =>
  page.getByRole('navigation', { name: 'Email structure' }).locator('[data-outline-id]').allInnerTexts();

describe('the editor in Chromium', () => {
  it('builds, edits, undoes, saves, links, uploads, restores and sends an email by hand', async () => {
    const page = await openSignedIn();
    await page.goto('/editor');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Create Your First Email!' }).isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    await page.getByRole('button', { name: 'Start from a blank email' }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toMatch(/^\/editor\/[^/]+$/);
    projectPath = new URL(page.url()).pathname;
    await expect.poll(() => previewText(page), { timeout: 15_000 }).toContain('Your heading');
    await openEditTab(page);

    // Edit a text: the preview follows each keystroke.
    await outlineItem(page, /^Heading: Your heading/).click();
    const heading = page.getByLabel('Heading', { exact: true });
    await heading.fill('');
    await heading.pressSequentially('Candle sale');
    await expect.poll(() => previewText(page)).toContain('Candle sale');

    // Undo and redo (keyboard and buttons).
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Control+z');
    await expect.poll(() => previewText(page)).toContain('Your heading');
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect.poll(() => previewText(page)).toContain('Candle sale');
    await saved(page);

    // Reload: the saved state comes back.
    await page.reload();
    await expect.poll(() => previewText(page), { timeout: 15_000 }).toContain('Candle sale');
    await openEditTab(page);

    // Add, move and delete an element with the keyboard only.
    await outlineItem(page, /^Text:/).focus();
    await page.keyboard.press('Enter');
    await page.getByLabel('Element type').focus();
    await page.getByLabel('Element type').selectOption('divider');
    await page.getByRole('button', { name: 'Add element' }).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => outlineLabels(page))
      .toEqual(['Section 1', 'Heading: Candle sale', expect.stringMatching(/^Text/), 'Divider']);
    await outlineItem(page, 'Divider').focus();
    await page.keyboard.press('Alt+ArrowUp');
    await expect
      .poll(() => outlineLabels(page))
      .toEqual(['Section 1', 'Heading: Candle sale', 'Divider', expect.stringMatching(/^Text/)]);
    // Focus stays on the moved item: a second press moves it again.
    await page.keyboard.press('Alt+ArrowUp');
    await expect
      .poll(() => outlineLabels(page))
      .toEqual(['Section 1', 'Divider', 'Heading: Candle sale', expect.stringMatching(/^Text/)]);
    // The preview follows: the divider is the section's first element.
    expect(await preview(page).locator('[data-element-id]').first().innerHTML()).toContain('border-top:');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Delete' }).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => outlineLabels(page))
      .toEqual(['Section 1', 'Heading: Candle sale', expect.stringMatching(/^Text/)]);

    // A link through the modal, from the button's placeholder in the preview.
    const dialog = await addButtonAndOpenLinkModal(page);
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const save = dialog.getByRole('button', { name: 'Save Link' });
    expect(await save.isDisabled()).toBe(true);
    await dialog.getByLabel('URL').fill('candles');
    expect(await save.isDisabled()).toBe(true);
    await expect
      .poll(() => dialog.getByText('Please enter a valid URL (e.g., https://example.com)').isVisible())
      .toBe(true);
    await dialog.getByLabel('URL').fill('https://candles.example.com/sale');
    await save.click();
    await toastWith(page, 'Link Updated');
    await expect
      .poll(() => preview(page).locator('a[href="https://candles.example.com/sale"]').count())
      .toBe(1);

    // Upload a PNG from the image placeholder: progress, 'Image Updated', shown in the preview, served.
    await page.getByLabel('Element type').selectOption('image');
    await page.getByRole('button', { name: 'Add element' }).click();
    const chooser = page.waitForEvent('filechooser');
    await preview(page).locator('[data-placeholder="image"]').first().click();
    await (await chooser).setFiles({ name: 'red dot.png', mimeType: 'image/png', buffer: PNG });
    await toastWith(page, 'Image Updated');
    const img = preview(page).locator('img[src*="/assets/"]');
    await expect.poll(() => img.count(), { timeout: 15_000 }).toBe(1);
    const src = (await img.getAttribute('src')) as string;
    expect(src).toMatch(/\/assets\/projects\/[^/]+\/images\/[^/]+-red-dot\.png$/);
    const served = await fetch(src);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);

    // A text file renamed .png is refused by the server (its content is not a PNG); the side pane offers
    // to replace the image it shows.
    const refused = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Replace image' }).click();
    await (
      await refused
    ).setFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('just text') });
    await toastWith(page, 'Invalid File');
    expect(await preview(page).locator('img[src*="notes.png"]').count()).toBe(0);

    // Explicit save records a version; a later edit; restore the version, then undo the restore.
    await saved(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toastWith(page, 'Manual changes saved to database.');
    await outlineItem(page, /^Heading:/).click();
    await page.getByLabel('Heading', { exact: true }).fill('Changed after the save');
    await expect.poll(() => previewText(page)).toContain('Changed after the save');
    await saved(page);
    await page.getByRole('tab', { name: 'History' }).click();
    const versions = page.getByRole('list', { name: 'Versions, newest first' });
    await expect.poll(() => versions.getByRole('listitem').count(), { timeout: 15_000 }).toBe(1);
    expect(await versions.getByRole('listitem').first().innerText()).toMatch(/^Version created at /);
    await versions.getByRole('button', { name: 'Restore' }).first().click();
    await expect.poll(() => previewText(page), { timeout: 15_000 }).toContain('Candle sale');
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => previewText(page)).toContain('Changed after the save');
    await saved(page);
    await page.getByRole('tab', { name: 'Edit' }).click();
    await docsScreenshot(page, 'editor-1280');
    await page.getByRole('switch', { name: 'Dark mode' }).check();
    await expect
      .poll(() => preview(page).locator('style').first().textContent())
      .toContain('.jm-d1{background-color:#121212');
    await docsScreenshot(page, 'editor-dark');

    // Send a test: the send preview page, the recipient defaults to the account's email.
    await page.getByRole('button', { name: 'Send Email' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Send Email Preview' }).isVisible()).toBe(true);
    expect(await page.getByLabel('Recipient email').inputValue()).toBe(user.email);
    expect(await page.getByLabel('Email HTML').inputValue()).toContain('Changed after the save');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await toastWith(page, `Preview email sent to ${user.email}`);
    const mail = await sentTo(user.email);
    expect(mail.html).toContain('Changed after the save');
    expect(mail.html).toContain('https://candles.example.com/sale');
    expect(mail.text).toContain('Changed after the save');
    expect(mail.text).toContain('https://candles.example.com/sale');
    await page.context().close();
  });

  it('works at 375 px: opened by username and name, edits show in the preview, nothing overflows', async () => {
    expect(projectPath).not.toBe('');
    const page = await openSignedIn(PHONE);
    const name = 'Untitled Document';
    await page.goto(`/editor/${encodeURIComponent(username)}/${encodeURIComponent(name)}`);
    await expect
      .poll(() => previewText(page), { timeout: 15_000 })
      .toMatch(/Changed after the save|Candle sale/);
    await openEditTab(page);
    await outlineItem(page, /^Text:/).click();
    await page.getByLabel('Text', { exact: true }).fill('Small screens too.');
    await expect.poll(() => previewText(page)).toContain('Small screens too.');
    await saved(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('switch', { name: 'Mobile view' }).check();
    await docsScreenshot(page, 'editor-375');
    await page.context().close();
  });

  it('offers reload or keep-my-copy when another tab saved first, and loses nothing', async () => {
    expect(projectPath).not.toBe('');
    const first = await openSignedIn();
    const second = await first.context().newPage();
    for (const page of [first, second]) {
      await page.goto(projectPath);
      await expect.poll(() => previewText(page), { timeout: 15_000 }).not.toBe('');
      await openEditTab(page);
    }
    const editHeading = async (page: Page, text: string) => {
      await outlineItem(page, /^Heading:/).click();
      await page.getByLabel('Heading', { exact: true }).fill(text);
      await expect.poll(() => previewText(page)).toContain(text);
    };
    await editHeading(second, 'Saved in the second tab');
    await saved(second);
    await editHeading(first, 'Typed in the stale tab');
    const dialog = first.getByRole('dialog', { name: 'This email changed elsewhere' });
    await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(true);
    // Reload shows the other tab's email; Undo brings this tab's copy back; then it saves normally.
    await dialog.getByRole('button', { name: 'Reload the saved email' }).click();
    await expect.poll(() => previewText(first), { timeout: 15_000 }).toContain('Saved in the second tab');
    await first.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => previewText(first)).toContain('Typed in the stale tab');
    await saved(first);
    await second.reload();
    await expect.poll(() => previewText(second), { timeout: 15_000 }).toContain('Typed in the stale tab');
    await first.context().close();
  });

  it('sends a missing or foreign project back to the dashboard with the spec toast', async () => {
    const page = await openSignedIn();
    await page.goto('/editor/no-such-project');
    await toastWith(page, 'Project not found.');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard');
    await page.context().close();
  });
});

/** The newest message to `to` in the SES stand-in's store (/_local/mail redirects to it). */
async function sentTo(to: string): Promise<{ html: string; text: string }> {
  const viewer = await fetch(`${baseUrl}/_local/mail`, { redirect: 'manual' });
  const location = viewer.headers.get('location') as string;
  const store = new URL('/store', location).toString();
  for (let i = 0; i < 50; i++) {
    const body = (await (await fetch(store)).json()) as {
      emails: { destination: { to: string[] }; body: { html?: string; text?: string } }[];
    };
    const found = body.emails.filter((m) => m.destination.to.some((t) => t.includes(to))).pop();
    if (found) return { html: found.body.html ?? '', text: found.body.text ?? '' };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to} in ${store}`);
}
