/**
 * Issue 34 in Chromium at 375 px: a viewer of a shop sees its dashboard, an email (read-only in the editor)
 * and a campaign with no edit controls (useCan over the route table's minimal roles, which the accounts route
 * carries), and no horizontal scroll.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PHONE, launchChromium, newContext } from './support/browser';
import { invitationPathTo } from './support/mail';
import { emailPreview } from './support/editor';
import { activatePlan } from './support/plan';
import { apiAs, createUser, signInContext, verifiedUser } from './support/session';

const baseUrl = inject('e2eBaseUrl');
const env = inject('e2eStackEnv');
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** The token of the invitation mailed to `email` (the accept call takes it decoded). */
const acceptToken = async (email: string) =>
  decodeURIComponent(
    (await invitationPathTo(env.AWS_ENDPOINT_SES as string, email)).slice('/team/accept?token='.length),
  );

describe('a viewer', () => {
  it('sees the dashboard and a campaign with no edit controls, at 375 px', async () => {
    const owner = await createUser(baseUrl, 'view-owner');
    await activatePlan(baseUrl, env, owner, 'pro');
    const { project } = await apiAs<{ project: { id: string } }>(baseUrl, owner, '/api/projects', {
      method: 'POST',
      body: JSON.stringify({ name: 'Autumn sale' }),
    });
    await apiAs(baseUrl, owner, `/api/projects/${project.id}/content`, {
      method: 'PUT',
      body: JSON.stringify({
        expectedVersion: 0,
        document: {
          name: 'Autumn sale',
          sections: [{ id: 's1', elements: [{ id: 't1', type: 'text', content: 'Autumn sale' }] }],
        },
      }),
    });
    const { campaign } = await apiAs<{ campaign: { id: string } }>(baseUrl, owner, '/api/campaigns', {
      method: 'POST',
      body: JSON.stringify({ projectId: project.id, name: 'Autumn sale mail' }),
    });
    const viewer = await verifiedUser(
      baseUrl,
      env.AWS_ENDPOINT_SES as string,
      await createUser(baseUrl, 'view-viewer'),
    );
    await apiAs(baseUrl, owner, '/api/team/invitations', {
      method: 'POST',
      body: JSON.stringify({ email: viewer.email, role: 'viewer' }),
    });
    await apiAs(baseUrl, viewer, '/api/team/accept', {
      method: 'POST',
      body: JSON.stringify({ token: await acceptToken(viewer.email) }),
    });

    const context = await newContext(browser, baseUrl, PHONE);
    await signInContext(context, baseUrl, viewer);
    // The switcher's choice, remembered per person (web/lib/current-account.ts).
    await context.addInitScript(
      ([key, value]) => localStorage.setItem(key as string, value as string),
      [`jm.account.${viewer.sub}`, owner.sub],
    );
    context.setDefaultTimeout(20_000);
    const page = await context.newPage();
    const wide = () => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

    await page.goto('/dashboard');
    const open = page.getByRole('button', { name: 'Open Autumn sale' });
    await expect.poll(() => open.isVisible(), { timeout: 20_000 }).toBe(true);
    for (const name of ['New Project', 'Create Project', 'More actions for Autumn sale', 'Change plan'])
      expect(
        await page.getByRole('button', { name }).or(page.getByRole('link', { name })).count(),
        name,
      ).toBe(0);
    expect(await wide()).toBe(false);

    // The email opens read-only: the preview and one line why, no chat, Save, test send or element editing.
    await open.click();
    await expect
      .poll(() => page.getByText('You can view this email; your role (viewer) cannot change it.').count())
      .toBe(1);
    await expect
      .poll(() => emailPreview(page).locator('body').innerText(), { timeout: 20_000 })
      .toContain('Autumn sale');
    expect(await page.getByRole('textbox', { name: 'Message' }).count()).toBe(0);
    for (const name of ['Save', 'Send Email', 'Settings', 'Undo', 'Accept all', /^Title: /])
      expect(await page.getByRole('button', { name }).count(), String(name)).toBe(0);
    for (const name of ['Chat', 'Edit', 'History'])
      expect(await page.getByRole('tab', { name }).count(), name).toBe(0);
    expect(await wide()).toBe(false);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

    await page.goto('/campaigns');
    await expect
      .poll(() => page.getByText('Autumn sale mail').count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'New campaign' }).count()).toBe(0);

    await page.goto(`/campaigns/${campaign.id}`);
    await expect.poll(() => page.getByText('Not sent yet.', { exact: false }).isVisible()).toBe(true);
    for (const name of ['Delete draft', 'Send now', 'Save', 'Schedule'])
      expect(await page.getByRole('button', { name, exact: false }).count(), name).toBe(0);
    expect(await page.getByRole('textbox').count()).toBe(0);
    expect(await wide()).toBe(false);
    await context.close();
  });

  it('a Free owner, whose one seat is their own, gets the plans instead of an invitation form', async () => {
    const owner = await createUser(baseUrl, 'seat-owner');
    await activatePlan(baseUrl, env, owner, 'free');
    const context = await newContext(browser, baseUrl, PHONE);
    await signInContext(context, baseUrl, owner);
    const page = await context.newPage();
    await page.goto('/team');
    await expect.poll(() => page.getByText('1 of 1 seats used').isVisible(), { timeout: 20_000 }).toBe(true);
    expect(
      await page.getByText("This account's plan has one seat, the owner's.", { exact: false }).isVisible(),
    ).toBe(true);
    expect(await page.getByRole('link', { name: 'See the plans' }).getAttribute('href')).toBe(
      '/subscription',
    );
    expect(await page.getByRole('textbox', { name: /email/i }).count()).toBe(0);
    await context.close();
  });
});
