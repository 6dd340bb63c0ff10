/**
 * The editor at real widths (issue 23), measured in Chromium with getBoundingClientRect over the real
 * stack: every element editor fits the side pane at 1280 and 375 px (nothing sticks out, no text squeezed
 * to a few characters a line), the image editor shows a thumbnail, the file name, "Replace image" and the
 * URL on one line; the window does not scroll and each pane has one scroll area; the chat input is as
 * wide as its pane; on a phone the preview shows a readable height of the email with the input in sight.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { EmailDocument, EmailElement } from '../../shared/email';
import { blankEmail } from '../../web/features/editor/model/blank-email';
import { PALETTE, newElement } from '../../web/features/editor/model/element-factory';
import { DESKTOP, PHONE, launchChromium, newContext, type Viewport } from './support/browser';
import { crampedIn, rectOf } from './support/geometry';
import { activatePlan } from './support/plan';
import { apiAs, createUser, signInContext, type E2eUser } from './support/session';

const baseUrl = inject('e2eBaseUrl');
const env = inject('e2eStackEnv');

let browser: Browser;
let user: E2eUser;
let projectId = '';
let imageSrc = '';

/** Every element type the palette offers, the image with a long URL as an upload has. */
function everyElement(id: string): EmailDocument {
  imageSrc = `${baseUrl}/assets/projects/${id}/images/0123456789abcdef0123456789abcdef-summer-candle-sale-banner.png`;
  const elements: EmailElement[] = PALETTE.map(({ type }) => newElement(type)).map((el) =>
    el.type === 'image'
      ? { ...el, properties: { ...el.properties, image: { ...el.properties?.image, src: imageSrc } } }
      : el,
  );
  return { ...blankEmail('Layout check'), sections: [{ id: 'section-all', elements }] };
}

beforeAll(async () => {
  browser = await launchChromium();
  user = await createUser(baseUrl, 'layout');
  await activatePlan(baseUrl, env, user);
  const { project } = await apiAs<{ project: { id: string; version: number } }>(
    baseUrl,
    user,
    '/api/projects',
    { method: 'POST', body: JSON.stringify({ name: 'Layout check' }) },
  );
  projectId = project.id;
  await apiAs(baseUrl, user, `/api/projects/${projectId}/content`, {
    method: 'PUT',
    body: JSON.stringify({ expectedVersion: project.version, document: everyElement(projectId) }),
  });
});

afterAll(async () => {
  await browser?.close();
});

async function openEditor(viewport: Viewport): Promise<Page> {
  const context = await newContext(browser, baseUrl, viewport);
  await signInContext(context, baseUrl, user);
  const page = await context.newPage();
  await page.goto(`/editor/${projectId}`);
  await page.getByRole('textbox', { name: 'Message' }).waitFor({ timeout: 15_000 });
  return page;
}

const sidePane = (page: Page) => page.getByRole('region', { name: 'Side pane' });
const outlineItems = (page: Page) =>
  page.getByRole('navigation', { name: 'Email structure' }).locator('[data-outline-id]');

/** The elements of the `region` section whose style lets them scroll vertically. */
const scrollAreas = (page: Page, region: string) =>
  page.evaluate((name) => {
    const root = document.querySelector(`section[aria-label="${name}"]`)!;
    // A text box scrolling its own text is not a scroll area of the layout.
    const areas = [root, ...root.querySelectorAll('*')].filter(
      (el) => !el.matches('textarea') && /(auto|scroll)/.test(getComputedStyle(el).overflowY),
    );
    return areas.map((el) => `${el.tagName.toLowerCase()}.${el.className}`);
  }, region);
const windowScroll = (page: Page) =>
  page.evaluate(() => document.scrollingElement!.scrollHeight - window.innerHeight);

