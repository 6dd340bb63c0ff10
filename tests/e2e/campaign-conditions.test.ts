/**
 * Issue 30 in Chromium: contacts imported with City and Plan columns (the import wizard's API calls), then a
 * new campaign's audience narrowed by conditions on those fields: "Add a condition" (by keyboard; the new
 * row's field takes the focus), City is "lyon", Plan is more than 3; the live count follows each condition,
 * an unfinished one says what is missing and cannot be saved, the saved conditions come back on reload and
 * in the API's campaign, and removing one gives the focus back to "Add a condition". At 375 px too: no
 * sideways scrolling, no serious axe finding.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, launchChromium, newContext } from './support/browser';
import { importCsv } from './support/import-csv';
import { activatePlan } from './support/plan';
import { apiAs, createUser, signInContext, type E2eUser } from './support/session';

const baseUrl = inject('e2eBaseUrl');
const env = inject('e2eStackEnv');
let browser: Browser;
let user: E2eUser;
const run = Date.now().toString(36);
const eventually = { timeout: 20_000 };
const api = <T>(path: string, init?: RequestInit) => apiAs<T>(baseUrl, user, path, init);

beforeAll(async () => {
  browser = await launchChromium();
  user = await createUser(baseUrl, 'audience-conditions');
  await activatePlan(baseUrl, env, user, 'premium');
  const { project } = await api<{ project: { id: string } }>('/api/projects', {
    method: 'POST',
    body: JSON.stringify({ name: 'Lyon news' }),
  });
  await api(`/api/projects/${project.id}/content`, {
    method: 'PUT',
    body: JSON.stringify({
      expectedVersion: 0,
      document: {
        name: 'Lyon news',
        sections: [{ id: 's1', elements: [{ id: 't1', type: 'text', content: 'News for {{city|you}}.' }] }],
      },
    }),
  });
  await importCsv(
    baseUrl,
    user,
    [
      'Email,City,Plan',
      `a-${run}@example.com,Lyon,5`,
      `b-${run}@example.com,lyon,1`,
      `c-${run}@example.com,Paris,9`,
      `d-${run}@example.com,,`,
    ].join('\n'),
  );
});

afterAll(async () => {
  await browser?.close();
});

const countText = (page: Page) => page.getByTestId('audience-count').innerText();
const focusedLabel = (page: Page) =>
  page.evaluate(
    () => (document.activeElement as HTMLSelectElement | null)?.labels?.[0]?.textContent?.trim() ?? '',
  );

async function noSidewaysScroll(page: Page) {
  const { scrollWidth, width } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
    width: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

describe('audience conditions in the campaign wizard', () => {
  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)
    it(`narrows the audience by custom fields, counts it live and saves it (${name})`, async () => {
      const context = await newContext(browser, baseUrl, viewport);
      await signInContext(context, baseUrl, user);
      const page = await context.newPage();
      await page.goto('/campaigns/new');
      await page.getByRole('radio', { name: 'Lyon news' }).check(eventually);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(/\/campaigns\/[0-9a-f-]{36}$/, eventually);
      const campaignId = page.url().split('/').pop()!;
      await expect.poll(() => countText(page), eventually).toBe('4 subscribed contacts will get this email.');

      // By keyboard: the new row's field select takes the focus; choose City, type the text.
      await page.getByRole('button', { name: 'Add a condition' }).focus();
      await page.keyboard.press('Enter');
      const first = page.getByRole('group', { name: 'Condition 1' });
      await expect.poll(() => focusedLabel(page), eventually).toBe('Field');
      expect(await countText(page)).toBe('Condition 1: Choose a field.');
      await first.getByLabel('Field').selectOption({ label: 'City' });
      await first.getByLabel('Text').fill('lyon');
      await expect.poll(() => countText(page), eventually).toBe('2 subscribed contacts will get this email.');

      await page.getByRole('button', { name: 'Add a condition' }).click();
      const second = page.getByRole('group', { name: 'Condition 2' });
      await second.getByLabel('Field').selectOption({ label: 'Plan' });
      expect(await second.getByLabel('Condition', { exact: true }).inputValue()).toBe('gt');
      await second.getByLabel('Number').fill('many');
      expect(await second.getByRole('alert').innerText()).toBe('Enter a number, like 12 or 9.99.');
      expect(await countText(page)).toBe('Condition 2: Enter a number, like 12 or 9.99.');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.getByText('Condition 2: Enter a number, like 12 or 9.99.').first().waitFor(eventually);
      const unsaved = await api<{ campaign: { audience: unknown } }>(`/api/campaigns/${campaignId}`);
      expect(unsaved.campaign.audience).toEqual({ kind: 'all' });

      await second.getByLabel('Number').fill('3');
      await expect.poll(() => countText(page), eventually).toBe('1 subscribed contact will get this email.');
      await noSidewaysScroll(page);
      const axe = await new AxeBuilder({ page }).analyze();
      expect(
        axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
      ).toEqual([]);

      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.getByText('Saved.').waitFor(eventually);
      const saved = await api<{ campaign: { audience: unknown } }>(`/api/campaigns/${campaignId}`);
      expect(saved.campaign.audience).toEqual({
        kind: 'all',
        conditions: [
          { field: 'city', op: 'equals', value: 'lyon' },
          { field: 'plan', op: 'gt', value: 3 },
        ],
      });

      await page.reload();
      await expect
        .poll(
          () => page.getByRole('group', { name: 'Condition 2' }).getByLabel('Number').inputValue(),
          eventually,
        )
        .toBe('3');
      expect(await page.getByRole('group', { name: 'Condition 1' }).getByLabel('Text').inputValue()).toBe(
        'lyon',
      );
      await expect.poll(() => countText(page), eventually).toBe('1 subscribed contact will get this email.');
      await noSidewaysScroll(page);

      await page.getByRole('button', { name: 'Remove condition 2' }).click();
      await expect.poll(() => focusedLabel(page), eventually).toBe('');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Add a condition');
      await expect.poll(() => countText(page), eventually).toBe('2 subscribed contacts will get this email.');
      await context.close();
    });
});
