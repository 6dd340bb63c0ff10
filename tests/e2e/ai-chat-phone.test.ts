/**
 * The AI chat on a phone (issue 12, 375 x 812) in Chromium over the real local stack with the offline
 * composer: the Chat tab is reachable in the stacked side pane, the input takes a message, a first email
 * arrives for review, one change is accepted and one rejected, nothing overflows sideways (page and
 * pane), and axe finds nothing serious or critical on the chat.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, newContext } from './support/browser';
import { activatePlan } from './support/plan';
import { docsScreenshot } from './support/screenshots';
import { createUser, signInContext, type E2eUser } from './support/session';

const baseUrl = inject('e2eBaseUrl');
const env = inject('e2eStackEnv');
const PHONE_TALL = { width: 375, height: 812 } as const;

let browser: Browser;
let user: E2eUser;

beforeAll(async () => {
  browser = await launchChromium();
  user = await createUser(baseUrl, 'aiphone');
  await activatePlan(baseUrl, env, user);
});

afterAll(async () => {
  await browser?.close();
});

const review = (page: Page) => page.getByRole('region', { name: 'Proposed changes' });
const changeItems = (page: Page) => review(page).locator('li');
const chat = (page: Page) => page.getByRole('region', { name: 'AI assistant' });
const seenText = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text, { exact: false }).count(), { timeout: 20_000 }).toBeGreaterThan(0);

/** How far the page and the side pane (and anything in it) reach past their own width, in px. */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement!;
    const pane = document.querySelector('section[aria-label="Side pane"]') as HTMLElement;
    const paneBox = pane.getBoundingClientRect();
    const sticking = [...pane.querySelectorAll('*')]
      .map((el) => el.getBoundingClientRect())
      .filter((r) => r.width > 0)
      .map((r) => Math.max(paneBox.left - r.left, r.right - paneBox.right));
    return {
      page: root.scrollWidth - window.innerWidth,
      pane: pane.scrollWidth - pane.clientWidth,
      child: Math.max(0, ...sticking),
      paneRight: paneBox.right,
    };
  });

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include('section[aria-label="Side pane"]').analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('the AI chat at 375 px (offline composer)', () => {
  it('is reachable and usable: a first email, accept one, reject one, no overflow, no serious axe findings', async () => {
    const context = await newContext(browser, baseUrl, PHONE_TALL);
    await signInContext(context, baseUrl, user);
    const page = await context.newPage();
    // A prompt too vague to write from: the project is created and the AI asks first.
    await page.goto('/editor');
    await seenText(page, 'Create Your First Email!');
    await page.getByRole('textbox', { name: 'Describe the email you want' }).fill('hello');
    await page.getByRole('button', { name: 'Create my email' }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toMatch(/^\/editor\/[^/]+$/);
    await seenText(page, "Please answer the AI's question above to continue.");

    // The side pane is stacked under the preview; its Chat tab is selected and in reach.
    const tab = page.getByRole('tab', { name: 'Chat' });
    expect(await tab.getAttribute('aria-selected')).toBe('true');
    const input = page.getByRole('textbox', { name: 'Message' });
    await input.scrollIntoViewIfNeeded();
    expect(await input.isVisible()).toBe(true);
    expect(await input.getAttribute('placeholder')).toBe('Your answer to the AI...');
    const box = (await input.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE_TALL.width);
    expect(box.width).toBeGreaterThanOrEqual(150);
    expect(box.height).toBeGreaterThanOrEqual(40);
    expect(await overflow(page)).toMatchObject({ page: 0, pane: 0, child: 0 });
    expect(await seriousViolations(page)).toEqual([]);
    // The messages get room of their own (not squeezed to nothing by the pane's height), the question
    // can be read, and the three modes sit on one row.
    const log = chat(page).getByRole('log');
    await log.scrollIntoViewIfNeeded();
    expect((await log.boundingBox())!.height).toBeGreaterThanOrEqual(100);
    const question = chat(page).getByText('What kind of email would you like?');
    await question.scrollIntoViewIfNeeded();
    expect(await question.isVisible()).toBe(true);
    const modeTops = await Promise.all(
      ['Major Edit', 'Minor Edit', 'Just Ask'].map(
        async (name) => (await chat(page).getByRole('button', { name }).boundingBox())!.y,
      ),
    );
    expect(new Set(modeTops).size).toBe(1);

    // The answer is typed into the chat on the phone and sent with its button: the first email arrives.
    await input.click();
    await input.pressSequentially('A welcome email for new subscribers, mention the garden workshop');
    await chat(page).getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => changeItems(page).count(), { timeout: 30_000 }).toBeGreaterThan(2);
    await seenText(page, "I've drafted your first email!");
    const before = await changeItems(page).count();
    await expect
      .poll(() => page.frameLocator('[data-testid="email-preview"]').locator('body').innerText())
      .toContain('garden workshop');
    expect(await overflow(page)).toMatchObject({ page: 0, pane: 0, child: 0 });
    expect(await seriousViolations(page)).toEqual([]);
    await docsScreenshot(page, 'editor-chat-375');

    // Accept one, reject one, each button reachable at this width.
    const accept = changeItems(page)
      .first()
      .getByRole('button', { name: /^Accept/ });
    await accept.scrollIntoViewIfNeeded();
    await accept.click();
    await expect.poll(() => changeItems(page).count(), { timeout: 15_000 }).toBe(before - 1);
    await changeItems(page)
      .first()
      .getByRole('button', { name: /^Reject/ })
      .click();
    await expect.poll(() => changeItems(page).count(), { timeout: 15_000 }).toBe(before - 2);
    expect(await overflow(page)).toMatchObject({ page: 0, pane: 0, child: 0 });
    await context.close();
  });
});