describe('the editor at real widths', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(`fits every element editor in the side pane at ${viewport.width} px`, async () => {
      const page = await openEditor(viewport);
      await page.getByRole('tab', { name: 'Edit' }).click();
      const count = await outlineItems(page).count();
      expect(count).toBe(PALETTE.length + 1);
      const problems: string[] = [];
      for (let i = 0; i < count; i++) {
        const item = outlineItems(page).nth(i);
        await item.click();
        const label = await item.innerText();
        for (const p of await crampedIn(page.getByRole('tabpanel'))) problems.push(`${label}: ${p}`);
      }
      expect(problems).toEqual([]);

      // The image: thumbnail, file name, Replace image, and its URL on one line in a read-only field.
      await outlineItems(page)
        .filter({ hasText: /^Image/ })
        .click();
      const image = sidePane(page).getByRole('group', { name: 'Image', exact: true });
      await image.scrollIntoViewIfNeeded();
      expect(await image.locator('img').getAttribute('src')).toBe(imageSrc);
      expect(await image.getByText('summer-candle-sale-banner.png', { exact: true }).isVisible()).toBe(true);
      expect(await image.getByRole('button', { name: 'Replace image' }).isVisible()).toBe(true);
      const url = image.getByRole('textbox', { name: 'Image URL' });
      expect(await url.inputValue()).toBe(imageSrc);
      expect(await url.getAttribute('readonly')).not.toBeNull();
      const urlBox = await rectOf(url);
      const paneBox = await rectOf(sidePane(page));
      expect(urlBox.height).toBeLessThan(48);
      expect(urlBox.right).toBeLessThanOrEqual(paneBox.right);
      expect(urlBox.width).toBeGreaterThan(paneBox.width / 2);
      await page.context().close();
    });
  }

  it('at 1280 px: the window does not scroll, one scroll area per pane, the chat input as wide as its pane', async () => {
    const page = await openEditor(DESKTOP);
    expect(await windowScroll(page)).toBeLessThanOrEqual(0);
    expect(await scrollAreas(page, 'Preview')).toHaveLength(1);
    expect(await scrollAreas(page, 'Side pane')).toHaveLength(1);
    const pane = await rectOf(sidePane(page).getByRole('tabpanel'));
    const input = await rectOf(page.getByRole('textbox', { name: 'Message' }));
    // The pane's padding (12 px a side) is all that is left beside it.
    expect(input.width).toBeGreaterThanOrEqual(pane.width - 2 * 12 - 2);
    // The input sits at the foot of the pane, in view.
    expect(input.bottom).toBeLessThanOrEqual(DESKTOP.height);
    expect(pane.bottom - input.bottom).toBeLessThan(80);
    await page.context().close();
  });

  it('at 375 px: the preview shows a readable height of the email and the chat input is in sight', async () => {
    const page = await openEditor(PHONE);
    expect(await windowScroll(page)).toBeLessThanOrEqual(0);
    expect(await scrollAreas(page, 'Side pane')).toHaveLength(1);
    // How much of the email the preview shows: the frame cut by its scroll area and the window.
    const shown = await page.evaluate(() => {
      const frame = document.querySelector('[data-testid="email-preview"]')!.getBoundingClientRect();
      const stage = document.querySelector('[data-testid="email-preview"]')!.parentElement!;
      const area = stage.getBoundingClientRect();
      return Math.min(frame.bottom, area.bottom, window.innerHeight) - Math.max(frame.top, area.top, 0);
    });
    expect(shown).toBeGreaterThanOrEqual(300);
    const input = await rectOf(page.getByRole('textbox', { name: 'Message' }));
    expect(input.top).toBeGreaterThanOrEqual(0);
    expect(input.bottom).toBeLessThanOrEqual(PHONE.height);
    expect(input.width).toBeGreaterThanOrEqual(PHONE.width - 2 * 12 - 4);
    // Typing there works without scrolling anything first.
    await page.getByRole('textbox', { name: 'Message' }).fill('Make the heading friendlier');
    expect(await page.getByRole('button', { name: 'Send', exact: true }).isEnabled()).toBe(true);
    await page.context().close();
  });
});
