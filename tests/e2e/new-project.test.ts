/**
 * A new project end to end in Chromium over the real local stack with the offline composer (issue 23):
 * Create Project on the dashboard lands on that project's 'Create Your First Email!' screen with nothing
 * shown that is not stored; the first draft goes into an empty email (no placeholder content under it);
 * Minor Edit and Just Ask are refused in the browser with 'Mode Unavailable' before any request.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchChromium } from './support/browser';
import { emailPreview } from './support/editor';
import { activatePlan } from './support/plan';
import { apiAs, createUser, signInContext, type E2eUser } from './support/session';

const baseUrl = inject('e2eBaseUrl');
const env = inject('e2eStackEnv');

let browser: Browser;
let user: E2eUser;

beforeAll(async () => {
  browser = await launchChromium();
  user = await createUser(baseUrl, 'newproj');
  await activatePlan(baseUrl, env, user);
});

afterAll(async () => {
  await browser?.close();
});

/** The viewer's zone and format for the version names (docs/product.md › Saving and versions: local date and time). */
const VIEWER = { locale: 'en-US', timezoneId: 'America/New_York' };

async function openSignedIn(): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: DESKTOP,
    reducedMotion: 'reduce',
    ...VIEWER,
  });
  await signInContext(context, baseUrl, user);
  return context.newPage();
}

const seen = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text, { exact: false }).count(), { timeout: 20_000 }).toBeGreaterThan(0);
const previewText = (page: Page) => emailPreview(page).locator('body').innerText();
const review = (page: Page) => page.getByRole('region', { name: 'Proposed changes' });
const content = (projectId: string) =>
  apiAs<{ document: { sections: unknown[] } | null }>(baseUrl, user, `/api/projects/${projectId}/content`);

