/**
 * "Delete my account" in Chromium (issue 18, point 4): from account settings (issue 30: no longer on the
 * dashboard beside "Sign Out"), a confirmation that names what
 * will be deleted and needs DELETE typed; Cancel deletes nothing; confirming deletes the account (its
 * projects, its Cognito user), signs the browser out and lands on the home page with a toast.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ACCOUNT_DELETION_LIST } from '../../shared/contracts/account';
import { signIn } from '../integration/helpers/cognito';
import { PHONE, launchChromium, newContext } from './support/browser';
import { activatePlan } from './support/plan';
import { apiAs, createUser, signInContext, type E2eUser } from './support/session';

const baseUrl = inject('e2eBaseUrl');
const env = inject('e2eStackEnv');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function clientId(): Promise<string> {
  const config = (await (await fetch(`${baseUrl}/config.json`)).json()) as { userPoolClientId: string };
  return config.userPoolClientId;
}

const projectsOf = (user: E2eUser) =>
  apiAs<{ projects: { id: string }[] }>(baseUrl, user, '/api/projects').then((r) =>
    r.projects.map((p) => p.id),
  );

async function accountSettingsOf(user: E2eUser): Promise<Page> {
  const context = await newContext(browser, baseUrl, PHONE);
  await signInContext(context, baseUrl, user);
  const page = await context.newPage();
  await page.goto('/account');
  return page;
}

describe('Delete my account', () => {
  it('names what goes, deletes nothing on Cancel, and deletes the account when confirmed', async () => {
    const user = await createUser(baseUrl, 'leaver');
    await activatePlan(baseUrl, env, user);
    const { project } = await apiAs<{ project: { id: string } }>(baseUrl, user, '/api/projects', {
      method: 'POST',
      body: JSON.stringify({ name: 'Goodbye newsletter' }),
    });
    const page = await accountSettingsOf(user);
    const open = page.getByRole('button', { name: 'Delete my account' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    for (const what of ACCOUNT_DELETION_LIST) expect(await dialog.getByText(what).isVisible()).toBe(true);
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    expect(await confirm.isDisabled()).toBe(true);
    // Focus is in the confirmation field; Cancel closes and deletes nothing.
    await page.keyboard.type('DELE');
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await projectsOf(user)).toEqual([project.id]);

    await open.click();
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    await confirm.click();
    await expect
      .poll(() => page.getByText('Your account and all its data were deleted.').count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/');
    // Signed out on this browser, and gone for good: no sign-in, and the old token is refused (issue 30).
    const stored = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('CognitoIdentityServiceProvider.')),
    );
    expect(stored).toEqual([]);
    await expect(signIn(user.email, { baseUrl, clientId: await clientId() })).rejects.toThrow();
    await expect(projectsOf(user)).rejects.toThrow(/401 .*account_deleted/);
    await page.context().close();
  });
});
