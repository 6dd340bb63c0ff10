/**
 * Issue 35 in Chromium, at 1280 and 375 px: the sending guard on the sending pages. An account whose
 * sending the guard paused (its guard item and a paused campaign written to the table as the SES events
 * handler leaves them; the pause itself is tested in tests/integration/sending/reputation-guard.test.ts)
 * sees "Sending is paused for your account", why and what to do, on the campaigns list and on the
 * campaign's page (Paused), and resumes with "I've cleaned my list" after a confirmation. An account over
 * the warning line sees the warning on the campaigns page; one whose own SES tenant SES refused for good (the
 * recheck gave up) is told so.
 */
import AxeBuilder from '@axe-core/playwright';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DynamoStore } from '../../lambdas/adapters/aws/dynamo-store';
import { putSesTenant } from '../../lambdas/domain/items/ses-tenant';
import { tenantNameOf } from '../../lambdas/domain/tenants/tenant-name';
import { keys } from '../../lambdas/table';
import { sendingTexts } from '../../shared/contracts/sending-status';
import { DESKTOP, launchChromium, newContext, PHONE, type Viewport } from './support/browser';
import { activatePlan } from './support/plan';
import { docsScreenshot } from './support/screenshots';
import { apiAs, createUser, signInContext, type E2eUser } from './support/session';

const baseUrl = inject('e2eBaseUrl');
const env = inject('e2eStackEnv');
let browser: Browser;
let client: DynamoDBClient;
let store: DynamoStore;

