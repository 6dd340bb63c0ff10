/**
 * Issue 32 in Chromium, the builder against the real routes: a new flow from /automations, steps added with
 * the keyboard's focus following each new step, a wait and an email edited and saved, a save that lost a
 * race (409) keeping the edit and going through on the second try, go-live refused with its problems in
 * words (no verified domain), the flow listed under Drafts with its numbers, and at 375 px the tree and the
 * editor stacked with no sideways scroll; a new flow email made from an email step (not counted as a project). No serious axe violations on either page.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FlowDetailResponse } from '../../shared/contracts/flows';
import { DESKTOP, launchChromium, newContext, PHONE, type Viewport } from './support/browser';
import { rectOf } from './support/geometry';
import { activatePlan } from './support/plan';
import { apiAs, createUser, signInContext, type E2eUser } from './support/session';

const baseUrl = inject('e2eBaseUrl');
const env = inject('e2eStackEnv');
let browser: Browser;
let user: E2eUser;
let flowUrl = '';

beforeAll(async () => {
  browser = await launchChromium();
  user = await createUser(baseUrl, 'automations-ui');
  await activatePlan(baseUrl, env, user, 'premium');
  await apiAs(baseUrl, user, '/api/projects', {
    method: 'POST',
    body: JSON.stringify({ name: 'Welcome mail' }),
  });
});

afterAll(async () => {
  await browser?.close();
});

async function signedInPage(viewport: Viewport = DESKTOP): Promise<Page> {
  const context = await newContext(browser, baseUrl, viewport);
  await signInContext(context, baseUrl, user);
  return context.newPage();
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

async function seriousAxe(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('automations in the browser', () => {
  it('builds a flow: steps added where asked, focus on each new step, edits saved and a lost race kept', async () => {
    const page = await signedInPage();
    await page.goto('/automations');
    await page.getByRole('heading', { name: 'No automations yet' }).waitFor({ timeout: 20_000 });
    expect(await page.getByText('send as a campaign').isVisible()).toBe(true);
    expect(await seriousAxe(page)).toEqual([]);
    await page.getByRole('button', { name: 'New flow' }).click();
    await page.waitForURL(/\/automations\/[^/]+$/, { timeout: 15_000 });
    flowUrl = new URL(page.url()).pathname;

    await page.getByRole('button', { name: 'Add a step at the start of the flow' }).click();
    await page
      .getByRole('group', { name: 'Kind of step to add at the start of the flow' })
      .getByRole('button', { name: 'Wait', exact: true })
      .click();
    await expect.poll(() => focusedText(page), { timeout: 5_000 }).toContain('Step 1: Wait');
    await page.getByLabel('How long').fill('2');
    await page.getByLabel('Unit').selectOption('days');

    await page.getByRole('button', { name: 'Add a step after Step 1' }).click();
    await page.keyboard.press('Enter'); // the first kind, "Send email", has focus
    await expect.poll(() => focusedText(page), { timeout: 5_000 }).toContain('Step 2: Send email');
    await page.getByLabel('Email', { exact: true }).selectOption({ label: 'Welcome mail' });
    await page.getByLabel('Subject').fill('Welcome to the shop');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('All changes saved').waitFor({ timeout: 15_000 });
    await page.reload();
    await page.getByText('Step 2: Send email').waitFor({ timeout: 20_000 });
    expect(await page.getByRole('list', { name: 'Steps of the flow' }).innerText()).toContain('Wait 2 days');
    expect(await seriousAxe(page)).toEqual([]);

    // Someone else saves while this page has an edit: the edit stays, the second save replaces theirs.
    await page.getByLabel('Flow name').fill('Welcome series');
    const flowId = flowUrl.split('/').at(-1) as string;
    const current = await apiAs<FlowDetailResponse>(baseUrl, user, `/api/flows/${flowId}`);
    await apiAs(baseUrl, user, `/api/flows/${flowId}`, {
      method: 'PUT',
      body: JSON.stringify({
        name: 'Theirs',
        definition: current.definition,
        expectedVersion: current.version,
      }),
    });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Someone else saved this flow while you were editing').waitFor({ timeout: 15_000 });
    expect(await page.getByLabel('Flow name').inputValue()).toBe('Welcome series');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('All changes saved').waitFor({ timeout: 15_000 });
    const saved = await apiAs<FlowDetailResponse>(baseUrl, user, `/api/flows/${flowId}`);
    expect(saved.name).toBe('Welcome series');

    // No verified domain: go-live is refused, each problem in words.
    await page.getByRole('button', { name: 'Go live' }).click();
    const problems = page.getByRole('alert').filter({ hasText: 'The flow cannot go live yet' });
    await problems.waitFor({ timeout: 15_000 });
    expect(await problems.getByRole('listitem').count()).toBeGreaterThan(0);

    await page.goto('/automations');
    const drafts = page.getByRole('region', { name: 'Drafts (1)' });
    await drafts.getByRole('link', { name: 'Welcome series' }).waitFor({ timeout: 15_000 });
    expect(await drafts.innerText()).toContain('In the flow now');
    await page.context().close();
  });

  it('makes a new flow email from an email step, chosen for it and not counted as a project', async () => {
    expect(flowUrl).not.toBe('');
    const page = await signedInPage();
    await page.goto(flowUrl);
    await page.getByText('Step 2: Send email').click({ timeout: 20_000 });
    await page.getByRole('button', { name: 'New email for this flow' }).click();
    await page.getByRole('status').filter({ hasText: 'is this step’s email' }).waitFor({ timeout: 15_000 });
    const chosen = page.getByLabel('Email', { exact: true }).locator('option:checked');
    await expect
      .poll(() => chosen.textContent(), { timeout: 10_000 })
      .toBe('Welcome series email (automation email)');
    const { profile } = await apiAs<{ profile: { projectCount: number } }>(baseUrl, user, '/api/profile');
    expect(profile.projectCount).toBe(1); // only "Welcome mail"
    await page.context().close();
  });

  it('at 375 px stacks the tree and the editor, with no sideways scroll', async () => {
    expect(flowUrl).not.toBe('');
    const page = await signedInPage(PHONE);
    await page.goto(flowUrl);
    await page.getByText('Step 2: Send email').click({ timeout: 20_000 });
    await page.getByLabel('Subject').waitFor({ timeout: 5_000 });
    const tree = await rectOf(page.getByRole('region', { name: 'Flow', exact: true }));
    const panel = await rectOf(page.getByRole('complementary', { name: 'Edit' }));
    expect(panel.top).toBeGreaterThanOrEqual(tree.bottom - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.context().close();
  });
});
