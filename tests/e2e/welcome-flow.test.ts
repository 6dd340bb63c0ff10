/**
 * Issue 32 in Chromium, end to end: the welcome email chosen at onboarding becomes the prebuilt "Welcome
 * series" draft on /automations; going live is refused while its emails hold the templates' placeholder
 * links (the campaign checks) and goes through once they are filled in; a visitor signs up through the
 * shop's form and confirms; the first email shows in the local mail viewer; the stack's clock moves two
 * days (/_local/clock) and the second email shows there too. The sending domain is verified through the
 * e2e stack's DNS stand-in. This file moves the shared stack's clock, so it runs after every other e2e file
 * (tests/support/duration-sequencer.mjs).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FlowDetailResponse } from '../../shared/contracts/flows';
import { PLACEHOLDER_IMAGE, PLACEHOLDER_LINK } from '../../shared/email/placeholders';
import { buildSignupFormSnippet } from '../../shared/tracking/signup-form-snippet';
import { publishZone } from '../support/dns-control';
import { DESKTOP, launchChromium, newContext } from './support/browser';
import { moveClock, sweepFlows } from './support/flow-clock';
import { mailsTo, waitForMails } from './support/mail';
import { activatePlan } from './support/plan';
import { apiAs, createUser, signInContext, verifiedUser, type E2eUser } from './support/session';

const baseUrl = inject('e2eBaseUrl');
const env = inject('e2eStackEnv');
const ses = env.AWS_ENDPOINT_SES as string;
const domain = `welcome-${Date.now().toString(36)}.test`;
const reader = `reader-${Date.now().toString(36)}@example.com`;
let browser: Browser;
let owner: E2eUser;
let trackingId: string;
let flowId = '';

const api = <T>(path: string, method = 'GET', body?: unknown) =>
  apiAs<T>(baseUrl, owner, path, { method, ...(body ? { body: JSON.stringify(body) } : {}) });

/** The domain's records published to the DNS stand-in, then checked by the DNS routes as the dialog does. */
async function verifyDomain(): Promise<void> {
  type Setup = {
    setup: { dnsRecords: { type: 'MX' | 'TXT' | 'CNAME'; name: string; value: string; priority?: number }[] };
  };
  const { setup } = await api<Setup>('/api/dns/initiate', 'POST', {});
  await publishZone(
    inject('e2eDnsControl'),
    domain,
    setup.dnsRecords.map(({ type, name, value, priority }) => ({ type, name, value, priority })),
  );
  const verified = await api<{ emailSetup: { overallDnsStatus?: string } }>('/api/dns/verify', 'POST', {});
  expect(verified.emailSetup.overallDnsStatus).toBe('verified');
}

beforeAll(async () => {
  browser = await launchChromium();
  owner = await verifiedUser(baseUrl, ses, await createUser(baseUrl, 'welcome-flow'));
  await activatePlan(baseUrl, env, owner, 'premium');
  const { setup } = await api<{ setup: { id: string } }>('/api/setup', 'PATCH', {
    businessDescription: 'Hand-thrown mugs and bowls.',
    selectedCampaignIds: ['welcome_new_subscriber'],
    websiteProvider: 'custom',
    domain,
    postalAddress: '1 Kiln Row\nStoke',
  });
  await verifyDomain();
  trackingId = (
    await api<{ trackingPixelId: string }>('/api/tracking/id', 'POST', { emailSetupId: setup.id })
  ).trackingPixelId;
});
afterAll(async () => {
  await browser?.close();
});