beforeAll(async () => {
  browser = await launchChromium();
  client = new DynamoDBClient({
    endpoint: env.AWS_ENDPOINT_DYNAMODB,
    region: env.AWS_REGION,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  store = new DynamoStore(client, env.TABLE_NAME as string);
});

afterAll(async () => {
  await browser?.close();
  client?.destroy();
});

/** A premium account with one campaign (a draft of a small email), returned with its id. */
async function accountWithCampaign(tag: string): Promise<{ user: E2eUser; campaignId: string }> {
  const user = await createUser(baseUrl, tag);
  await activatePlan(baseUrl, env, user, 'premium');
  const { project } = await apiAs<{ project: { id: string } }>(baseUrl, user, '/api/projects', {
    method: 'POST',
    body: JSON.stringify({ name: 'Winter candles' }),
  });
  await apiAs(baseUrl, user, `/api/projects/${project.id}/content`, {
    method: 'PUT',
    body: JSON.stringify({
      expectedVersion: 0,
      document: {
        name: 'Winter candles',
        sections: [
          { id: 's1', elements: [{ id: 't1', type: 'text', content: 'Our winter candles are here.' }] },
        ],
      },
    }),
  });
  const { campaign } = await apiAs<{ campaign: { id: string } }>(baseUrl, user, '/api/campaigns', {
    method: 'POST',
    body: JSON.stringify({ projectId: project.id, name: 'Winter sale' }),
  });
  return { user, campaignId: campaign.id };
}

async function signedInPage(user: E2eUser, viewport: Viewport): Promise<Page> {
  const context = await newContext(browser, baseUrl, viewport);
  await signInContext(context, baseUrl, user);
  return context.newPage();
}

async function fitsAndPassesAxe(page: Page, label: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${label}: overflow`).toBeLessThanOrEqual(0);
  const result = await new AxeBuilder({ page }).analyze();
  const serious = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `${label}: axe`).toEqual([]);
}

const pausedWords =
  "8% of your recent emails bounced, above our limit of 5%. We paused all your campaigns so your domain's reputation, and every other shop's, stays safe. Nothing more goes out until you resume.";

describe('the sending guard on the sending pages', () => {
  for (const [name, viewport] of [
    ['1280', DESKTOP],
    ['375', PHONE],
  ] as const)
    it(`shows the paused state and its words, and resumes after the confirmation (${name} px)`, async () => {
      const { user, campaignId } = await accountWithCampaign(`guard-${name}`);
      const at = new Date().toISOString();
      await store.put({
        ...keys.reputationGuard(user.sub),
        state: 'paused',
        epoch: 0,
        pausedAt: at,
        reason: 'bounces',
        counts: { sent: 400, bounced: 32, complained: 0 },
      });
      await store.update(keys.campaign(user.sub, campaignId), { status: 'paused', updatedAt: at }, 'present');
      const page = await signedInPage(user, viewport);

      await page.goto('/campaigns');
      const notice = page.getByRole('alert').filter({ hasText: sendingTexts.pausedTitle });
      await notice.waitFor({ timeout: 15_000 });
      expect(await notice.getByRole('heading').innerText()).toBe(sendingTexts.pausedTitle);
      expect(await notice.getByText(pausedWords).isVisible()).toBe(true);
      for (const line of sendingTexts.whatToDo) expect(await notice.getByText(line).isVisible()).toBe(true);
      await fitsAndPassesAxe(page, `/campaigns (${name})`);

      await page.goto(`/campaigns/${campaignId}`);
      await notice.waitFor({ timeout: 15_000 });
      // The campaign's own status may come a moment after the notice (a loaded machine): waited for.
      await page.getByRole('status').filter({ hasText: 'Paused' }).first().waitFor({ timeout: 15_000 });
      expect(await notice.getByText(pausedWords).isVisible()).toBe(true);
      await fitsAndPassesAxe(page, `/campaigns/{id} (${name})`);
      if (name === '1280') await docsScreenshot(page, 'sending-paused');

      // Resume: asked once; Cancel changes nothing, then the confirmation resumes sending.
      await notice.getByRole('button', { name: sendingTexts.resumeButton }).click();
      const dialog = page.getByRole('dialog', { name: sendingTexts.resumeTitle });
      await dialog.waitFor();
      expect(await dialog.getByText(sendingTexts.resumeQuestion).isVisible()).toBe(true);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await store.get(keys.reputationGuard(user.sub))).toMatchObject({ state: 'paused' });
      await notice.getByRole('button', { name: sendingTexts.resumeButton }).click();
      await dialog.getByRole('button', { name: sendingTexts.resumeConfirm }).click();
      await notice.waitFor({ state: 'detached', timeout: 15_000 });
      await page.getByText(sendingTexts.strictNote).waitFor({ timeout: 15_000 });
      expect(await store.get(keys.reputationGuard(user.sub))).toMatchObject({ state: 'sending', epoch: 1 });
      // The campaign the pause stopped goes on (here to nobody: the account has no contacts).
      const { campaign } = await apiAs<{ campaign: { status: string } }>(
        baseUrl,
        user,
        `/api/campaigns/${campaignId}`,
      );
      expect(campaign.status).not.toBe('paused');
      await page.context().close();
    }, 120_000);

  it('warns on the campaigns page above 2% bounces', async () => {
    const { user } = await accountWithCampaign('guard-warn');
    const hour = new Date().toISOString().slice(0, 13);
    await store.put({ ...keys.reputationHour(user.sub, 0, hour), sent: 1_000, bounced: 30, complained: 0 });
    const page = await signedInPage(user, PHONE);
    await page.goto('/campaigns');
    const warning = page.getByRole('status').filter({ hasText: 'Your bounce rate is getting high' });
    await warning.waitFor({ timeout: 15_000 });
    expect(
      await warning
        .getByText('3% of your recent emails bounced. At 5% we pause your sending.', { exact: false })
        .isVisible(),
    ).toBe(true);
    await fitsAndPassesAxe(page, '/campaigns (warning, 375)');
    await page.context().close();
  }, 120_000);

  it('tells the owner when SES refused the account its own sending reputation for good (375 px)', async () => {
    const { user } = await accountWithCampaign('guard-tenant');
    await putSesTenant(store, user.sub, {
      tenantName: tenantNameOf(user.sub),
      state: { phase: 'gave-up', domain: 'shop.example', done: 0, error: 'BadRequestException: no', runs: 3 },
      updatedAt: new Date().toISOString(),
    });
    const page = await signedInPage(user, PHONE);
    await page.goto('/campaigns');
    const note = page.getByRole('status').filter({ hasText: sendingTexts.tenantFailedTitle });
    await note.waitFor({ timeout: 15_000 });
    expect(await note.getByRole('heading').innerText()).toBe(sendingTexts.tenantFailedTitle);
    expect(await note.getByText(sendingTexts.tenantFailed).isVisible()).toBe(true);
    await fitsAndPassesAxe(page, '/campaigns (tenant failed, 375)');
    await page.context().close();
  }, 120_000);
});