describe('a new project in Chromium', () => {
  it('Create Project lands on its first-email screen; the first draft fills an empty email; modes gated before the request', async () => {
    const page = await openSignedIn();
    const chatPosts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/ai/chat')
        chatPosts.push(r.postData() ?? '');
    });
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Create Project' }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toMatch(/^\/editor\/[^/]+$/);
    const projectId = new URL(page.url()).pathname.split('/').pop()!;

    // The project's own first-email screen; no template is shown that the server does not have.
    await expect
      .poll(() => page.getByRole('heading', { name: 'Create Your First Email!' }).isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    expect(await page.getByText('Your heading').count()).toBe(0);
    expect((await content(projectId)).document).toBeNull();

    // A reload keeps it there (still nothing stored).
    await page.reload();
    await seen(page, 'Create Your First Email!');

    await page
      .getByRole('textbox', { name: 'Describe the email you want' })
      .fill('A welcome email for new subscribers, mention the 10% code WELCOME10');
    await page.getByRole('button', { name: 'Create my email' }).click();
    expect(new URL(page.url()).pathname).toBe(`/editor/${projectId}`);

    // The draft is proposed into an empty email: nothing else is in the preview.
    await expect.poll(() => review(page).locator('li').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    expect((await content(projectId)).document?.sections).toEqual([]);
    await expect.poll(() => previewText(page)).toContain('WELCOME10');
    expect(await previewText(page)).not.toContain('Your heading');
    expect(await previewText(page)).not.toContain('Write something your readers will love.');
    expect(chatPosts).toHaveLength(1);

    // No draft accepted yet: Minor Edit and Just Ask are refused here, and no request leaves the browser.
    for (const mode of ['Minor Edit', 'Just Ask']) {
      await page.getByRole('button', { name: mode }).click();
      await seen(page, 'Mode Unavailable');
      expect(await page.getByRole('button', { name: mode }).getAttribute('aria-pressed')).toBe('false');
    }
    expect(await page.getByRole('button', { name: 'Major Edit' }).getAttribute('aria-pressed')).toBe('true');
    expect(chatPosts).toHaveLength(1);
    expect(await page.getByText('Sorry, I encountered an error').count()).toBe(0);

    // Accepted: the email is the draft alone, stored, and so after a reload.
    await review(page).getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(() => review(page).count(), { timeout: 15_000 }).toBe(0);
    const sections = (await content(projectId)).document?.sections.length ?? 0;
    expect(sections).toBeGreaterThan(0);
    await page.reload();
    await expect.poll(() => previewText(page), { timeout: 15_000 }).toContain('WELCOME10');
    expect(await previewText(page)).not.toContain('Your heading');
    expect(await emailPreview(page).locator('[data-section-id]').count()).toBe(sections);
    await page.context().close();
  });

  it('names every version, manual save or accepted AI changes, in the viewer’s local date and time', async () => {
    const page = await openSignedIn();
    await page.goto('/editor');
    await page
      .getByRole('textbox', { name: 'Describe the email you want' })
      .fill('A welcome email with code HELLO5');
    await page.getByRole('button', { name: 'Create my email' }).click();
    await expect.poll(() => review(page).locator('li').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    const projectId = new URL(page.url()).pathname.split('/').pop()!;
    await review(page).getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(() => review(page).count(), { timeout: 15_000 }).toBe(0);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await seen(page, 'Manual changes saved to database.');

    const { versions } = await apiAs<{ versions: { createdAt: string }[] }>(
      baseUrl,
      user,
      `/api/projects/${projectId}/versions`,
    );
    expect(versions.length).toBeGreaterThanOrEqual(2);
    const local = versions.map(
      (v) =>
        'Version created at ' +
        new Date(v.createdAt).toLocaleString(VIEWER.locale, { timeZone: VIEWER.timezoneId }),
    );
    await page.getByRole('tab', { name: 'History' }).click();
    const names = page.getByRole('list', { name: 'Versions, newest first' }).locator('li > span:first-child');
    await expect.poll(() => names.allInnerTexts(), { timeout: 15_000 }).toEqual(local);
    for (const name of local)
      expect(name).toMatch(/^Version created at \d{1,2}\/\d{1,2}\/\d{4}, \d{1,2}:\d{2}:\d{2} [AP]M$/);
    await page.context().close();
  });

  it('the settings button edits subject, preview text and global styles as undoable, saved edits', async () => {
    const page = await openSignedIn();
    await page.goto('/editor');
    await page.getByRole('button', { name: 'Start from a blank email' }).click();
    await expect.poll(() => previewText(page), { timeout: 15_000 }).toContain('Your heading');
    const projectId = new URL(page.url()).pathname.split('/').pop()!;
    const html = () => emailPreview(page).locator('html').innerHTML();

    await page.getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Email settings' });
    await dialog.getByLabel('Subject').fill('Our spring sale');
    await dialog.getByLabel('Preview text').fill('Twenty percent off, this week only');
    await dialog.getByLabel('Background colour').fill('#fdf6e3');
    await expect.poll(html).toContain('#fdf6e3');
    expect(await html()).toContain('Twenty percent off, this week only');
    // A width the email cannot take stays typed with the reason; nothing changes.
    await dialog.getByLabel('Content width').fill('wide');
    await seen(page, 'must be a length like 12px, 50% or auto');
    expect(await dialog.getByLabel('Content width').inputValue()).toBe('wide');
    await dialog.getByLabel('Content width').fill('640px');
    await expect.poll(html).toContain('640px');
    await dialog.getByRole('button', { name: 'Done' }).click();

    // Undo takes the last one back (the width), then the colour.
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(html).not.toContain('640px');
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(html).not.toContain('#fdf6e3');

    // Autosaved: the server has the subject and preview text; a reload shows them in the dialog.
    // The stored styles start as #ffffff/600px too, so poll for the texts and the styles together:
    // only the autosave after the undos has both (an earlier read may be from before any autosave).
    const stored = async () =>
      (await content(projectId)).document as unknown as { name: string; globalStyles: object };
    await expect
      .poll(
        async () => {
          const doc = await stored();
          return {
            name: doc.name,
            hasPreview: JSON.stringify(doc).includes('Twenty percent off, this week only'),
            ...doc.globalStyles,
          };
        },
        { timeout: 15_000 },
      )
      .toMatchObject({
        name: 'Our spring sale',
        hasPreview: true,
        bodyBackgroundColor: '#ffffff',
        contentWidth: '600px',
      });
    await page.reload();
    await page.getByRole('button', { name: 'Settings' }).click({ timeout: 15_000 });
    expect(await dialog.getByLabel('Subject').inputValue()).toBe('Our spring sale');
    expect(await dialog.getByLabel('Preview text').inputValue()).toBe('Twenty percent off, this week only');
    await page.context().close();
  });

  it('a mode chosen while there was a draft is refused at send time once the email is empty again', async () => {
    const page = await openSignedIn();
    const chatPosts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/ai/chat')
        chatPosts.push(r.postData() ?? '');
    });
    await page.goto('/editor');
    await page
      .getByRole('textbox', { name: 'Describe the email you want' })
      .fill('A welcome email with code HI10');
    await page.getByRole('button', { name: 'Create my email' }).click();
    await expect.poll(() => review(page).locator('li').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await review(page).getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(() => review(page).count(), { timeout: 15_000 }).toBe(0);
    await page.getByRole('button', { name: 'Minor Edit' }).click();
    expect(await page.getByRole('button', { name: 'Minor Edit' }).getAttribute('aria-pressed')).toBe('true');

    // Undo takes the draft away: the email is empty again, Minor Edit is no longer allowed.
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => emailPreview(page).locator('[data-section-id]').count()).toBe(0);
    const input = page.getByRole('textbox', { name: 'Message' });
    await input.fill('make the button green');
    await input.press('Enter');
    await seen(page, 'Mode Unavailable');
    expect(chatPosts).toHaveLength(1);
    expect(await input.inputValue()).toBe('make the button green');
    expect(await page.getByRole('button', { name: 'Major Edit' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByText('Sorry, I encountered an error').count()).toBe(0);
    await page.context().close();
  });
});