async function ownerPage(path: string): Promise<Page> {
  const context = await newContext(browser, baseUrl, DESKTOP);
  await signInContext(context, baseUrl, owner);
  const page = await context.newPage();
  await page.goto(path);
  return page;
}
async function seriousAxe(page: Page): Promise<string[]> {
  return (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
/** The flow's email subjects, in order. */
async function subjects(): Promise<string[]> {
  const flow = await api<FlowDetailResponse>(`/api/flows/${flowId}`);
  return flow.definition.steps.flatMap((s) => (s.type === 'email' ? [s.subject] : []));
}
/** Fills the template's placeholders of each of the flow's emails, as the owner would in the editor. */
async function fillPlaceholders(): Promise<void> {
  const flow = await api<FlowDetailResponse>(`/api/flows/${flowId}`);
  for (const step of flow.definition.steps) {
    if (step.type !== 'email') continue;
    const content = await api<{ version: number; document: unknown }>(
      `/api/projects/${step.projectId}/content`,
    );
    const filled = JSON.stringify(content.document)
      .replaceAll(PLACEHOLDER_LINK, `https://${domain}/`)
      .replaceAll(PLACEHOLDER_IMAGE, `https://${domain}/mug.png`);
    await api(`/api/projects/${step.projectId}/content`, 'PUT', {
      expectedVersion: content.version,
      document: JSON.parse(filled),
    });
  }
}
/** Runs the minute's sweep until `to` has a mail with `subject` (the stream enrolls, the queue sends). */
async function sweepUntilMail(to: string, subject: string): Promise<void> {
  await expect
    .poll(
      async () => {
        await sweepFlows(baseUrl, env);
        return (await mailsTo(ses, to)).some((m) => m.subject === subject);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
}
async function seenInMailViewer(page: Page, subject: string): Promise<void> {
  await page.goto(`${baseUrl}/_local/mail`);
  await page.getByText(subject).first().waitFor({ timeout: 15_000 });
}

describe('the prebuilt welcome series, live, in the browser', () => {
  it('makes the draft from the onboarding choice and switches it live once its emails pass the checks', async () => {
    const page = await ownerPage('/automations');
    await page.getByRole('heading', { name: 'No automations yet' }).waitFor({ timeout: 20_000 });
    // Quiet hours would hold the mail overnight when the suite runs at night (they have their own tests).
    await page.getByText('Settings for all automations').click();
    await page.getByLabel('Quiet hours: hold automated email overnight in the contact’s time zone').uncheck();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor({ timeout: 15_000 });

    await page.getByRole('button', { name: 'Create my suggested drafts' }).click();
    const drafts = page.getByRole('region', { name: 'Drafts (1)' });
    await drafts.getByRole('link', { name: 'Welcome series' }).click({ timeout: 20_000 });
    await page.waitForURL(/\/automations\/[^/]+$/, { timeout: 15_000 });
    flowId = new URL(page.url()).pathname.split('/').at(-1) as string;
    expect(await seriousAxe(page)).toEqual([]);

    await page.getByRole('button', { name: 'Go live' }).click();
    const problems = page.getByRole('alert').filter({ hasText: 'The flow cannot go live yet' });
    await problems.waitFor({ timeout: 15_000 });
    expect(await problems.innerText()).toMatch(/placeholder/i);

    await fillPlaceholders();
    await page.getByRole('button', { name: 'Go live' }).click();
    await page.getByRole('button', { name: 'Pause' }).waitFor({ timeout: 15_000 });
    expect((await api<FlowDetailResponse>(`/api/flows/${flowId}`)).status).toBe('live');
    await page.context().close();
  });

  it('mails a form signup the first email at once and the second two days later', async () => {
    expect(flowId).not.toBe('');
    const [first, second] = await subjects();
    const context = await newContext(browser, baseUrl, DESKTOP);
    const form = buildSignupFormSnippet({ origin: baseUrl, trackingId });
    await context.route('http://shop.test/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><head><title>Mugs</title></head><body>${form}</body></html>`,
      }),
    );
    const page = await context.newPage();
    await page.goto('http://shop.test/');
    await page.getByLabel('Email').fill(reader);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForURL(/\/subscribed\?status=pending$/);
    const [optin] = await waitForMails(ses, reader, 1);
    await page.goto(/Confirm: (\S+)/.exec(optin?.body.text ?? '')?.[1] as string);
    await page.getByRole('button', { name: 'Confirm my subscription' }).click({ timeout: 20_000 });
    await page.getByRole('heading', { name: "You're subscribed" }).waitFor({ timeout: 15_000 });

    await sweepUntilMail(reader, first as string);
    await seenInMailViewer(page, first as string);
    expect((await mailsTo(ses, reader)).some((m) => m.subject === second)).toBe(false);

    await moveClock(baseUrl, 2 * 24 * 60 + 1);
    await sweepUntilMail(reader, second as string);
    await seenInMailViewer(page, second as string);
    expect((await mailsTo(ses, reader)).filter((m) => m.subject === first)).toHaveLength(1);
    await context.close();
  });
});
