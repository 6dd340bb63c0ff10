/**
 * Issue 34 in Chromium at 375 px: a Pro owner invites a second person from /team (keyboard-reachable form,
 * axe clean), the invitation mail is read from the SES stand-in's store, the invitee opens its link, accepts
 * and lands in the shop's account, seeing its project (every call carries the switcher's x-jm-account);
 * the switcher in the menu takes them to their own account and back.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PASSWORD } from '../integration/helpers/cognito';
import { invitationPathTo } from './support/mail';
import { PHONE, launchChromium, newContext } from './support/browser';
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

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/**
 * Opens the menu unless it is open (the Menu button toggles it), picks the account and presses Switch, all
 * retried as one step: CI runs saw the menu close between the steps (a click while it was still open after the
 * last switch; the redirect gate moving the page after a switch, which closes the menu on the new path).
 */
async function switchTo(page: Page, accountId: string) {
  const menu = page.getByRole('button', { name: 'Menu' });
  const select = page.getByLabel('Account', { exact: true });
  const submit = page.getByRole('button', { name: 'Switch' });
  await expect
    .poll(
      async () => {
        if (!(await select.isVisible())) {
          if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
          return false;
        }
        try {
          await select.selectOption(accountId, { timeout: 2_000 });
          await submit.click({ timeout: 2_000 });
          return true;
        } catch {
          return false; // the menu closed in between: open it again
        }
      },
      { timeout: 30_000, interval: 250 },
    )
    .toBe(true);
}

describe('team', () => {
  it('an owner invites by mail; the invitee accepts, lands in the shop and switches accounts', async () => {
    const owner = await createUser(baseUrl, 'team-owner');
    const { username } = await activatePlan(baseUrl, env, owner, 'pro');
    await apiAs(baseUrl, owner, '/api/projects', {
      method: 'POST',
      body: JSON.stringify({ name: 'Shop spring launch' }),
    });
    const invitee = await verifiedUser(
      baseUrl,
      env.AWS_ENDPOINT_SES as string,
      await createUser(baseUrl, 'team-invitee'),
    );

    const ownerContext = await newContext(browser, baseUrl, PHONE);
    await signInContext(ownerContext, baseUrl, owner);
    ownerContext.setDefaultTimeout(20_000);
    const page = await ownerContext.newPage();
    await page.goto('/team');
    await expect.poll(() => page.getByText('1 of 3 seats used').isVisible(), { timeout: 20_000 }).toBe(true);
    await page.getByRole('textbox', { name: 'Email address' }).fill(invitee.email);
    await page.getByLabel('Role').selectOption('editor');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect
      .poll(() => page.getByRole('status').getByText(`Invitation sent to ${invitee.email}.`).count())
      .toBe(1);
    const pending = page.getByRole('list', { name: 'Pending invitations' });
    await expect.poll(() => pending.getByText(invitee.email).count()).toBe(1);
    expect(await noHorizontalScroll(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    const inviteeContext = await newContext(browser, baseUrl, PHONE);
    await signInContext(inviteeContext, baseUrl, invitee);
    inviteeContext.setDefaultTimeout(20_000);
    const joined = await inviteeContext.newPage();
    const projectCalls: string[] = []; // the account each projects call named
    joined.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/projects')
        projectCalls.push(r.headers()['x-jm-account'] ?? 'own');
    });
    await joined.goto(await invitationPathTo(env.AWS_ENDPOINT_SES as string, invitee.email));
    const accept = joined.getByRole('button', { name: 'Accept invitation' });
    await expect.poll(() => accept.isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await seriousViolations(joined)).toEqual([]);
    await accept.click();
    await expect.poll(() => new URL(joined.url()).pathname, { timeout: 20_000 }).toBe('/dashboard');
    await expect
      .poll(() => joined.getByText('Shop spring launch').count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    expect(await noHorizontalScroll(joined)).toBe(true);
    expect(projectCalls.at(-1)).toBe(owner.sub);
    // The line names the person signed in and where, not the viewed account's username; an editor has no
    // "Change plan", so the plan's line ends without a separator.
    const line = joined.getByText(
      `Signed in as ${invitee.email}. Working in ${username}'s shop as an editor.`,
    );
    await expect.poll(() => line.count(), { timeout: 20_000 }).toBe(1);
    expect(await joined.getByText(`Signed in as ${username}.`).count()).toBe(0);
    expect((await line.locator('xpath=..').textContent())?.trim()).toMatch(/projects$/);

    await switchTo(joined, invitee.sub);
    await expect.poll(() => joined.getByText('Shop spring launch').count(), { timeout: 20_000 }).toBe(0);
    // Polled: the switcher's options are rebuilt while the switched account's data loads (a CI run read
    // them in between and saw none).
    await expect
      .poll(() => joined.locator('#account-switcher option').allTextContents(), { timeout: 20_000 })
      .toContain(`${username}'s shop (editor)`); // no brand kit or website yet: the owner's username
    await switchTo(joined, owner.sub);
    await expect
      .poll(() => joined.getByText('Shop spring launch').count(), { timeout: 20_000 })
      .toBeGreaterThan(0);

    // Signing in on another browser (nothing remembered), the member who has no plan of their own starts in
    // the shop they joined, not in onboarding and "Choose Your Plan" for their own empty account (a journey).
    const fresh = await newContext(browser, baseUrl, PHONE);
    fresh.setDefaultTimeout(20_000);
    const again = await fresh.newPage();
    await again.goto('/login');
    await again.getByRole('textbox', { name: 'Email' }).fill(invitee.email);
    await again.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await again.getByRole('button', { name: 'Sign In' }).click();
    await expect
      .poll(() => again.getByText('Shop spring launch').count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    expect(new URL(again.url()).pathname).toBe('/dashboard');
    expect(await again.getByText(`Working in ${username}'s shop as an editor.`).count()).toBe(1);
    await fresh.close();

    // The owner's page now counts the member, and offers to remove them.
    await page.reload();
    await expect.poll(() => page.getByText('2 of 3 seats used').isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await page.getByRole('button', { name: `Remove ${invitee.email}` }).isVisible()).toBe(true);
    await ownerContext.close();
    await inviteeContext.close();
  });
});
