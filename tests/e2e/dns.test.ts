/**
 * The sending-domain screens in Chromium against the real stack, whose DNS lookups go to a loopback dns2
 * server (started by the e2e globalSetup; this file publishes zones to it through its control URL). A
 * user with a completed onboarding opens the DNS instructions dialog, the test reads the records off the
 * screen, publishes exactly those, clicks 'Verify All Records' and sees every record Verified.
 */
import AxeBuilder from '@axe-core/playwright';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { publishZone } from '../support/dns-control';
import type { ZoneRecord } from '../support/dns-server';
import { DESKTOP, PHONE, launchChromium, newContext, type Viewport } from './support/browser';
import { createUser, signInContext, type E2eUser } from './support/session';

const baseUrl = inject('e2eBaseUrl');
const dnsControl = inject('e2eDnsControl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function api(user: E2eUser, method: string, path: string, body: unknown): Promise<unknown> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${user.idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** A signed-in user who finished onboarding: every step saved through the API, DNS setup initiated. */
async function onboardedUser(): Promise<{ user: E2eUser; domain: string }> {
  const user = await createUser(baseUrl, 'dns');
  const domain = `candles-${randomUUID().slice(0, 8)}.test`;
  await api(user, 'PATCH', '/api/setup', {
    businessDescription: 'I sell hand-poured soy candles.',
    goalsFormRawText: 'Win back customers\nAnnounce new scents',
    selectedCampaignIds: ['welcome_new_subscriber', 'abandoned_cart_1'],
    websiteProvider: 'shopify',
    domain,
  });
  await api(user, 'POST', '/api/dns/initiate', {});
  return { user, domain };
}

async function openDnsPage(user: E2eUser, viewport: Viewport = DESKTOP): Promise<Page> {
  const context = await newContext(browser, baseUrl, viewport);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  await signInContext(context, baseUrl, user);
  const page = await context.newPage();
  await page.goto('/dns-confirmation');
  await expect
    .poll(() => page.getByRole('heading', { name: 'Configure Your DNS' }).isVisible(), { timeout: 20_000 })
    .toBe(true);
  return page;
}

const dialogOf = (page: Page): Locator => page.getByRole('dialog');

/** Opens each record from the summary and reads Type, Name, Value and Priority off the detail view. */
async function readRecords(dialog: Locator): Promise<ZoneRecord[]> {
  const rows = dialog.locator('[data-record-id]');
  const count = await rows.count();
  const records: ZoneRecord[] = [];
  for (let i = 0; i < count; i++) {
    await rows.nth(i).click();
    await expect.poll(() => dialog.getByRole('button', { name: /Back to Summary/ }).isVisible()).toBe(true);
    const field = (label: string) => dialog.locator(`[data-field="${label}"] > code`).first();
    const type = (await field('Type').textContent()) as ZoneRecord['type'];
    const name = (await field('Name / Host / Alias').textContent()) ?? '';
    const value = (await field('Value / Points To / Target').textContent()) ?? '';
    const priority = (await dialog.locator('[data-field="Priority"]').count())
      ? Number(await field('Priority').textContent())
      : undefined;
    records.push({ type, name, value, ...(priority !== undefined ? { priority } : {}) });
    await dialog.getByRole('button', { name: /Back to Summary/ }).click();
    await expect.poll(() => rows.count()).toBe(count);
  }
  return records;
}

async function statuses(dialog: Locator): Promise<string[]> {
  return dialog
    .locator('[data-record-id]')
    .evaluateAll((rows) => rows.map((row) => row.querySelector('[data-status-label]')?.textContent ?? ''));
}

async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('DNS setup in the browser', () => {
  it('reads the records off the dialog, publishes them, verifies: every record Verified and the banner gone', async () => {
    const { user, domain } = await onboardedUser();
    const page = await openDnsPage(user);
    // The domain follows the setup read, which may land after the heading.
    await expect
      .poll(() => page.getByText(domain, { exact: true }).isVisible(), { timeout: 20_000 })
      .toBe(true);

    const banner = page.getByTestId('dns-banner');
    await expect.poll(() => banner.textContent()).toContain('DNS records pending.');
    expect(await banner.textContent()).toContain(
      "This can take a few hours, but if you haven't added the records, please do so now.",
    );
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'GoDaddy' }).click();
    const dialog = dialogOf(page);
    await expect
      .poll(() => dialog.getByRole('heading', { name: 'Configure DNS with GoDaddy' }).isVisible())
      .toBe(true);
    expect(await banner.count()).toBe(0); // hidden while the dialog is open
    await expect.poll(() => dialog.locator('[data-record-id]').count()).toBe(6);
    expect(await statuses(dialog)).toEqual(Array(6).fill('Pending'));
    expect(await dialog.getByText('Click to view details').count()).toBe(6);
    expect(
      await dialog
        .getByText('DNS changes can take time. After adding the records, click verify.')
        .isVisible(),
    ).toBe(true);

    const records = await readRecords(dialog);
    expect(records.map((r) => r.type)).toEqual(['MX', 'TXT', 'CNAME', 'CNAME', 'CNAME', 'TXT']);
    expect(records[0]).toMatchObject({ name: `send.${domain}`, priority: 10 });
    expect(await seriousViolations(page)).toEqual([]);

    await publishZone(dnsControl, domain, records);
    const verify = dialog.getByRole('button', { name: /Verify All Records|Verifying\.\.\./ });
    await verify.click();
    await expect.poll(() => statuses(dialog), { timeout: 20_000 }).toEqual(Array(6).fill('Verified'));
    await expect.poll(() => page.getByText('Verification Updated').isVisible()).toBe(true);
    expect(await verify.textContent()).toBe('Verify All Records');

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await page.getByTestId('dns-banner').count()).toBe(0);
    await page.context().close();
  });

  it('issue 30: Copy all, the zone file, Publish to the local test DNS, Verify: every record Verified; the DNS page revisited shows each verified', async () => {
    const { user, domain } = await onboardedUser();
    const page = await openDnsPage(user);
    await expect
      .poll(() => page.getByText(domain, { exact: true }).isVisible(), { timeout: 20_000 })
      .toBe(true);
    const started = performance.now();
    await page.getByRole('button', { name: 'GoDaddy' }).click();
    const dialog = dialogOf(page);
    await expect.poll(() => dialog.locator('[data-record-id]').count()).toBe(6);

    await dialog.getByRole('button', { name: 'Copy all' }).click();
    await expect.poll(() => page.getByText('All Records Copied').isVisible()).toBe(true);
    const table = await page.evaluate(() => navigator.clipboard.readText());
    expect(table.split('\n')).toHaveLength(7);
    expect(table).toContain(`MX\tsend.${domain}\tfeedback-smtp.`);
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download zone file' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${domain}.zone`);
    const saved = join(mkdtempSync(join(tmpdir(), 'jm-zone-')), 'records.zone');
    await file.saveAs(saved);
    const zone = await readFile(saved, 'utf8');
    expect(zone).toContain(`send.${domain}. 3600 IN MX 10 feedback-smtp.`);
    expect(zone.trim().split('\n')).toHaveLength(7);

    await dialog.getByRole('button', { name: 'Publish these records to the local test DNS' }).click();
    await expect.poll(() => page.getByText('Published', { exact: true }).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Verify All Records' }).click();
    await expect.poll(() => statuses(dialog), { timeout: 20_000 }).toEqual(Array(6).fill('Verified'));
    const seconds = (performance.now() - started) / 1000;
    console.log(`[issue 30] dialog opened -> every record Verified: ${seconds.toFixed(1)} s`);
    expect(seconds).toBeLessThan(60);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.goto('/dns-confirmation');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Configure Your DNS' }).isVisible(), { timeout: 20_000 })
      .toBe(true);
    const list = page.getByRole('list', { name: 'Record statuses' });
    await expect
      .poll(() => list.locator('[data-status-label]').allTextContents())
      .toEqual(Array(6).fill('Verified'));
    expect(new URL(page.url()).pathname).toBe('/dns-confirmation');
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('a duplicate SPF record: SPF Failed with the reason sentence; the banner turns red; Continue recommends verifying', async () => {
    const { user, domain } = await onboardedUser();
    const page = await openDnsPage(user, PHONE);
    await page.getByTestId('dns-banner').click();
    const dialog = dialogOf(page);
    await expect.poll(() => dialog.locator('[data-record-id]').count()).toBe(6);
    const records = await readRecords(dialog);
    await publishZone(dnsControl, domain, [
      ...records,
      { name: `send.${domain}`, type: 'TXT', value: 'v=spf1 include:mailgun.org ~all' },
    ]);
    await dialog.getByRole('button', { name: 'Verify All Records' }).click();
    await expect
      .poll(() => statuses(dialog), { timeout: 20_000 })
      .toEqual(['Verified', 'Failed', 'Verified', 'Verified', 'Verified', 'Verified']);
    expect(await dialog.getByText('Two SPF records').isVisible()).toBe(true);
    await dialog.locator('[data-record-id="spf"]').click();
    await expect
      .poll(() => dialog.getByRole('heading', { name: /Setting up your TXT Record/ }).isVisible())
      .toBe(true);
    const reason = `There are 2 SPF records (TXT records starting with v=spf1) at send.${domain}, but only one is allowed, so mail servers ignore them all. Replace them with a single record: v=spf1 include:amazonses.com include:mailgun.org ~all`;
    expect(await dialog.getByText(reason).isVisible()).toBe(true);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);

    await dialog.getByRole('button', { name: 'Copy Value' }).click();
    await expect.poll(() => page.getByText('Value Copied').isVisible()).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'v=spf1 include:amazonses.com ~all',
    );

    await dialog.getByRole('button', { name: 'Close' }).click();
    const banner = page.getByTestId('dns-banner');
    await expect.poll(() => banner.textContent()).toContain('DNS verification failed. Please review.');

    await page.getByRole('button', { name: 'Continue to Website Tracking' }).click();
    await expect.poll(() => page.getByText('DNS Verification Recommended').isVisible()).toBe(true);
    await page.waitForURL('**/website-tracking');
    await page.context().close();
  });

  it('says Detected only for a provider it recognised: not on Other/Manual when the nameservers name none (issue 23)', async () => {
    const unknown = await onboardedUser(); // no zone published: its nameservers name no provider
    const page = await openDnsPage(unknown.user);
    const detect = page.getByText(
      "We couldn't tell who manages your DNS. Pick your provider below, or Other/Manual.",
    );
    await expect.poll(() => detect.isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await page.getByText('Detected', { exact: true }).count()).toBe(0);
    await page.context().close();

    const known = await onboardedUser();
    await publishZone(dnsControl, known.domain, [
      { name: known.domain, type: 'NS', value: 'ada.ns.cloudflare.com' },
      { name: known.domain, type: 'NS', value: 'bob.ns.cloudflare.com' },
    ]);
    const page2 = await openDnsPage(known.user);
    await expect
      .poll(() => page2.getByText('We believe your DNS provider is Cloudflare.').isVisible(), {
        timeout: 20_000,
      })
      .toBe(true);
    const badge = page2.getByText('Detected', { exact: true });
    expect(await badge.count()).toBe(1);
    expect(
      await page2.getByRole('button', { name: 'Cloudflare' }).getByText('Detected', { exact: true }).count(),
    ).toBe(1);
    await page2.context().close();
  });
});
